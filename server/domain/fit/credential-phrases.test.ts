import { describe, expect, it } from 'vitest'
import { credentialPhrases } from './credential-phrases.ts'

const found = (text: string) => credentialPhrases(text).map((p) => [p.name, p.kind])

describe('credentialPhrases', () => {
  it('names the endorsements a line asks for', () => {
    expect(found('Doubles/Triples and Passenger endorsements preferred')).toEqual([
      ['Doubles/Triples and Passenger endorsements', 'endorsement'],
    ])
  })

  it('names abbreviations a certificate word closes', () => {
    expect(found('Valid ACLS/PALS certifications.')).toEqual([['ACLS/PALS', 'certification']])
  })

  it('names a permit to practise that opens the line, without "en vigor"', () => {
    expect(found('Habilitación profesional vigente (imprescindible)')).toEqual([
      ['Habilitación profesional', 'licence'],
    ])
    expect(found('действующее свидетельство об аккредитации специалиста')).toEqual([
      ['свидетельство об аккредитации специалиста', 'licence'],
    ])
    expect(found('Carnet de conducir C+E')).toEqual([['Carnet de conducir C+E', 'licence']])
  })

  it('reads a card earned by a course as a certificate', () => {
    expect(found('Carné de carretillero')).toEqual([['Carné de carretillero', 'certification']])
  })

  it('names nothing on a line without one', () => {
    expect(found('Experiencia en obra civil')).toEqual([])
  })
})
