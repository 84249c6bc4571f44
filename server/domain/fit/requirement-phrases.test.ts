import { describe, expect, it } from 'vitest'
import {
  listedItems,
  measuredSkills,
  preferredSettings,
  productNames,
  requirementPhrases,
} from './requirement-phrases.ts'

const names = (text: string): string[] => requirementPhrases(text).map((p) => p.name)

describe('requirementPhrases', () => {
  it('takes what follows the cue words, up to the clause that opens next', () => {
    expect(names('Experience with grant reporting is a plus')).toEqual(['grant reporting'])
    expect(names('Background in veterinary clinics, shelters or rescues')).toEqual([
      'veterinary clinics, shelters or rescues',
    ])
    expect(names('Experience negotiating with suppliers')).toEqual(['negotiating with suppliers'])
    expect(names('Experiencia en gestión de flotas y conocimientos de mecánica')).toEqual([
      'gestión de flotas',
      'mecánica',
    ])
    expect(names('опыт работы в аптечной сети')).toEqual(['аптечной сети'])
  })

  it('names the experience a bullet asks for in two or three words', () => {
    expect(names('Cold storage experience')).toEqual(['Cold storage'])
    expect(names('Previous experience')).toEqual([])
  })

  it('names nothing for an empty object or a sentence', () => {
    expect(names('Experience in a similar role')).toEqual([])
    expect(names('Experiencia en un puesto similar')).toEqual([])
    expect(
      names(
        'Experience in organising the quarterly events of the regional office and its partners',
      ),
    ).toEqual([])
  })
})

describe('productNames', () => {
  it('reads the name after a noun that says a product is named', () => {
    expect(productNames('Manejo del programa Contaplus').map((p) => p.name)).toEqual(['Contaplus'])
    expect(productNames('знание программы «Медиалог»').map((p) => p.name)).toEqual(['Медиалог'])
    expect(productNames('a scheduling program we built')).toEqual([])
  })
})

describe('listedItems', () => {
  const items = (text: string) => listedItems(text).map((p) => [p.name, p.kind])

  it('names each noun phrase of a short list bullet, without its grade or generic head', () => {
    expect(items('Grant writing and donor stewardship')).toEqual([
      ['Grant writing', 'skill'],
      ['donor stewardship', 'skill'],
    ])
    expect(items('Solid bookkeeping and payroll basics')).toEqual([
      ['bookkeeping', 'skill'],
      ['payroll', 'skill'],
    ])
    expect(items('Knowledge of Figma and Sketch')).toEqual([
      ['Figma', 'tool'],
      ['Sketch', 'tool'],
    ])
    expect(items('Node 20 or later and Fastify')).toEqual([
      ['Node 20', 'tool'],
      ['Fastify', 'tool'],
    ])
  })

  it('names the product a bracket gives after an item', () => {
    expect(items('Scheduling software (Deputy preferred)')).toEqual([
      ['Scheduling software (Deputy)', 'tool'],
    ])
  })

  it('names nothing from a sentence, a credential or a long bullet', () => {
    expect(items('Buena actitud y ganas de aprender')).toEqual([])
    expect(items('Drive to client sites and report weekly')).toEqual([])
    expect(items('Food handler card and forklift training')).toEqual([])
    expect(items('Python, Go, Rust, Java, Kotlin, Scala, Elixir and Haskell')).toEqual([])
  })
})

describe('preferredSettings', () => {
  it('names the setting a preference cue adds, brackets kept', () => {
    const settings = (text: string) => preferredSettings(text).map((p) => p.name)
    expect(
      settings('2+ years of payroll, ideally in a unionised (public sector) workplace.'),
    ).toEqual(['unionised (public sector) workplace'])
    expect(settings('Experiencia comercial (preferiblemente en el sector farmacéutico)')).toEqual([
      'sector farmacéutico',
    ])
    expect(settings('Preferably 3 years of experience')).toEqual([])
  })
})

describe('measuredSkills', () => {
  it('names a skill asked at a measured speed', () => {
    expect(measuredSkills('Keyboarding speed of 60+ WPM').map((p) => p.name)).toEqual([
      'Keyboarding 60+ WPM',
    ])
    expect(measuredSkills('Velocidad de mecanografía de 250 ppm').map((p) => p.name)).toEqual([
      'mecanografía 250 ppm',
    ])
    expect(measuredSkills('Fast typing')).toEqual([])
  })
})
