/*
 * Tunes server/domain/documents/text-quality.ts: prints the word share and function-word share of
 * real texts (the sample resumes and job ads, SkillSpan's dev postings, the resume fixtures, the
 * app's own Russian and Spanish texts) and of the same texts garbled the ways broken PDF fonts and
 * wrong encodings garble them, and how many of each the garbled-text check flags.
 *
 *   npx tsx scripts/measure-text-quality.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import iconv from 'iconv-lite'
import { extractDocument } from '../server/domain/documents/extract-document.ts'
import { isGarbled, measureTextQuality } from '../server/domain/documents/text-quality.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SAMPLES = path.join(ROOT, '../shared/data/samples')
const SKILLSPAN_DEV = path.join(ROOT, '../shared/data/eval/skillspan/dev.json')
const RESUME_FIXTURES = path.join(ROOT, 'server/test/fixtures/resumes/resume-contents.ts')

async function realTexts(): Promise<{ name: string; text: string }[]> {
  const texts: { name: string; text: string }[] = []
  for (const folder of ['resumes', 'jds']) {
    for (const file of readdirSync(path.join(SAMPLES, folder))) {
      if (!file.endsWith('.pdf')) continue
      const bytes = new Uint8Array(readFileSync(path.join(SAMPLES, folder, file)))
      texts.push({ name: `${folder}/${file}`, text: (await extractDocument(bytes)).text })
    }
  }
  // SkillSpan's dev postings, each one text (its sentences, one per line).
  const postings = new Map<string, string[]>()
  for (const line of readFileSync(SKILLSPAN_DEV, 'utf8').split('\n')) {
    if (line.trim() === '') continue
    const row = JSON.parse(line) as { idx: number; tokens: string[]; source: string }
    const key = `${row.source}-${row.idx}`
    postings.set(key, [...(postings.get(key) ?? []), row.tokens.join(' ')])
  }
  for (const [key, sentences] of postings) {
    texts.push({ name: `skillspan/${key}`, text: sentences.join('\n') })
  }
  if (existsSync(RESUME_FIXTURES)) {
    const { RESUMES } = (await import(RESUME_FIXTURES)) as {
      RESUMES: {
        slug: string
        name: string
        headline: string
        contact: string[]
        summary?: string
        jobs: { role: string; org: string; dates: string; bullets: string[] }[]
        education: string[]
        skills: string[]
      }[]
    }
    for (const resume of RESUMES) {
      const lines = [
        resume.name,
        resume.headline,
        resume.contact.join(' | '),
        resume.summary ?? '',
        ...resume.jobs.flatMap((job) => [
          `${job.role}, ${job.org}, ${job.dates}`,
          ...job.bullets.map((b) => `- ${b}`),
        ]),
        ...resume.education,
        resume.skills.join(', '),
      ]
      texts.push({ name: `fixture/${resume.slug}`, text: lines.join('\n') })
    }
  }
  for (const language of ['ru', 'es']) {
    const folder = path.join(ROOT, 'src/i18n/locales', language)
    for (const file of readdirSync(folder)) {
      const strings: string[] = []
      const walk = (value: unknown): void => {
        if (typeof value === 'string') strings.push(value.replace(/\{\{[^}]*\}\}/g, '7'))
        else if (value && typeof value === 'object') Object.values(value).forEach(walk)
      }
      walk(JSON.parse(readFileSync(path.join(folder, file), 'utf8')))
      texts.push({ name: `locale/${language}/${file}`, text: strings.join('\n') })
    }
  }
  return texts
}

/** A repeatable shuffle, so the figures are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

const LOWER_LATIN = 'abcdefghijklmnopqrstuvwxyz'
const LOWER_CYRILLIC = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя'

const GARBLES: Record<string, (text: string) => string> = {
  // A subset font without a Unicode map, read as its codes from 33 up: punctuation and digits.
  'codes-from-33': (text) => {
    const codes = new Map<string, string>()
    return [...text]
      .map((char) => {
        if (/\s/.test(char)) return char
        if (!codes.has(char)) codes.set(char, String.fromCharCode(33 + (codes.size % 94)))
        return codes.get(char)
      })
      .join('')
  },
  // The same with codes from 65 up: mostly letters, in the wrong places.
  'codes-from-65': (text) => {
    const codes = new Map<string, string>()
    return [...text]
      .map((char) => {
        if (/\s/.test(char)) return char
        if (!codes.has(char)) codes.set(char, String.fromCharCode(65 + (codes.size % 62)))
        return codes.get(char)
      })
      .join('')
  },
  // Every letter swapped for another of its alphabet (a custom encoding that looks like text).
  'letter-substitution': (text) => {
    const random = seeded(7)
    const swap = (alphabet: string) => {
      const shuffled = [...alphabet].sort(() => random() - 0.5)
      return new Map([...alphabet].map((char, index) => [char, shuffled[index] ?? char]))
    }
    const latin = swap(LOWER_LATIN)
    const cyrillic = swap(LOWER_CYRILLIC)
    return [...text]
      .map((char) => {
        const lower = char.toLowerCase()
        const swapped = latin.get(lower) ?? cyrillic.get(lower)
        if (swapped === undefined) return char
        return char === lower ? swapped : swapped.toUpperCase()
      })
      .join('')
  },
  // UTF-8 read as Windows-1252, and Windows-1251 read as Latin-1 (a wrong encoding guess).
  'utf8-as-cp1252': (text) => iconv.decode(Buffer.from(text, 'utf8'), 'win1252'),
  'cp1251-as-latin1': (text) => iconv.decode(iconv.encode(text, 'win1251'), 'latin1'),
  // Glyph codes shifted into the private use area, as some Symbol-encoded fonts come out.
  'private-use': (text) =>
    [...text]
      .map((char) =>
        /\s/.test(char) ? char : String.fromCharCode(0xf000 + (char.charCodeAt(0) % 256)),
      )
      .join(''),
}

/** Share of letters outside ASCII: a wrong encoding guess changes only those. */
function nonAsciiLetterShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? []
  return letters.filter((letter) => letter > '\u007f').length / Math.max(1, letters.length)
}
const ENCODING_GARBLES = new Set(['utf8-as-cp1252', 'cp1251-as-latin1'])

