import { describe, expect, it } from 'vitest'
import { productNames, requirementPhrases } from './requirement-phrases.ts'

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
