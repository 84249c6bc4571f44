/*
 * Tightening of one bullet: filler openings ("Responsible for", "Was involved in", "Responsable
 * de", "Принимал участие в") give way to an action verb, a leading "I" goes, the first letter is
 * capitalised and the closing full stop dropped. Every other word, number and result is kept: the
 * rules only rewrite the opening, so nothing the candidate wrote is lost or invented.
 */

/** English -ing forms whose past tense is irregular or not the -ed rule's. */
const ENGLISH_IRREGULAR_PAST: Record<string, string> = {
  building: 'built',
  leading: 'led',
  writing: 'wrote',
  running: 'ran',
  making: 'made',
  setting: 'set',
  driving: 'drove',
  overseeing: 'oversaw',
  teaching: 'taught',
  getting: 'got',
  taking: 'took',
  bringing: 'brought',
  keeping: 'kept',
  growing: 'grew',
  rebuilding: 'rebuilt',
  cutting: 'cut',
  putting: 'put',
  giving: 'gave',
  holding: 'held',
  selling: 'sold',
  buying: 'bought',
  winning: 'won',
  choosing: 'chose',
  speaking: 'spoke',
  thinking: 'thought',
  sending: 'sent',
  spending: 'spent',
  troubleshooting: 'troubleshot',
  undertaking: 'undertook',
  understanding: 'understood',
}

/** An -ing form's simple past: the table, else a regular rule that keeps most spellings right. */
export function englishPast(gerund: string): string | null {
  const word = gerund.toLowerCase()
  if (!word.endsWith('ing') || word.length < 6) return null
  const known = ENGLISH_IRREGULAR_PAST[word]
  if (known) return known
  const stem = word.slice(0, -3)
  // -ed restores what -ing dropped: creating -> created, planning -> planned; carrying -> carried.
  if (/[^aeiou]y$/.test(stem)) return `${stem.slice(0, -1)}ied`
  return `${stem}ed`
}

/** Spanish infinitives with irregular first-person preterites. */
const SPANISH_IRREGULAR: Record<string, string> = {
  hacer: 'hice',
  mantener: 'mantuve',
  obtener: 'obtuve',
  conducir: 'conduje',
  reducir: 'reduje',
  producir: 'produje',
  introducir: 'introduje',
  traducir: 'traduje',
  proponer: 'propuse',
  componer: 'compuse',
  poner: 'puse',
  tener: 'tuve',
  estar: 'estuve',
  dar: 'di',
  ver: 'vi',
  ir: 'fui',
  ser: 'fui',
  construir: 'construí',
  contribuir: 'contribuí',
  distribuir: 'distribuí',
  incluir: 'incluí',
  dirigir: 'dirigí',
  elegir: 'elegí',
}

/** First-person preterite of a Spanish infinitive (gestionar -> gestioné, optimizar -> optimicé). */
export function spanishPreterite(infinitive: string): string | null {
  const word = infinitive.toLowerCase()
  const known = SPANISH_IRREGULAR[word]
  if (known) return known
  const match = /^(\p{L}+?)(ar|er|ir)$/u.exec(word)
  if (!match) return null
  const [, stem = '', ending = ''] = match
  if (ending !== 'ar') return `${stem}í`
  // Spelling keeps the sound before é: optimizar -> optimicé, publicar -> publiqué, llegar -> llegué.
  if (stem.endsWith('z')) return `${stem.slice(0, -1)}cé`
  if (stem.endsWith('c')) return `${stem.slice(0, -1)}qué`
  if (stem.endsWith('g')) return `${stem}ué`
  return `${stem}é`
}

/** Spanish nouns of action and their verbs ("la gestión de" -> "Gestioné"). */
const SPANISH_NOUN_VERBS: Record<string, string> = {
  desarrollo: 'desarrollé',
  gestion: 'gestioné',
  diseno: 'diseñé',
  mantenimiento: 'mantuve',
  implementacion: 'implementé',
  implantacion: 'implanté',
  coordinacion: 'coordiné',
  administracion: 'administré',
  creacion: 'creé',
  supervision: 'supervisé',
  analisis: 'analicé',
  direccion: 'dirigí',
  planificacion: 'planifiqué',
  organizacion: 'organicé',
  optimizacion: 'optimicé',
  automatizacion: 'automaticé',
  migracion: 'migré',
  integracion: 'integré',
  elaboracion: 'elaboré',
  preparacion: 'preparé',
  evaluacion: 'evalué',
  configuracion: 'configuré',
  // "Responsable de la documentación de transporte": what was documented is not the transport.
  documentacion: 'preparé la documentación de',
  formacion: 'formé',
  seguimiento: 'di seguimiento a',
  soporte: 'di soporte a',
}

