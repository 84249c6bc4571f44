import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import { upperFirst } from './compose-text.ts'

/*
 * Retells a line the person wrote about their work in other words, so a letter or a bio says it
 * the way a person would rather than pasting it (issue 21): another verb where the bank has one,
 * "our" for "the" in a letter, a result clause ("…, cutting errors by 92%") turned into a verb of
 * its own, "from 10 to 6 days" into "from 10 days to 6". Every number, name and skill stays as
 * written: only the words around them change. `sharedRun` measures what is left of the original.
 */

export interface Paraphrase {
  /** The whole line after a subject: "headed the migration of our billing service … and cut …". */
  predicate: string
  /** The action without the result split off it: "headed the migration of our billing service". */
  action: string
  /**
   * The result as a clause of its own, for a sentence that opens with it ("reconciliation errors
   * fell by 92%"); null when the line has no result the rules can turn around.
   */
  outcome: string | null
  /**
   * Russian: the line as an infinitive ("сократить время сборки…"), which "мне удалось" takes
   * without a gendered past tense; null for other languages or a verb the rules do not know.
   */
  infinitive: string | null
  /** Russian: the infinitive is imperfective ("руководить"), which "удалось" does not take. */
  ongoing: boolean
}

// ---------------------------------------------------------------------------------------------
// Shared measure
// ---------------------------------------------------------------------------------------------

const wordsOf = (text: string): string[] =>
  (text.toLocaleLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []).map((word) =>
    word.replace(/ё/g, 'е'),
  )

/**
 * The sources' runs of `size` words, for `sharedRun`: built once per letter, asked many times.
 */
export function runIndex(sources: string[], size = 8): Set<string> {
  const runs = new Set<string>()
  for (const source of sources) {
    for (const line of source.split(/\n/)) {
      const words = wordsOf(line)
      for (let i = 0; i + size <= words.length; i += 1) runs.add(words.slice(i, i + size).join(' '))
    }
  }
  return runs
}

/** Whether the text repeats a run of the index's length from the sources: a quotation. */
export function quotes(text: string, index: ReadonlySet<string>, size = 8): boolean {
  const words = wordsOf(text)
  for (let i = 0; i + size <= words.length; i += 1) {
    if (index.has(words.slice(i, i + size).join(' '))) return true
  }
  return false
}

/** Words of `a` that `b` has in the same order (longest common subsequence). */
function inOrder(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0)
  for (const x of a) {
    const row = [0]
    for (let j = 0; j < b.length; j += 1) {
      row.push(x === b[j] ? (previous[j] ?? 0) + 1 : Math.max(previous[j + 1] ?? 0, row[j] ?? 0))
    }
    previous = row
  }
  return previous[b.length] ?? 0
}

/**
 * Whether a retelling keeps most of its line's words in their order (three quarters, seven at
 * least): the line with a word or two swapped, which reads as pasted as a quote does.
 */
export function keepsMostOf(text: string, line: string): boolean {
  const theirs = wordsOf(line)
  const shared = inOrder(wordsOf(text), theirs)
  return shared >= 7 && shared >= 0.75 * theirs.length
}

// ---------------------------------------------------------------------------------------------
// English
// ---------------------------------------------------------------------------------------------

/** Another verb for the one that opens a line: a person retelling their work picks their own. */
const EN_VERBS: Record<string, string> = {
  led: 'headed',
  spearheaded: 'led',
  reduced: 'cut',
  cut: 'brought down',
  decreased: 'cut',
  lowered: 'cut',
  shortened: 'cut',
  increased: 'raised',
  boosted: 'raised',
  managed: 'ran',
  oversaw: 'ran',
  conducted: 'ran',
  implemented: 'rolled out',
  introduced: 'brought in',
  created: 'set up',
  established: 'set up',
  mentored: 'coached',
  prepared: 'put together',
  generated: 'brought in',
  streamlined: 'simplified',
  migrated: 'moved',
  performed: 'carried out',
  processed: 'handled',
  developed: 'built',
  coordinated: 'organised',
  delivered: 'shipped',
  launched: 'launched',
}

