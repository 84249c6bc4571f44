/**
 * Words the keyword extractor finds on an ad's line that are not a requirement of the candidate,
 * each by the shape of the words around it. A requirement shown to a job seeker must be a true,
 * specific requirement of the ad: what describes a thing, names the job itself, a perk, the body
 * that issues a certificate or the state a licence is from is none.
 */

/**
 * "Reliable transportation", "a reliable internet connection", "flexible scheduling": a trait
 * word right before a noun describes the noun. Before a word for a person or a manner it is still
 * the candidate's trait ("a friendly, calm presence", "reliable team member").
 */
const NOUN_AFTER = /^\s+(\p{Ll}[\p{L}-]*)/u
const PERSON_OR_MANNER =
  /^(?:and|or|person|people|presence|attitude|manner|personality|demeanou?r|approach|style|tone|voice|nature|communicator|worker|individual|team|teammate|member|colleague|professional|self-starter|y|o|и|или)$/u

export function describesNoun(keyword: string, after: string): boolean {
  if (/\s/u.test(keyword)) return false
  const next = NOUN_AFTER.exec(after)?.[1]
  return next !== undefined && !PERSON_OR_MANNER.test(next)
}

/**
 * "As a Front Desk Agent you'll ...", "2 years minimum line cook experience" in a Line Cook ad: a
 * name that stands inside the ad's own title where the line mentions it is the title (a
 * requirement of kind title already), not a skill. `at`, `end`: the name's place in `line`.
 */
export function insideTitleMention(line: string, at: number, end: number, title: string): boolean {
  const wanted = title.trim().toLowerCase()
  if (wanted.length < 4) return false
  const lower = line.toLowerCase()
  for (let k = lower.indexOf(wanted); k >= 0; k = lower.indexOf(wanted, k + 1))
    if (k <= at && end <= k + wanted.length) return true
  return false
}

/**
 * "Yardi, MRI or another property management accounting system": the words inside a class the
 * ad offers as an alternative ("another ... system", "any similar ... platform") say which
 * products meet it; they are not a skill of their own.
 */
const CLASS_OPENS =
  /\b(?:another|any other|any similar|a similar|other|similar)\s+(?:[\p{L}-]+\s+){0,4}$/u
const CLASS_CLOSES = /^(?:\s+[\p{L}-]+){0,3}\s+(?:system|software|platform|tool|program|app)s?\b/u

export function insideAlternativeClass(before: string, after: string): boolean {
  return CLASS_OPENS.test(before) && CLASS_CLOSES.test(after)
}

/**
 * "MRI or another property management accounting system": a name offered beside a class of
 * products is one of them, a tool.
 */
const BESIDE_CLASS =
  /^\s*(?:,\s*\p{Lu}[\p{L}\p{N}]*\s*)*,?\s*or\s+(?:another|any other|any similar|a similar|other|similar)\s+(?:[\p{L}-]+\s+){0,4}(?:system|software|platform|program|app)s?\b/u

export function besideProductClass(after: string): boolean {
  return BESIDE_CLASS.test(after)
}

/**
 * "BLS and ACLS certifications (AHA)": an abbreviation in brackets after a certificate word is
 * the body that issues it, not a requirement.
 */
const ISSUER_BEFORE = /\b(?:certifications?|certificates?|cards?|licen[cs]es?)\s*\(\s*$/iu

export function issuerInBrackets(keyword: string, before: string, after: string): boolean {
  return /^\p{Lu}{2,6}$/u.test(keyword) && ISSUER_BEFORE.test(before) && /^\s*\)/u.test(after)
}

/**
 * "NC Journeyman Electrician license", "TX Master Plumber licence": two capitals before the name
 * of a licence say which state issues it.
 */
const LICENCE_AFTER = /^\s+(?:\p{Lu}[\p{L}-]*\s+){0,4}licen[cs]e\b/u

export function stateOfLicence(keyword: string, after: string): boolean {
  return /^\p{Lu}{2}$/u.test(keyword) && LICENCE_AFTER.test(after)
}
