/**
 * Mines SkillSpan's TRAIN split for what the lexicon misses and what it mis-reads (issue 19,
 * "every occupation"). Only train.json is read: the dev split is for measuring only.
 *
 * - `missing`: short gold Skill and Knowledge spans (one to four words) that no lexicon entry
 *   covers whole, by the number of postings they occur in, with the source (`house`, `tech`) and
 *   the span type. A person reads the list and copies the names a recruiter would list into
 *   server/domain/analysis/lexicon/curated-occupations.ts; sentence pieces stay out.
 * - `aliases` (with --aliases): lexicon hits whose words differ from the entry's display form,
 *   by how often the pair occurs, to audit for false mappings ("Information Technology" read as
 *   "hardware testing methods").
 *
 * Run: npx tsx scripts/mine-skillspan-terms.ts [--min N] [--source house|tech] [--aliases]
 * (after npm run build:lexicon). Deterministic: the same lexicon and data give the same list.
 */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { scanLexicon } from '../server/domain/analysis/keywords/lexicon-scan.ts'
import { tokenize } from '../server/domain/analysis/keywords/tokenize.ts'
import { getLexicon } from '../server/domain/analysis/lexicon/load-lexicon.ts'
import { readSkillSpanRows, type SkillSpanRow } from './eval-skillspan.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const TRAIN = resolve(ROOT, '../shared/data/eval/skillspan/train.json')
/** Longer gold spans are clauses ("acquire new customers in the Nordic market"), not names. */
const MAX_WORDS = 4

interface Span {
  text: string
  type: 'skill' | 'knowledge'
  source: string
  posting: string
}

function argValue(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at >= 0 ? process.argv[at + 1] : undefined
}

function spansOf(row: SkillSpanRow, tags: string[], type: Span['type']): Span[] {
  const out: Span[] = []
  let words: string[] = []
  const flush = (): void => {
    if (words.length > 0)
      out.push({
        text: words.join(' '),
        type,
        source: row.source,
        posting: `${row.source}:${row.idx}`,
      })
    words = []
  }
  tags.forEach((tag, i) => {
    if (tag.startsWith('B')) {
      flush()
      words.push(row.tokens[i] ?? '')
    } else if (tag.startsWith('I')) words.push(row.tokens[i] ?? '')
    else flush()
  })
  flush()
  return out
}

const rows = readSkillSpanRows(TRAIN)
const lexicon = getLexicon()
const minPostings = Number(argValue('--min') ?? 2)
const onlySource = argValue('--source')

/** True when one lexicon hit spans every token of the phrase. */
function covered(text: string): boolean {
  const tokens = tokenize(text)
  if (tokens.length === 0) return true
  return scanLexicon(text, tokens, lexicon, 'en').some(
    (h) => h.start === 0 && h.end === tokens.length,
  )
}

function missing(): string[] {
  const byName = new Map<
    string,
    { postings: Set<string>; types: Set<string>; sources: Set<string> }
  >()
  for (const row of rows) {
    if (onlySource && row.source !== onlySource) continue
    for (const span of [
      ...spansOf(row, row.tags_skill, 'skill'),
      ...spansOf(row, row.tags_knowledge, 'knowledge'),
    ]) {
      const name = span.text.toLowerCase().trim()
      const words = name.split(/\s+/).length
      if (words > MAX_WORDS || !/\p{L}{2}/u.test(name) || name.includes('<')) continue
      const seen = byName.get(name) ?? { postings: new Set(), types: new Set(), sources: new Set() }
      seen.postings.add(span.posting)
      seen.types.add(span.type)
      seen.sources.add(span.source)
      byName.set(name, seen)
    }
  }
  return [...byName]
    .filter(([name, s]) => s.postings.size >= minPostings && !covered(name))
    .sort((a, b) => b[1].postings.size - a[1].postings.size || a[0].localeCompare(b[0]))
    .map(
      ([name, s]) =>
        `${s.postings.size}\t${[...s.sources].sort().join('+')}\t${[...s.types].sort().join('+')}\t${name}`,
    )
}

function aliases(): string[] {
  const byPosting = new Map<string, string[]>()
  for (const row of rows) {
    if (onlySource && row.source !== onlySource) continue
    const key = `${row.source}:${row.idx}`
    byPosting.set(key, [...(byPosting.get(key) ?? []), row.tokens.join(' ')])
  }
  const pairs = new Map<string, number>()
  for (const sentences of byPosting.values()) {
    const text = sentences.join('\n')
    const tokens = tokenize(text)
    for (const hit of scanLexicon(text, tokens, lexicon, 'en')) {
      const surface = tokens
        .slice(hit.start, hit.end)
        .map((t) => t.norm)
        .join(' ')
      const display = lexicon.entries[hit.entry]?.display ?? ''
      if (surface === display.toLowerCase()) continue
      const pair = `${surface}\t→ ${display}`
      pairs.set(pair, (pairs.get(pair) ?? 0) + 1)
    }
  }
  return [...pairs]
    .filter(([, n]) => n >= minPostings)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([pair, n]) => `${n}\t${pair}`)
}

const lines = process.argv.includes('--aliases') ? aliases() : missing()
process.stdout.write(`${lines.join('\n')}\n`)