/** The first words of the bank's verbs ("brought" of "brought in"): a verb follows "and". */
const EN_PAST_SWAPS = new Set(Object.values(EN_VERBS).map((verb) => verb.split(' ')[0] ?? verb))

/** Past forms of the gerunds that open a result clause (", cutting errors by 92%"). */
const EN_GERUNDS: Record<string, string> = {
  cutting: 'cut',
  reducing: 'reduced',
  lowering: 'lowered',
  decreasing: 'decreased',
  shortening: 'shortened',
  increasing: 'increased',
  raising: 'raised',
  boosting: 'boosted',
  growing: 'grew',
  improving: 'improved',
  saving: 'saved',
  returning: 'returned',
  bringing: 'brought',
  doubling: 'doubled',
  halving: 'halved',
  tripling: 'tripled',
  eliminating: 'eliminated',
  enabling: 'enabled',
  allowing: 'allowed',
  generating: 'generated',
  delivering: 'delivered',
  driving: 'drove',
  achieving: 'achieved',
  lifting: 'lifted',
  preventing: 'prevented',
  freeing: 'freed',
  winning: 'won',
  attracting: 'attracted',
  speeding: 'sped',
  recovering: 'recovered',
  resulting: 'resulted',
}

const EN_DOWN = new Set(['cutting', 'reducing', 'lowering', 'decreasing', 'shortening', 'halving'])
const EN_UP = new Set(['increasing', 'raising', 'boosting', 'growing', 'lifting', 'doubling'])

/** Nouns after "the" that "our" would make odd ("our number of …"). */
const EN_KEEP_THE =
  /^(?:number|amount|rate|time|share|level|use|size|percentage|volume|frequency|speed|end|start|first|same|whole|entire|most|best|top|last|next|company|firm|business|organi[sz]ation)\b/

/** Participles after a noun, in the past a letter tells its work in ("an API that handled …"). */
const EN_PARTICIPLES: Record<string, string> = {
  handling: 'handled',
  processing: 'processed',
  serving: 'served',
  supporting: 'supported',
  covering: 'covered',
  running: 'ran',
  spanning: 'spanned',
  reaching: 'reached',
}

/** "4M requests/day" → "4M requests a day". */
function perUnitEn(text: string): string {
  return text.replace(/(?<=\S)\/(day|week|month|year|hour)\b/g, (_whole, unit: string) =>
    unit === 'hour' ? ' an hour' : ` a ${unit}`,
  )
}

/**
 * Further steps, taken one at a time only while a retelling still repeats eight words of the
 * original in a row: first other words ("as well as" for "and"), then details a letter can do
 * without (how it was done, a bracketed list, a closing clause), never one that holds a figure.
 */
type Loosen = (text: string) => string

/** A figure, in digits or in words ("two years", "tres sociedades", "пять дней"), or its rate. */
const FIGURE =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|half|double|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|cien|mil|millón|millones|mitad|a day|a week|a month|a year|per|al día|al mes|al año|a la semana)\b|(?<![\p{L}])(?:в сутки|в день|в неделю|в месяц|в год|один|одна|два|две|три|четыре|пять|шесть|семь|восемь|девять|десять|сто|тысяч\p{L}*|миллион\p{L}*|половин\p{L}*)(?![\p{L}])/iu

/** Verbs that a particle completes ("brought in", "set up"): the particle is no preposition. */
const PARTICLE_VERB = /\b(?:brought|set|carried|put|rolled|took|handed|signed|stepped|ran)$/

const withoutDigits =
  (pattern: RegExp): Loosen =>
  (text) =>
    text.replace(pattern, (part, ...rest: unknown[]) => {
      const offset = rest.find((value) => typeof value === 'number') ?? 0
      if (FIGURE.test(part) || PARTICLE_VERB.test(text.slice(0, offset))) return part
      // A retelling keeps its object: a cut that leaves fewer than four words is no retelling.
      return text.length - part.length < 20 ? part : ''
    })

