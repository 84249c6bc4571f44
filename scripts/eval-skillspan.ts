/**
 * SkillSpan dev split (issue 19, Measure): each posting's sentences joined with newlines, the job
 * keywords extracted as the API extracts them, then scored against the gold Skill and Knowledge
 * spans three ways:
 * - overlap: a gold span is recalled when it shares a word token with some predicted keyword; a
 *   predicted keyword is precise when it shares a token with some gold span of either type;
 * - strict span F1: an occurrence's dataset-token span must equal a gold span exactly;
 * - junk_rate: the share of predicted keywords that break the shape rules (keyword-shape-check.ts).
 * The dev split is for measuring only; nothing here feeds the extractor.
 */
import { readFileSync } from 'node:fs'
import { junkReason, type JunkReason } from './keyword-shape-check.ts'

export interface Posting {
  source: string
  text: string
  /** Character span of each dataset token in text. */
  spans: Array<[number, number]>
  gold: GoldSpan[]
}

interface GoldSpan {
  type: 'skill' | 'knowledge'
  /** Dataset-token indexes, inclusive. */
  first: number
  last: number
  words: Set<string>
}

export interface PredictedKeyword {
  keyword: string
  offsets: Array<[number, number]>
}

/** One sentence of a SkillSpan split (JSON lines). */
export interface SkillSpanRow {
  idx: number
  tokens: string[]
  tags_skill: string[]
  tags_knowledge: string[]
  source: string
}

/** Every sentence of a SkillSpan split file, in order. */
export function readSkillSpanRows(path: string): SkillSpanRow[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SkillSpanRow)
}

/** The normalisation: lower-case `[\w+#.]+` tokens, single letters dropped but c and r. */
export function wordsOf(text: string): Set<string> {
  const words = new Set<string>()
  for (const m of text.toLowerCase().matchAll(/[\w+#.]+/g)) {
    const w = m[0]
    if (w.length === 1 && w !== 'c' && w !== 'r') continue
    words.add(w)
  }
  return words
}

function spansOf(tags: string[], offset: number): Array<[number, number]> {
  const out: Array<[number, number]> = []
  let start = -1
  tags.forEach((tag, i) => {
    if (tag.startsWith('B') || (tag.startsWith('I') && start < 0)) {
      if (start >= 0) out.push([offset + start, offset + i - 1])
      start = i
    } else if (tag === 'O' && start >= 0) {
      out.push([offset + start, offset + i - 1])
      start = -1
    }
  })
  if (start >= 0) out.push([offset + start, offset + tags.length - 1])
  return out
}

export function readPostings(path: string): Posting[] {
  const rows = readSkillSpanRows(path)
  const byPosting = new Map<string, SkillSpanRow[]>()
  for (const row of rows) {
    const key = `${row.source}:${row.idx}`
    const list = byPosting.get(key) ?? []
    list.push(row)
    byPosting.set(key, list)
  }
  return [...byPosting.values()].map((list) => {
    let text = ''
    const spans: Array<[number, number]> = []
    const tokens: string[] = []
    const gold: GoldSpan[] = []
    for (const row of list) {
      if (text.length > 0) text += '\n'
      const offset = tokens.length
      row.tokens.forEach((token, i) => {
        if (i > 0) text += ' '
        spans.push([text.length, text.length + token.length])
        text += token
        tokens.push(token)
      })
      for (const [type, tags] of [
        ['skill', row.tags_skill],
        ['knowledge', row.tags_knowledge],
      ] as const) {
        for (const [first, last] of spansOf(tags, offset)) {
          gold.push({ type, first, last, words: wordsOf(tokens.slice(first, last + 1).join(' ')) })
        }
      }
    }
    return { source: list[0]?.source ?? '', text, spans, gold }
  })
}

const round = (x: number): number => Math.round(x * 1000) / 1000
const share = (part: number, whole: number): number => (whole === 0 ? 0 : round(part / whole))

function shares(a: Set<string>, b: Set<string>): boolean {
  for (const w of a) if (b.has(w)) return true
  return false
}

/** Dataset-token span an occurrence covers, or null when it covers none. */
function tokenSpan(posting: Posting, [start, end]: [number, number]): [number, number] | null {
  let first = -1
  let last = -1
  posting.spans.forEach(([a, b], i) => {
    if (a < end && b > start) {
      if (first < 0) first = i
      last = i
    }
  })
  return first < 0 ? null : [first, last]
}

export interface SkillSpanScores {
  postings: number
  predicted: number
  precision: number
  recall_knowledge: number
  recall_skill: number
  junk_rate: number
  strict_span: { precision: number; recall: number; f1: number }
}

export function scoreSkillSpan(
  postings: Posting[],
  extract: (text: string) => PredictedKeyword[],
  lexiconForms: ReadonlySet<string>,
): SkillSpanScores & { junk_examples: Partial<Record<JunkReason, string[]>> } {
  let predicted = 0
  let precise = 0
  let junk = 0
  const junkExamples: Partial<Record<JunkReason, string[]>> = {}
  const recalled = { skill: 0, knowledge: 0 }
  const goldCount = { skill: 0, knowledge: 0 }
  let spanPredicted = 0
  let spanCorrect = 0
  let spanGold = 0
  let spanRecalled = 0
  for (const posting of postings) {
    const keywords = extract(posting.text)
    const keywordWords = keywords.map((k) => wordsOf(k.keyword))
    predicted += keywords.length
    keywords.forEach((k, i) => {
      const words = keywordWords[i] ?? new Set<string>()
      if (posting.gold.some((g) => shares(words, g.words))) precise += 1
      const reason = junkReason(k.keyword, lexiconForms)
      if (reason) {
        junk += 1
        const list = (junkExamples[reason] ??= [])
        if (list.length < 8) list.push(k.keyword)
      }
    })
    for (const g of posting.gold) {
      goldCount[g.type] += 1
      if (keywordWords.some((words) => shares(words, g.words))) recalled[g.type] += 1
    }
    const goldSpans = new Set(posting.gold.map((g) => `${g.first}:${g.last}`))
    const hit = new Set<string>()
    const seen = new Set<string>()
    for (const k of keywords) {
      for (const offset of k.offsets) {
        const span = tokenSpan(posting, offset)
        if (!span) continue
        const key = `${span[0]}:${span[1]}`
        if (seen.has(key)) continue
        seen.add(key)
        spanPredicted += 1
        if (goldSpans.has(key)) {
          spanCorrect += 1
          hit.add(key)
        }
      }
    }
    spanGold += goldSpans.size
    spanRecalled += hit.size
  }
  const p = spanPredicted === 0 ? 0 : spanCorrect / spanPredicted
  const r = spanGold === 0 ? 0 : spanRecalled / spanGold
  return {
    postings: postings.length,
    predicted,
    precision: share(precise, predicted),
    recall_knowledge: share(recalled.knowledge, goldCount.knowledge),
    recall_skill: share(recalled.skill, goldCount.skill),
    junk_rate: share(junk, predicted),
    strict_span: {
      precision: round(p),
      recall: round(r),
      f1: round(p + r === 0 ? 0 : (2 * p * r) / (p + r)),
    },
    junk_examples: junkExamples,
  }
}
