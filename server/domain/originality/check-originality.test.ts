import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { plagiarismResponseSchema } from '../../../src/contract/pro.ts'
import {
  checkOriginality,
  findPhrases,
  LOCAL_PROVIDER_NAME,
  REASON_CLICHE,
  REASON_KNOWN_TEXT,
  REASON_MACHINE,
} from './check-originality.ts'
import { PHRASE_GROUPS } from './corpus/boilerplate-phrases.ts'
import { SAMPLE_SOURCES } from './corpus/sample-sources.ts'
import { wordsOf } from './normalize.ts'
import { buildCorpus, shippedCorpus } from './reference-corpus.ts'

const ORIGINAL =
  'Rebuilt the nightly billing export in Go after the Ruby version kept timing out; the job now ' +
  'finishes in eleven minutes instead of three hours, and finance closes the month two days ' +
  'sooner. I also wrote the runbook the on-call team uses when the bank feed arrives late.'

/** A paragraph of a shipped sample resume, word for word. */
function copiedParagraph(): { text: string; title: string } {
  const source = SAMPLE_SOURCES.find((s) => s.id === 'rm-jd-backend')
  if (source === undefined) throw new Error('sample missing')
  const file = new URL(`./corpus/samples/${source.id}.txt`, import.meta.url)
  const text = readFileSync(file, 'utf8').split(/\n/).slice(0, 6).join('\n')
  return { text, title: source.title }
}

describe('the shipped corpus', () => {
  it('has at least 300 team-written phrases, some Spanish and Russian', () => {
    expect(shippedCorpus().phraseCount).toBeGreaterThanOrEqual(300)
    for (const language of ['es', 'ru'] as const) {
      expect(PHRASE_GROUPS.some((g) => g.language === language && g.phrases.length > 0)).toBe(true)
    }
  })
  it('holds every sample text, each with its attribution', () => {
    const corpus = shippedCorpus()
    expect(corpus.texts).toHaveLength(SAMPLE_SOURCES.length)
    for (const text of corpus.texts) {
      expect(text.text.trim().length).toBeGreaterThan(200)
      expect(text.title).toMatch(/\((Resume-Matcher|JSON Resume).*, (MIT|Apache-2\.0)\)$/)
    }
  })
})

describe('checkOriginality', () => {
  const corpus = shippedCorpus()

  it('flags a paragraph copied from the corpus, names the source and scores it low', () => {
    const { text, title } = copiedParagraph()
    expect(text.length).toBeGreaterThan(200)
    const result = checkOriginality(text, corpus)
    expect(result.uniqueness_score).toBeLessThan(30)
    const known = result.flagged_sections.filter((s) => s.reason === REASON_KNOWN_TEXT)
    expect(known.length).toBeGreaterThanOrEqual(1)
    expect(known[0]?.source).toBe(title)
    const covered = known.reduce((sum, s) => sum + (s.end - s.start), 0)
    expect(covered / text.length).toBeGreaterThan(0.8)
    expect(result.recommendations.join(' ')).toContain(title)
    expect(result.analysis).toMatch(/^Low originality/)
  })

  it('flags a copied passage inside original text, at its offsets', () => {
    const { text: copied } = copiedParagraph()
    const text = `${ORIGINAL}\n\n${copied}`
    const result = checkOriginality(text, corpus)
    const known = result.flagged_sections.filter((s) => s.reason === REASON_KNOWN_TEXT)
    expect(known).toHaveLength(1)
    const section = known[0]
    expect(section?.start).toBeGreaterThanOrEqual(ORIGINAL.length)
    expect(text.slice(section?.start, section?.end)).toBe(section?.text)
    expect(result.uniqueness_score).toBeGreaterThan(10)
    expect(result.uniqueness_score).toBeLessThan(75)
  })

  it('passes an original paragraph with a high score and nothing flagged', () => {
    const result = checkOriginality(ORIGINAL, corpus)
    expect(result.uniqueness_score).toBeGreaterThanOrEqual(90)
    expect(result.flagged_sections).toEqual([])
    expect(result.recommendations).toEqual([])
    expect(result.provider).toBe(LOCAL_PROVIDER_NAME)
    expect(result.word_count).toBe(48)
    expect(result.analysis).toMatch(/^Excellent originality/)
    expect(plagiarismResponseSchema.parse(result)).toEqual(result)
  })

  it('flags clichés and machine-typical phrasing where they stand, with advice quoting them', () => {
    const text =
      'Results-driven team player with a proven track record. I delve into the ever-evolving ' +
      'landscape of logistics software every day.'
    const result = checkOriginality(text, corpus)
    const flagged = result.flagged_sections.map((s) => [s.text, s.reason])
    expect(flagged).toEqual([
      ['Results-driven', REASON_CLICHE],
      ['team player', REASON_CLICHE],
      ['proven track record', REASON_CLICHE],
      ['delve into', REASON_MACHINE],
      ['ever-evolving landscape', REASON_MACHINE],
    ])
    for (const section of result.flagged_sections) {
      expect(text.slice(section.start, section.end)).toBe(section.text)
    }
    expect(result.uniqueness_score).toBeLessThan(90)
    expect(result.recommendations.some((r) => r.includes('"team player"'))).toBe(true)
    expect(result.recommendations.some((r) => r.includes('"delve into"'))).toBe(true)
  })

  it('writes its sentences in the language of the text', () => {
    const result = checkOriginality(
      'Командный игрок, стрессоустойчивость, целеустремлённость. В мои обязанности входило ведение отчётности.',
      corpus,
    )
    expect(result.flagged_sections.map((s) => s.text)).toContain('целеустремлённость')
    expect(result.analysis).toMatch(/оригинальность/)
    expect(result.recommendations[0]).toContain('«Командный игрок»')
  })

  it('writes Spanish for a Spanish text', () => {
    const result = checkOriginality(
      'Soy una persona proactiva con don de gentes y amplia experiencia en logística internacional.',
      corpus,
    )
    expect(result.flagged_sections.map((s) => s.text)).toEqual([
      'proactiva',
      'don de gentes',
      'amplia experiencia',
    ])
    expect(result.analysis).toMatch(/originalidad/i)
    expect(result.recommendations.join(' ')).toContain('«proactiva»')
  })

  it('is deterministic', () => {
    const text = `${copiedParagraph().text} Results-driven team player.`
    expect(checkOriginality(text, corpus)).toEqual(checkOriginality(text, shippedCorpus()))
  })

  it('counts a fingerprint as matched when its k-gram holds a whole short phrase', () => {
    const tiny = buildCorpus(
      [],
      [{ id: 'buzzwords', kind: 'cliche', language: 'en', phrases: ['synergy'] }],
    )
    const plain = checkOriginality(
      'we planned the spring release with the warehouse team and shipped it',
      tiny,
    )
    const buzz = checkOriginality(
      'we planned the synergy release with the warehouse team and shipped it',
      tiny,
    )
    expect(plain.uniqueness_score).toBe(100)
    expect(buzz.uniqueness_score).toBeLessThan(100)
  })
})

describe('findPhrases', () => {
  it('takes the longest phrase at a word and ignores case, accents and hyphens', () => {
    const corpus = shippedCorpus()
    const hits = findPhrases(wordsOf('RESULTS DRIVEN, Orientado a resultados'), corpus)
    expect(hits.map((h) => h.display)).toEqual(['results-driven', 'orientado a resultados'])
  })
})