const LOOSEN: Record<AnalysisLanguage, Loosen[]> = {
  en: [
    // "in 2024" → "during 2024": a year said another way breaks a run of the line's words.
    (text) => text.replace(/ in ((?:19|20)\d\d)\b/, ' during $1'),
    (text) =>
      text.replace(/ and (?!(?:also|as)\b)([a-z]+)\b/, (_whole, next: string) =>
        /ed$/.test(next) || EN_VERBS[next] || EN_PAST_SWAPS.has(next)
          ? ` and also ${next}`
          : ` as well as ${next}`,
      ),
    // ", cutting …" or "by right-sizing …": not an adjective in -ing ("recurring reports").
    withoutDigits(/(?:,(?: (?:by|through))?| (?:by|through)) [a-z-]+ing\b[^,;]*/),
    withoutDigits(/ \([^)]*\)/),
    withoutDigits(/, [^,]*$/),
    withoutDigits(
      / (?:with|for|in|across|at|on|into|to|within|using|via) (?!.* (?:with|for|in|across|at|on|into|to|within|using|via) )[^,;]*$/,
    ),
  ],
  es: [
    (text) => text.replace(/ en ((?:19|20)\d\d)\b/u, ' durante $1'),
    // "la implantación de" → "la puesta en marcha de": the same project, said as people say it.
    (text) => text.replace(/\bla (?:implantación|implementación) de\b/u, 'la puesta en marcha de'),
    (text) =>
      text.replace(/ y (?!también\b)(\p{L}+)/u, (_whole, next: string) =>
        /[éí]$/u.test(next) ? ` y también ${next}` : ` así como ${next}`,
      ),
    withoutDigits(/,? (?:mediante|gracias a) [^,;]*/u),
    withoutDigits(/ \([^)]*\)/u),
    withoutDigits(/, [^,]*$/u),
    withoutDigits(
      / (?:con|para|en|durante|sobre|entre) (?!.* (?:con|para|en|durante|sobre|entre) )[^,;]*$/u,
    ),
  ],
  ru: [
    // "сократил время сборки с 40 минут до 12" → "сократил с 40 минут до 12 время сборки": the
    // figures first, as Russian often puts what changed.
    (text) =>
      text.replace(
        // Not across a second verb: "перевёл сборку … и сократил её с 90 до 12" keeps its figures.
        /^(\p{L}+) ((?:(?! и )[^,])+?) ((?:с|со) \S*\d\S*(?: \p{L}+)? до \S*\d\S*|на \S*\d\S*(?: ?%| \p{L}+)?)$/u,
        '$1 $3 $2',
      ),
    // "шлюз, который обрабатывает 3 млн транзакций" → "шлюз на 3 млн транзакций".
    (text) => text.replace(/, котор\p{L}+ \p{L}+ (?=\d)/u, ' на '),
    (text) => text.replace(/ и (?!также)/u, ' а также '),
    withoutDigits(/ \([^)]*\)/u),
    withoutDigits(/, [^,]*$/u),
    withoutDigits(/ (?:в|на|для|со?|по|из) (?!.* (?:в|на|для|со?|по|из) )[^,;]*$/u),
  ],
}

