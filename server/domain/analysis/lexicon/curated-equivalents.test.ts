import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { scanLexicon } from '../keywords/lexicon-scan.ts'
import { tokenize } from '../keywords/tokenize.ts'
import { CURATED_CONCEPTS, LOWER_CASE_NAMES, SHARED_FORMS } from './curated-equivalents.ts'
import { parseForm, type StoredLexicon } from './lexicon-types.ts'
import { getLexicon } from './load-lexicon.ts'

const stored = JSON.parse(
  readFileSync(new URL('./lexicon.json', import.meta.url), 'utf8'),
) as StoredLexicon
const frequency = JSON.parse(
  readFileSync(new URL('./skill-frequency.json', import.meta.url), 'utf8'),
) as { top: Array<{ skill: string; category: string }> }
const concepts = stored.concepts ?? {}
const languageOf = (entry: number): string => stored.entries[entry]?.[3] ?? 'en'

/** Entry ids in a concept with an entry in English, Spanish and Russian. */
function trilingualEntries(): Set<number> {
  const covered = new Set<number>()
  for (const members of Object.values(concepts)) {
    const languages = new Set(members.map(languageOf))
    if (languages.has('en') && languages.has('es') && languages.has('ru'))
      for (const id of members) covered.add(id)
  }
  return covered
}

/** A product or other proper name: the same in every language ("Python", "Microsoft SQL Server"). */
function isName(display: string, category: string): boolean {
  if (category === 'tools' || LOWER_CASE_NAMES.includes(display)) return true
  const words = display.split(/\s+/).filter((w) => /\p{L}/u.test(w))
  return words.every((w) => /^[\p{Lu}\d.#+]/u.test(w) || /\p{Lu}/u.test(w.slice(1)))
}

describe('curated equivalents', () => {
  it('gives every concept its own id and every form to one concept', () => {
    const ids = CURATED_CONCEPTS.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    const owner = new Map<string, string>()
    const clashes: string[] = []
    for (const c of CURATED_CONCEPTS) {
      for (const form of [...c.en, ...c.es, ...c.ru]) {
        const key = parseForm(form).text.toLowerCase()
        const other = owner.get(key)
        if (other !== undefined && other !== c.id) clashes.push(`${form}: ${other}, ${c.id}`)
        owner.set(key, c.id)
      }
    }
    expect(clashes).toEqual([])
    for (const { concepts: named } of SHARED_FORMS)
      for (const id of named) expect(ids).toContain(id)
  })

  it('covers every soft skill of the lexicon in English, Spanish and Russian', () => {
    const covered = trilingualEntries()
    const missing = stored.entries
      .map(([forms, category], id) => ({ display: forms[0] ?? '', category, id }))
      .filter((e) => e.category === 2 && !covered.has(e.id))
      .map((e) => e.display)
    expect(missing).toEqual([])
  })

  it('covers the 300 most frequent skills that are not product names in all three languages', () => {
    expect(frequency.top).toHaveLength(300)
    const lexicon = getLexicon()
    const covered = trilingualEntries()
    const missing = frequency.top
      .filter((s) => !isName(s.skill, s.category))
      .filter((s) => {
        const id = lexicon.byDisplay.get(s.skill.toLowerCase())
        return id === undefined || !covered.has(id)
      })
      .map((s) => s.skill)
    expect(missing).toEqual([])
  })

  it('finds each form of a linked concept in text of its language, also inflected', () => {
    const lexicon = getLexicon()
    const unfound: string[] = []
    for (const concept of CURATED_CONCEPTS) {
      const members = new Set(concepts[concept.id] ?? [])
      if (members.size === 0) continue
      for (const language of ['en', 'es', 'ru'] as const) {
        for (const form of concept[language]) {
          const text = parseForm(form).text
          const hits = scanLexicon(text, tokenize(text), lexicon, language)
          const whole = hits.length === 1 && hits[0] !== undefined && members.has(hits[0].entry)
          if (!whole) unfound.push(`${concept.id}: ${form}`)
        }
      }
    }
    expect(unfound).toEqual([])
    // Case endings reach the entry through the stemmer's inflection rule.
    const inflected: Array<[string, 'es' | 'ru', string]> = [
      ['опыт управления проектами', 'ru', 'project-management'],
      ['навыки работы в команде', 'ru', 'teamwork'],
      ['знание баз данных', 'ru', 'databases'],
      ['опыт бюджетирования', 'ru', 'budgeting'],
      ['развитое аналитическое мышление', 'ru', 'analytical-skills'],
      ['обеспечением качества', 'ru', 'quality-assurance'],
      ['con colaboracion entre equipos', 'es', 'collaboration'],
      ['experiencia en microservicios', 'es', 'microservices'],
    ]
    for (const [text, language, id] of inflected) {
      const entries = scanLexicon(text, tokenize(text), lexicon, language).map((h) => h.entry)
      expect(
        entries.some((e) => concepts[id]?.includes(e)),
        text,
      ).toBe(true)
    }
  })

  it('moves Spanish and Russian forms to entries of their language, shown in that language', () => {
    const lexicon = getLexicon()
    const es = lexicon.byDisplay.get('gestión de proyectos')
    const ru = lexicon.byDisplay.get('управление проектами')
    const en = lexicon.byDisplay.get('project management')
    expect(es !== undefined && lexicon.entries[es]?.language).toBe('es')
    expect(ru !== undefined && lexicon.entries[ru]?.language).toBe('ru')
    expect(en !== undefined && lexicon.equivalents.get(en)).toEqual(
      expect.arrayContaining([es, ru]),
    )
  })
})
