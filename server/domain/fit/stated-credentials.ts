import type { RequirementKind } from '../../../src/contract/analysis.ts'
import { parseSpokenLanguageKeyword } from '../analysis/keywords/spoken-languages.ts'
import { fold } from '../analysis/fold.ts'
import type { ResumeFacts } from './resume-facts.ts'

/**
 * A certification, licence or spoken language the resume lists in its own place (a Licenses
 * section, a Languages line) proves a requirement of that kind better than a word met anywhere
 * else: "Spanish" is met by "Spanish (native)" under Languages, "CPA" by "Certified Public
 * Accountant (CPA), Oregon, 2021" under Certifications, and that line is the evidence. Null
 * when the resume lists nothing that answers the requirement.
 */
export interface StatedCredential {
  status: 'met'
  evidence: Array<{ line: number; text: string; matched: string }>
}

/** Words a requirement names every credential with: the name is what is left. */
const GENERIC = new Set(
  (
    'certification certifications certificate certificates certified license licence licenses ' +
    'licences licensed licensure credential credentials active current valid current state a an ' +
    'the of in or and with for required preferred must have holder card ' +
    'certificacion certificado certificados licencia carnet vigente de del la el en y o ' +
    'сертификат сертификация лицензия удостоверение действующий действующая наличие и или в'
  ).split(' '),
)

const tokensOf = (text: string): string[] =>
  (fold(text).match(/[\p{L}\p{N}]+/gu) ?? []).filter((t) => t.length > 1 || /\d/.test(t))

/** "CPA" against "Certified Public Accountant": the initials of the capitalised words. */
function initialsOf(text: string): string {
  return (text.match(/\b\p{Lu}[\p{L}-]*/gu) ?? []).map((w) => w[0] ?? '').join('')
}

/** Whether a stated certification ("Certified Public Accountant (CPA), Oregon") is the one asked ("CPA"). */
export function namesCredential(asked: string, stated: string): boolean {
  const wanted = tokensOf(asked).filter((t) => !GENERIC.has(t))
  if (wanted.length === 0) return false
  const have = new Set(tokensOf(stated))
  if (wanted.every((t) => have.has(t) || [...have].some((h) => h.startsWith(t) && t.length >= 4))) {
    return true
  }
  const acronym = asked.replace(/[^\p{Lu}]/gu, '')
  return wanted.length === 1 && acronym.length >= 2 && initialsOf(stated).includes(acronym)
}

export function statedCredential(
  kind: RequirementKind,
  names: readonly string[],
  facts: ResumeFacts,
  lines: readonly string[],
): StatedCredential | null {
  const evidence = (line: number, matched: string): StatedCredential => ({
    status: 'met',
    evidence: [{ line, text: (lines[line] ?? '').trim(), matched }],
  })
  if (kind === 'language') {
    for (const name of names) {
      const wanted = parseSpokenLanguageKeyword(name)
      if (!wanted) continue
      // The level asked, or any level when the ad names none; an unstated level proves only that.
      const shown = facts.languages.find(
        (l) =>
          l.code === wanted.language &&
          (wanted.rank === null || (l.rank !== null && l.rank >= wanted.rank)),
      )
      if (shown) {
        const matched = shown.level ? `${shown.language} (${shown.level})` : shown.language
        return evidence(shown.line, matched)
      }
    }
    return null
  }
  if (kind !== 'certification' && kind !== 'licence') return null
  for (const name of names) {
    const shown = facts.certifications.find((c) =>
      namesCredential(name, `${c.name} ${c.issuer ?? ''}`),
    )
    if (shown) return evidence(shown.line, shown.name)
  }
  return null
}