function paraphraseEn(clause: string, person: 'first' | 'third', loosen: number): Paraphrase {
  let text = clause
  const verb = /^[a-z]+/.exec(text)?.[0] ?? ''
  const swap = EN_VERBS[verb]
  if (swap && !(verb === 'led' && /^led to\b/.test(text))) text = swap + text.slice(verb.length)
  // A passive honour in active words: "was named to the Council" → "earned a place on the Council".
  text = text.replace(/^was (?:named|elected|selected|appointed) to\b/, 'earned a place on')
  text = text.replace(/^was (?:awarded|given)\b/, 'received')
  text = text.replace(/^was (?:recogni[sz]ed|honou?red) (as|for|by)\b/, 'earned recognition $1')
  // "has served as a board member of the Fund" → "has served on the board of the Fund".
  text = text.replace(/\bserved as an? board member of\b/, 'served on the board of')
  text = text.replace(/\bserved as an? member of\b/, 'served on')
  // A second action ("…; introduced …", "… and introduced …") gets another verb too.
  text = text.replace(
    /(;| and) ([a-z]+ed|oversaw|led|built|ran) /,
    (whole, joint: string, next: string) => {
      const other = EN_VERBS[next]
      if (joint === ';') return ` and ${other ?? next} `
      return other ? ` and ${other} ` : whole
    },
  )
  // "(Kafka, Spark, Airflow)" reads as a list in prose: "(Kafka, Spark and Airflow)".
  text = text.replace(/\(([^(),]+(?:, [^(),]+)+), ([^(),]+)\)/g, '($1 and $2)')
  // "from 10 to 6 days" → "from 10 days to 6", as a person says it.
  // Only a unit moves: in "from 48% to 61% in two years" the "in" starts another phrase.
  text = text.replace(
    /\bfrom (\S*\d\S*) to (\S*\d\S*) (?!(?:in|on|at|by|for|of|over|within|during|across|per|a|an|the|and|or|with|after|since)\b)([a-z]+)\b/,
    'from $1 $3 to $2',
  )
  text = perUnitEn(text)
  // "a team of 40 people" → "a team of 40": the noun already says who they are.
  text = text.replace(
    /\b(team|group|staff|department|unit|organi[sz]ation) of (\d[\d,]*) (?:people|persons|employees|staff|members)\b/,
    '$1 of $2',
  )
  text = text.replace(
    /(?<=[A-Za-z)]) (handling|processing|serving|supporting|covering|running|spanning|reaching) /,
    (_whole, participle: string) => ` that ${EN_PARTICIPLES[participle] ?? participle} `,
  )
  // "by right-sizing clusters" (the means) → ", right-sizing clusters", as a person adds it.
  text = text.replace(/,? by ([a-z-]+ing)\b/, ', $1')
  // "with drivers and riders" → "with both drivers and riders".
  text = text.replace(/\b(with|for|in|across) ([A-Za-z-]+) and ([A-Za-z-]+)\b/, '$1 both $2 and $3')
  if (person === 'first') {
    // "the billing service" → "our billing service": the employer's, said as one of its people.
    // An article after a preposition reads best ("of our billing service"); else the first one.
    const our = (whole: string, lead: string, noun: string): string =>
      EN_KEEP_THE.test(noun) ? whole : `${lead}our ${noun}`
    const before = text
    text = text.replace(/(\b(?:of|for|to|in|on|into|across) )the ([a-z][a-z-]*)/, our)
    if (text === before) text = text.replace(/( )the ([a-z][a-z-]*)/, our)
  }
  for (const step of LOOSEN.en.slice(0, loosen)) text = step(text)
  let action = text
  let outcome: string | null = null
  const result = /, ([a-z]+ing) (.+)$/.exec(text)
  const gerund = result?.[1] ?? ''
  const past = EN_GERUNDS[gerund]
  if (result && past) {
    action = text.slice(0, result.index)
    const rest = result[2] ?? ''
    text = `${action} and ${past} ${rest}`
    const change = /^(.+?) ((?:by|from) .*\d.*)$/.exec(rest)
    if (change && (EN_DOWN.has(gerund) || EN_UP.has(gerund))) {
      outcome = `${change[1]} ${EN_DOWN.has(gerund) ? 'fell' : 'rose'} ${change[2]}`
    }
  }
  return { predicate: text, action, outcome, infinitive: null, ongoing: false }
}

// ---------------------------------------------------------------------------------------------
// Spanish
// ---------------------------------------------------------------------------------------------

