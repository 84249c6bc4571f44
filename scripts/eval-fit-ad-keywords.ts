/**
 * The team's fit set (server/test/fixtures/fit, 41 ads in 12 occupations, en/es/ru): of the
 * requirements annotated as a skill, tool, certification, licence or spoken language, the share
 * the job-keyword extraction names, by the requirement's name or one of its aliases (compared
 * without case, accents or punctuation, either containing the other). A reader's check across
 * occupations and languages beside SkillSpan's tech-heavy postings. Issue 20 measures its
 * requirement extraction on the same ads.
 */
import { extractJobKeywords } from '../server/domain/analysis/keywords/extract-job-keywords.ts'
import { detectLanguage } from '../server/domain/analysis/language.ts'
import { loadFitAds } from '../server/test/fixtures/fit/load-fit-set.ts'

const KINDS = new Set(['skill', 'tool', 'certification', 'licence', 'language'])

function plain(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim()
}

export interface FitAdKeywordScores {
  requirements: number
  named: number
  recall: number
  by_language: Record<string, { requirements: number; recall: number }>
}

export function evalFitAdKeywords(): FitAdKeywordScores {
  const counts = new Map<string, [number, number]>()
  for (const ad of loadFitAds()) {
    const keywords = extractJobKeywords(ad.text, detectLanguage(ad.text)).map((k) =>
      plain(k.keyword),
    )
    for (const requirement of ad.requirements) {
      if (!KINDS.has(requirement.kind)) continue
      const names = [requirement.name, ...(requirement.aliases ?? [])].map(plain)
      const named = names.some((n) =>
        keywords.some((k) => k === n || k.includes(n) || n.includes(k)),
      )
      for (const key of ['all', ad.language]) {
        const c = counts.get(key) ?? [0, 0]
        c[0] += 1
        if (named) c[1] += 1
        counts.set(key, c)
      }
    }
  }
  const round = (x: number): number => Math.round(x * 1000) / 1000
  const [requirements, named] = counts.get('all') ?? [0, 0]
  const by_language: FitAdKeywordScores['by_language'] = {}
  for (const [key, [n, hit]] of counts)
    if (key !== 'all') by_language[key] = { requirements: n, recall: round(hit / n) }
  return { requirements, named, recall: round(named / Math.max(1, requirements)), by_language }
}