function foldWord(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
}

function capitalize(text: string): string {
  return text.replace(/^(\P{L}*)(\p{L})/u, (_, before: string, letter: string) => {
    return before + letter.toUpperCase()
  })
}

type Rule = (text: string) => string | null

/**
 * "Worked on" a line, station, shift, floor or unit: a place of work. Up to four words may stand
 * between the article and the place ("the breakfast line", "the night shift", "a 32-bed unit").
 */
const WORKED_ON_A_PLACE =
  /^worked\s+on\s+(?=(?:the|a|an|our)\s+(?:[\p{L}\d-]+\s+){0,3}(?:line|lines|station|stations|shift|shifts|floor|floors|unit|units|ward|wards|desk|counter|register|dock|docks)\b)/iu

const ENGLISH_RULES: Rule[] = [
  // "I built" / "I was responsible for": the pronoun goes first, then the rules below apply.
  (text) => (/^I\s+(?=\p{L})/u.test(text) ? text.replace(/^I\s+/u, '') : null),
  // "Responsible for managing X" -> "Managed X"; "Tasked with", "Duties included" the same.
  (text) => {
    const match =
      /^(?:(?:was|were|am)\s+)?(?:(?:primarily|mainly|directly|solely)\s+)?(?:responsible\s+for|tasked\s+with|in\s+charge\s+of|charged\s+with|duties\s+included|responsibilities\s+included)\s+(\p{L}+ing)\b/iu.exec(
        text,
      )
    const past = match?.[1] ? englishPast(match[1]) : null
    return match && past ? past + text.slice(match[0].length) : null
  },
  // "Responsible for the billing API" -> "Owned the billing API".
  (text) => {
    const match =
      /^(?:(?:was|were|am)\s+)?(?:(?:primarily|mainly|directly|solely)\s+)?(?:responsible\s+for|in\s+charge\s+of)\s+/iu.exec(
        text,
      )
    return match ? `owned ${text.slice(match[0].length)}` : null
  },
  // "Worked on the breakfast line" is where the person worked, not a project they contributed
  // to: "Worked the breakfast line" keeps the sense and loses the weak "on".
  (text) => {
    const match = WORKED_ON_A_PLACE.exec(text)
    // "a product line" is a range of products, worked on as a project.
    if (/\bproduct\s+lines?\b/iu.test(text)) return null
    return match ? `worked ${text.slice(match[0].length)}` : null
  },
  // "Was involved in migrating X" -> "Contributed to migrating X": honest about a shared effort.
  (text) => {
    const match =
      /^(?:(?:was|were)\s+)?(?:actively\s+)?(?:involved\s+in|participated\s+in|took\s+part\s+in|worked\s+on)\s+/iu.exec(
        text,
      )
    return match ? `contributed to ${text.slice(match[0].length)}` : null
  },
  // "Helped with the migration" / "Assisted in testing" -> "Supported the migration".
  (text) => {
    const match = /^(?:helped|assisted)\s+(?:with|in)\s+/iu.exec(text)
    return match ? `supported ${text.slice(match[0].length)}` : null
  },
]