/** Another verb, in the first and the third person of the preterite. */
const ES_VERBS: Array<[from: [string, string], to: [string, string]]> = [
  [
    ['participé', 'participó'],
    ['tomé parte', 'tomó parte'],
  ],
  [
    ['lideré', 'lideró'],
    ['encabecé', 'encabezó'],
  ],
  [
    ['reduje', 'redujo'],
    ['recorté', 'recortó'],
  ],
  [
    ['disminuí', 'disminuyó'],
    ['recorté', 'recortó'],
  ],
  [
    ['aumenté', 'aumentó'],
    ['elevé', 'elevó'],
  ],
  [
    ['incrementé', 'incrementó'],
    ['elevé', 'elevó'],
  ],
  [
    ['gestioné', 'gestionó'],
    ['llevé', 'llevó'],
  ],
  [
    ['implementé', 'implementó'],
    ['puse en marcha', 'puso en marcha'],
  ],
  [
    ['implanté', 'implantó'],
    ['puse en marcha', 'puso en marcha'],
  ],
  [
    ['realicé', 'realizó'],
    ['llevé a cabo', 'llevó a cabo'],
  ],
  [
    ['coordiné', 'coordinó'],
    ['organicé', 'organizó'],
  ],
  [
    ['desarrollé', 'desarrolló'],
    ['construí', 'construyó'],
  ],
  [
    ['creé', 'creó'],
    ['puse en marcha', 'puso en marcha'],
  ],
]

/** Gerunds of a result clause and their third-person preterite ("aumentando" → "aumentó"). */
const ES_GERUND_IRREGULAR: Record<string, string> = {
  reduciendo: 'redujo',
  produciendo: 'produjo',
  obteniendo: 'obtuvo',
  manteniendo: 'mantuvo',
  haciendo: 'hizo',
  trayendo: 'trajo',
  consiguiendo: 'consiguió',
}
const ES_DOWN = /^(?:reduciendo|disminuyendo|recortando|bajando|acortando)$/u
const ES_UP = /^(?:aumentando|incrementando|elevando|mejorando|duplicando|triplicando)$/u

function gerundPastEs(gerund: string): string | null {
  const irregular = ES_GERUND_IRREGULAR[gerund]
  if (irregular) return irregular
  if (/yendo$/u.test(gerund)) return gerund.replace(/yendo$/u, 'yó')
  if (/ando$/u.test(gerund)) return gerund.replace(/ando$/u, 'ó')
  if (/iendo$/u.test(gerund)) return gerund.replace(/iendo$/u, 'ió')
  return null
}

const ES_POSSESSIVE: Record<string, string> = {
  el: 'nuestro',
  la: 'nuestra',
  los: 'nuestros',
  las: 'nuestras',
}

const ES_AFTER_DE: Record<string, string> = {
  del: 'de nuestro',
  'de la': 'de nuestra',
  'de los': 'de nuestros',
  'de las': 'de nuestras',
  al: 'a nuestro',
}

