/**
 * A line of the benefits list that no heading announced ("Gym Membership", "30 Vacation Days",
 * "German Language Classes"): what the company offers, not what it asks for. Short lines only,
 * and none that speak of experience or knowledge, so an insurance ad's "Experience with insurance
 * claims" stays a requirement.
 */
const PERK_RE = new RegExp(
  [
    // English
    String.raw`\b(?:gym|fitness|memberships?|reimburse(?:ment|d)?|vacation|holidays?|paid time off|snacks?|drinks|fruits?|coffee|pension|insurance|healthcare|health care|dental|stock options|equity|rsus?|lunch(?:es)?|meals?|vouchers?|discounts?|allowance|parental leave|relocation (?:package|support|bonus)|commuter|parking|bike|standing desks?|company events|team events|social events|after-?work|language classes|sabbatical|salary|compensation|bonus(?:es)?(?! points))\b`,
    // Spanish
    String.raw`\b(?:gimnasio|seguro médico|vacaciones|vales|tickets? restaurante|retribución flexible|salario|comida|fruta)\b`,
    // Russian (bounded by hand: \b does not see Cyrillic letters)
    String.raw`(?:^|[^\p{L}])(?:ДМС|отпуск\p{L}*|спортзал\p{L}*|фитнес\p{L}*|обед\p{L}*|компенсаци\p{L}*|зарплат\p{L}*|бонус\p{L}*|страховк\p{L}*)(?=$|[^\p{L}])`,
  ].join('|'),
  'iu',
)

/** Words of a line that asks for something. */
const ASKS_RE =
  /\b(?:experience|experienced|knowledge|skills?|proficien\w*|familiar\w*|ability|able to|years?|degree|expertise|understanding|must|required|experiencia|conocimientos?|requisitos?)\b|(?:^|[^\p{L}])(?:опыт\p{L}*|знани\p{L}*|навык\p{L}*|умени\p{L}*)(?=$|[^\p{L}])/iu

/** Lines of more words than this are sentences, which the section rules read. */
const MAX_PERK_WORDS = 10

export function isPerkLine(line: string): boolean {
  const words = line
    .trim()
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
  if (words.length === 0 || words.length > MAX_PERK_WORDS) return false
  return PERK_RE.test(line) && !ASKS_RE.test(line)
}