const SPANISH_RULES: Rule[] = [
  (text) => (/^yo\s+(?=\p{L})/iu.test(text) ? text.replace(/^yo\s+/iu, '') : null),
  // "Responsable de gestionar X" / "Encargado de gestionar X" -> "Gestioné X".
  (text) => {
    const match =
      /^(?:(?:fui|era|estuve)\s+)?(?:(?:el|la)\s+)?(?:responsable|encargad[oa])\s+de\s+(\p{L}+(?:ar|er|ir))\b/iu.exec(
        text,
      )
    const verb = match?.[1] ? spanishPreterite(match[1]) : null
    return match && verb ? verb + text.slice(match[0].length) : null
  },
  // "Responsable del desarrollo de X" -> "Desarrollé X".
  (text) => {
    const match =
      /^(?:(?:fui|era|estuve)\s+)?(?:(?:el|la)\s+)?(?:responsable|encargad[oa])\s+(?:de\s+(?:la|las|los)\s+|del\s+|de\s+)(\p{L}+)\s+(?:de(?:l)?\s+)?/iu.exec(
        text,
      )
    const verb = match?.[1] ? SPANISH_NOUN_VERBS[foldWord(match[1])] : undefined
    if (!match || !verb) return null
    // "del" carried the article of what follows: "del desarrollo del portal" -> "Desarrollé el portal".
    const article = /\sdel\s$/iu.test(match[0]) ? 'el ' : ''
    return `${verb} ${article}${text.slice(match[0].length)}`
  },
  // "Participé en" / "Estuve involucrado en" stay honest as "Contribuí a".
  (text) => {
    const match =
      /^(?:estuve\s+involucrad[oa]\s+en|particip(?:é|e|ación)\s+en|tom[ée]\s+parte\s+en)\s+/iu.exec(
        text,
      )
    if (!match) return null
    const rest = text.slice(match[0].length)
    // "a el" contracts to "al".
    return /^el\s/iu.test(rest) ? `contribuí al ${rest.slice(3)}` : `contribuí a ${rest}`
  },
  (text) => {
    const match = /^ayud[ée]\s+(?:con|en)\s+/iu.exec(text)
    return match ? `apoyé ${text.slice(match[0].length)}` : null
  },
]

const RUSSIAN_RULES: Rule[] = [
  (text) => (/^я\s+(?=\p{L})/iu.test(text) ? text.replace(/^я\s+/iu, '') : null),
  // "Был ответственным за X" / "Ответственный за X" -> "Отвечал за X" (X keeps its case after "за").
  (text) => {
    const match =
      /^(?:(?:был|была)\s+ответственн(?:ым|ой|ая|ый|ен|на)|ответственн(?:ый|ая|ость)|в\s+мои\s+обязанности\s+входил[оа]?\s+отвечать)\s+за\s+/iu.exec(
        text,
      )
    // The past agrees with the writer: "Ответственная за", "Была ответственной за" → "Отвечала за".
    const feminine = match ? /(?:была|ответственн(?:ой|ая|а)(?=\s|$))/iu.test(match[0]) : false
    return match ? `${feminine ? 'отвечала' : 'отвечал'} за ${text.slice(match[0].length)}` : null
  },
  // "Принимал участие в X" / "Был вовлечён в X" -> "Участвовал в X".
  (text) => {
    const match =
      /^(?:принимал(?:а)?\s+участие|был(?:а)?\s+(?:вовлеч[её]н(?:а)?|задействован(?:а)?))\s+в(о)?\s+/iu.exec(
        text,
      )
    const feminine = match ? /(?:принимала|была)/iu.test(match[0]) : false
    const verb = feminine ? 'участвовала' : 'участвовал'
    return match ? `${verb} в${match[1] ?? ''} ${text.slice(match[0].length)}` : null
  },
]

const RULES = { en: ENGLISH_RULES, es: SPANISH_RULES, ru: RUSSIAN_RULES } as const

/**
 * The bullet with its filler opening replaced by an action verb, capitalised, without a closing
 * full stop. Every language's rules apply: resumes mix languages, and the patterns do not overlap.
 */
export function tightenBullet(bullet: string): string {
  let text = bullet.replace(/\s+/g, ' ').trim()
  for (const rules of [RULES.en, RULES.es, RULES.ru]) {
    for (const rule of rules) {
      const next = rule(text)
      if (next !== null) text = next.trim()
    }
  }
  // A single closing full stop goes; an ellipsis or an abbreviation's dot ("etc.") stays.
  if (/[^.]\.$/.test(text) && !/\b(?:etc|inc|ltd|corp|co|др|т\.д|т\.п)\.$/iu.test(text)) {
    text = text.slice(0, -1)
  }
  return capitalize(text)
}