function paraphraseEs(clause: string, person: 'first' | 'third', loosen: number): Paraphrase {
  let text = clause
  const verb = /^[\p{L}]+/u.exec(text)?.[0] ?? ''
  const at = person === 'first' ? 0 : 1
  const swap = ES_VERBS.find(([from]) => from[at] === verb)
  if (swap) text = swap[1][at] + text.slice(verb.length)
  text = text.replace(/ y (\p{L}+[éí]|\p{L}+[óì]) /u, (whole, next: string) => {
    const other = ES_VERBS.find(([from]) => from[at] === next)
    return other ? ` y ${other[1][at]} ` : whole
  })
  text = text.replace(/\(([^(),]+(?:, [^(),]+)+), ([^(),]+)\)/gu, '($1 y $2)')
  text = text.replace(/\bde (\S*\d\S*) a (\S*\d\S*) (\p{L}+)/u, 'de $1 $3 a $2')
  text = text.replace(/(?<=\S)\/(día|mes|año|semana)(?![\p{L}])/gu, (_w, unit: string) =>
    unit === 'semana' ? ' a la semana' : ` al ${unit}`,
  )
  // "con conductores y pasajeros" → "con conductores y con pasajeros" (never "entre A y B").
  text = text.replace(/(?<![\p{L}])(con|en|para|sobre) (\p{L}+) y (\p{L}+)/u, '$1 $2 y $1 $3')
  if (person === 'first') {
    // "el proceso de pago" → "nuestro proceso de pago": the employer's, said as one of its people.
    // An article after "de" reads best ("la creación de nuestro sistema"); else the first one.
    const before = text
    text = text.replace(
      /(?<![\p{L}])(del|de la|de los|de las|al) (?=\p{Ll})/u,
      (_whole: string, joined: string) => `${ES_AFTER_DE[joined] ?? joined} `,
    )
    // Only after a past tense: "gestiono nuestras curas" (the current job) reads oddly.
    if (text === before && /^\p{L}+[éí](?![\p{L}])/u.test(text))
      text = text.replace(
        /(?<=^\p{L}+(?: [\p{L}]+)? )(el|la|los|las) (?=\p{Ll})/u,
        (article: string) => `${ES_POSSESSIVE[article.trim()] ?? article.trim()} `,
      )
  }
  for (const step of LOOSEN.es.slice(0, loosen)) text = step(text)
  let action = text
  let outcome: string | null = null
  const result = /, (\p{L}+(?:ando|iendo|yendo)) (.+)$/u.exec(text)
  const gerund = result?.[1] ?? ''
  const past = gerund ? gerundPastEs(gerund) : null
  if (result && past) {
    action = text.slice(0, result.index)
    const rest = result[2] ?? ''
    text = `${action}, lo que ${past} ${rest}`
    const change = /^((?:el|la|los|las) .+?) ((?:en |hasta )?(?:un |una |del? )?\d.*)$/u.exec(rest)
    if (change && (ES_DOWN.test(gerund) || ES_UP.test(gerund))) {
      const subject = change[1] ?? ''
      const plural = /^l[oa]s /u.test(subject)
      const moved = ES_DOWN.test(gerund)
        ? plural
          ? 'bajaron'
          : 'bajó'
        : plural
          ? 'subieron'
          : 'subió'
      outcome = `${subject} ${moved} ${change[2]}`
    }
  }
  return { predicate: text, action, outcome, infinitive: null, ongoing: false }
}

// ---------------------------------------------------------------------------------------------
// Russian
// ---------------------------------------------------------------------------------------------

const RU_IRREGULAR_INFINITIVE: Record<string, string> = {
  вёл: 'вести',
  вела: 'вести',
  провёл: 'провести',
  провела: 'провести',
  привёл: 'привести',
  привела: 'привести',
  внедрил: 'внедрить',
  нашёл: 'найти',
  нашла: 'найти',
  вырос: 'вырасти',
  выросла: 'вырасти',
  достиг: 'достичь',
  достигла: 'достичь',
}

/** Verbs of an ongoing duty, which "удалось" does not take: "в мои задачи входило руководить". */
const RU_ONGOING =
  /^(?:руковод|управля|отвеча|занима|координир|курир|сопровожда|поддержива|обуча|вести|вёл|вела|консультир|администрир|контролир)/u

/** The infinitive of a past-tense verb: "сократил" / "сократила" → "сократить". */
export function infinitiveRu(past: string): string | null {
  const lower = past.toLocaleLowerCase()
  const irregular = RU_IRREGULAR_INFINITIVE[lower]
  if (irregular) return irregular
  const reflexive = /^(\p{L}+[аеиоуыя])л(?:ся|ась|ось|ись)$/u.exec(lower)
  if (reflexive) return `${reflexive[1]}ться`
  const plain = /^(\p{L}+[аеиуыя])л[аои]?$/u.exec(lower)
  return plain ? `${plain[1]}ть` : null
}

/** Another perfective verb for the one that opens a line, as infinitives. */
const RU_VERBS: Record<string, string> = {
  сократить: 'снизить',
  разработать: 'создать',
  уменьшить: 'снизить',
  увеличить: 'поднять',
  организовать: 'наладить',
  реализовать: 'воплотить',
}

