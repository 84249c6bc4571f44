import { describe, expect, it } from 'vitest'
import { isEverydayWord } from './everyday-words.ts'
import { repairPastedText, toOriginalOffset } from './repair-pasted-text.ts'

const NAMES = new Set(['JavaScript', 'PowerPoint', 'LinkedIn', 'GitHub', 'FastAPI', 'YouTube'])
const repair = (text: string) =>
  repairPastedText(text, { isWord: isEverydayWord, isName: (w) => NAMES.has(w) })

describe('repairPastedText', () => {
  it('breaks a line where a lower-case word meets a capitalised one', () => {
    expect(repair('AboutThe company').text).toBe('About\nThe company')
    expect(repair('3+ years of experienceMust have SQL').text).toBe(
      '3+ years of experience\nMust have SQL',
    )
  })
  it('recognises headings glued to the next sentence, in en, es and ru', () => {
    expect(repair('About the roleWhat You Will DoBuild services').text).toBe(
      'About the role\nWhat You Will Do\nBuild services',
    )
    expect(repair('RequirementsYou have').text).toBe('Requirements\nYou have')
    expect(repair('Nice to haveExperience with Go').text).toBe('Nice to have\nExperience with Go')
    expect(repair('our team.Qualifications').text).toBe('our team.\nQualifications')
    expect(repair('RequisitosExperiencia en ventas').text).toBe('Requisitos\nExperiencia en ventas')
    expect(repair('ТребованияОпыт работы').text).toBe('Требования\nОпыт работы')
  })
  it('leaves product names alone', () => {
    const text = 'JavaScript, PowerPoint, LinkedIn, GitHub, iOS, FastAPI, YouTube, eCommerce'
    expect(repair(text)).toEqual({ text, breaks: [] })
  })
  it('maps offsets back to the original text', () => {
    const original = 'AboutThe team uses SQL.RequirementsPython'
    const repaired = repair(original)
    const at = repaired.text.indexOf('Python')
    const start = toOriginalOffset(repaired, at)
    const end = toOriginalOffset(repaired, at + 'Python'.length)
    expect(original.slice(start, end)).toBe('Python')
    const sql = repaired.text.indexOf('SQL')
    expect(
      original.slice(toOriginalOffset(repaired, sql), toOriginalOffset(repaired, sql + 3)),
    ).toBe('SQL')
  })
})