const texts = await realTexts()
let realFlagged = 0
let lowest = { share: 1, name: '' }
let lowestFunction = { share: 1, name: '' }
for (const { name, text } of texts) {
  const quality = measureTextQuality(text)
  if (isGarbled(quality)) {
    realFlagged += 1
    console.log(`FLAGGED real ${name}`, quality)
  }
  if (quality.wordShare < lowest.share) lowest = { share: quality.wordShare, name }
  if (quality.tokens >= 30 && quality.functionWordShare < lowestFunction.share) {
    lowestFunction = { share: quality.functionWordShare, name }
  }
}
console.log(`real texts: ${texts.length}, flagged ${realFlagged}`)
console.log(`lowest word share ${lowest.share.toFixed(3)} (${lowest.name})`)
console.log(
  `lowest function-word share (30+ tokens) ${lowestFunction.share.toFixed(3)} (${lowestFunction.name})`,
)

for (const [garble, apply] of Object.entries(GARBLES)) {
  let judged = 0
  let flagged = 0
  let highest = { share: 0, fw: 0, name: '' }
  for (const { name, text } of texts) {
    // Only text that has something to garble: Russian for the Cyrillic encodings, and so on.
    // Encodings only garble the letters outside ASCII: Spanish and Russian texts.
    if (ENCODING_GARBLES.has(garble) && nonAsciiLetterShare(text) < 0.02) continue
    if (garble === 'cp1251-as-latin1' && !/[а-яё]/iu.test(text)) continue
    const garbled = apply(text)
    const quality = measureTextQuality(garbled)
    if (quality.tokens < 20) continue
    judged += 1
    if (isGarbled(quality)) flagged += 1
    else if (quality.wordShare > highest.share)
      highest = {
        share: quality.wordShare,
        fw: quality.functionWordShare,
        name: `${name}, ${quality.tokens} tokens`,
      }
  }
  console.log(
    `${garble}: flagged ${flagged}/${judged}` +
      (highest.name
        ? `; highest unflagged word share ${highest.share.toFixed(3)} fw ${highest.fw.toFixed(3)} (${highest.name})`
        : ''),
  )
}