/** "обрабатывающий" → "который обрабатывает": a participle after a noun as a relative clause. */
function participleToClause(text: string): string {
  return text.replace(
    /, (\p{L}+?)(([аяуеюи])ющ|([аяи])щ)(ий|ая|ее|ие) /u,
    (whole, stem: string, _suffix: string, vowel?: string, second?: string, ending?: string) => {
      const which =
        ending === 'ая'
          ? 'которая'
          : ending === 'ее'
            ? 'которое'
            : ending === 'ие'
              ? 'которые'
              : 'который'
      const plural = ending === 'ие'
      if (vowel) return `, ${which} ${stem}${vowel}${plural ? 'ют' : 'ет'} `
      if (second) return `, ${which} ${stem}${plural ? 'ят' : 'ит'} `
      return whole
    },
  )
}

function paraphraseRu(clause: string, loosen: number): Paraphrase {
  let text = participleToClause(clause)
  text = text.replace(/(?<![\p{L}])с (\S*\d\S*) до (\S*\d\S*) (\p{L}+)/u, 'с $1 $3 до $2')
  for (const step of LOOSEN.ru.slice(0, loosen)) text = step(text)
  let action = text
  // "…, сократив расходы на 18 %" → "…, что позволило сократить расходы на 18 %".
  const result = /, (\p{L}+)(ив|ав|ев|яв) (.+)$/u.exec(text)
  if (result) {
    action = text.slice(0, result.index)
    const ending = { ив: 'ить', ав: 'ать', ев: 'еть', яв: 'ять' }[result[2] ?? 'ив'] ?? 'ить'
    text = `${action}, что позволило ${result[1]}${ending} ${result[3]}`
  }
  const verb = /^[\p{L}]+/u.exec(text)?.[0] ?? ''
  const base = infinitiveRu(verb)
  const swapped = base ? (RU_VERBS[base] ?? base) : null
  return {
    predicate: text,
    action,
    outcome: null,
    infinitive: swapped ? swapped + text.slice(verb.length) : null,
    ongoing: base ? RU_ONGOING.test(base) : false,
  }
}

/**
 * A predicate from `toClause` (the words after the subject) retold: see the file's comment.
 * `person` is the letter's first person or the bio's third. With `sources` (runIndex of the
 * original), the further LOOSEN steps are taken one by one while the retelling still quotes it.
 */
export function paraphrase(
  predicate: string,
  language: AnalysisLanguage,
  person: 'first' | 'third',
  sources?: ReadonlySet<string>,
  line = '',
  outcomeFirst = true,
): Paraphrase {
  const tell = (loosen: number): Paraphrase =>
    language === 'es'
      ? paraphraseEs(predicate, person, loosen)
      : language === 'ru'
        ? paraphraseRu(predicate, loosen)
        : paraphraseEn(predicate, person, loosen)
  const plain = tell(0)
  if (!sources) return plain
  let told = plain
  for (let loosen = 1; loosen <= LOOSEN[language].length; loosen += 1) {
    if (!echoes(told, sources, line, outcomeFirst)) return told
    told = tell(loosen)
  }
  // Nothing reads as its own: the plain retelling, whole (a letter passes such a line over).
  return echoes(told, sources, line, outcomeFirst) ? plain : told
}

/**
 * What a composer says of a retelling: the outcome first when there is one (the letter), or the
 * whole predicate (the bio, which joins predicates after the name).
 */
export function saidOf(told: Paraphrase, outcomeFirst = true): string {
  if (outcomeFirst && told.outcome) return `${told.outcome} ${told.action}`
  return told.infinitive ?? told.predicate
}

/** Whether a retelling still reads as its original: a run of eight words, or most of its line. */
export function echoes(
  told: Paraphrase,
  sources: ReadonlySet<string>,
  line = '',
  outcomeFirst = true,
): boolean {
  const said = saidOf(told, outcomeFirst)
  return quotes(said, sources) || (line !== '' && keepsMostOf(said, line))
}

/** The outcome as a sentence's opening: "Reconciliation errors fell by 92%". */
export function outcomeOpening(outcome: string): string {
  return upperFirst(outcome)
}
