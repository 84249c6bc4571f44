import type { LinePhrase } from './requirement-phrases.ts'

/**
 * Licences and certificates a requirement line names in its own words when the lexicon knows no
 * name for them: "Hazmat and Tanker endorsements", "Colegiación en vigor", "Carné de instalador
 * electricista", "сертификат специалиста или свидетельство об аккредитации".
 */

/** "Hazmat and Tanker endorsements", "Doubles/Triples endorsement": the names before the word. */
const ENDORSEMENTS =
  /(\p{Lu}[\p{L}-]*(?:\s*(?:,|\/|&|\band\b|\bor\b)\s*\p{Lu}[\p{L}-]*)*)\s+endorsements?\b/du

/** "Current CPR/BLS card", "ACLS/PALS certifications": abbreviations a certificate word names. */
const ABBREVIATIONS_CERTIFIED =
  /(?<![\p{L}\p{N}])(\p{Lu}{2,6}(?:\s*\/\s*\p{Lu}{2,6})+)\s+(?:cards?|certifications?|certificates?)\b/du

/**
 * A line that opens with the noun of a legal permission to practise (Spanish, Russian):
 * "Colegiación", "Carné de ...", "Licencia de ...", "Habilitación ...", "сертификат
 * специалиста", "свидетельство об аккредитации", "аккредитация", "удостоверение ...". The
 * name runs to a bracket, a comma or a semicolon, without "en vigor", "vigente".
 */
const PERMIT_OPENING =
  /^(?:(?:действующ\p{L}*|valid[oa]?|vigente)\s+)?((?:colegiaci[oó]n|carn[eé]t?\s+de|licencia\s+de|habilitaci[oó]n|сертификат\p{L}*\s+специалист\p{L}*|свидетельств\p{L}*\s+об\s+аккредитаци\p{L}*|аккредитаци\p{L}*|удостоверени\p{L}*)(?:\s+[^,;()]*)?)/diu

/** The first letters of PERMIT_OPENING's nouns, or of the word before them. */
const PERMIT_START = /^(?:\S+\s+)?(?:col|car|lic|hab|сер|сви|акк|удо)/iu

/** Words after a permit's name that say it must be current: not part of the name. */
const CURRENT_AFTER = /\s+(?:en vigor|vigente|actualizad[oa]|действующ\p{L}*)\s*$/iu

/**
 * The credentials a line names; offsets are into `text`. `kind`: a permit to practise, a course's
 * certificate or card, or an endorsement (of a licence, whatever the licence is).
 */
export function credentialPhrases(
  text: string,
): Array<LinePhrase & { kind: 'licence' | 'certification' | 'endorsement' }> {
  const out: Array<LinePhrase & { kind: 'licence' | 'certification' | 'endorsement' }> = []
  // Cheap tests first: most lines name no credential, and these patterns backtrack.
  const endorsed = /ndorsement/iu.test(text) ? ENDORSEMENTS.exec(text) : null
  if (endorsed?.indices?.[1]) {
    const [start] = endorsed.indices[1]
    const end = endorsed.index + endorsed[0].length
    out.push({ name: text.slice(start, end), start, end, kind: 'endorsement' })
  }
  const certified = text.includes('/') ? ABBREVIATIONS_CERTIFIED.exec(text) : null
  if (certified?.indices?.[1]) {
    const [start, end] = certified.indices[1]
    out.push({ name: text.slice(start, end), start, end, kind: 'certification' })
  }
  const permit = PERMIT_START.test(text) ? PERMIT_OPENING.exec(text) : null
  if (permit?.indices?.[1]) {
    const [start] = permit.indices[1]
    const name = (permit[1] ?? '').replace(CURRENT_AFTER, '').trim()
    // "Carné de plataformas elevadoras", "carné de carretillero": a card earned by a course; the
    // driving and installer's carnés are permits to practise.
    const card = /^carn[eé]t?\s+de\s+(?!conducir|instalador)/iu.test(name)
    if (name.split(/\s+/u).length <= 10)
      out.push({ name, start, end: start + name.length, kind: card ? 'certification' : 'licence' })
  }
  return out
}
