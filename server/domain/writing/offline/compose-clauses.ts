import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import { dropFinalPeriod, lowerFirst } from './compose-text.ts'
import { articleEn } from './phrasebook-en.ts'

/*
 * Turns a sentence the user wrote about their own work ("Led the migration...", "Rediseñé el
 * proceso...", "Спроектировал шлюз...") into a piece the composers can place after a subject: the
 * bio's third person ("Jane led the migration...") or the letter's first person ("I led the
 * migration..."). Only the grammatical person changes; the facts and numbers stay as written.
 */

export type Clause =
  /** A predicate that follows the subject: "led the migration of billing". */
  | { kind: 'predicate'; text: string }
  /** A noun phrase or anything else that cannot take the subject: it is introduced instead. */
  | { kind: 'phrase'; text: string }
  /** First-person text that cannot be converted safely: quoted as the person's own words. */
  | { kind: 'quote'; text: string }
  /** A role held, as a noun phrase in the nominative ("член совета директоров"). */
  | { kind: 'role'; text: string }

const EN_IRREGULAR_PAST = new Set(
  'led built grew ran drove wrote made won cut set took began brought bought sold taught oversaw spoke chose rose gave kept held found became sent spent paid met saw thought told understood overcame rebuilt rewrote undertook upheld withstood shaped split spun stood struck swept shut put read hit dealt sat served'.split(
    ' ',
  ),
)

/** Words ending in -ed that are not verbs in the past tense. */
const EN_NOT_PAST = new Set(
  'seed need speed red bed shed feed hundred united weed greed breed deed creed bred'.split(' '),
)

/** Participles that open a passive sentence: "Named to...", "Awarded...". */
const EN_PASSIVE = new Set(
  'named awarded recognized recognised selected appointed elected honored honoured ranked nominated chosen listed featured invited profiled shortlisted'.split(
    ' ',
  ),
)

/** Present-tense verbs that open a resume line in the base form: "Lead a team of 12". */
const EN_BASE_VERBS = new Set(
  'lead manage oversee drive run head serve direct own build advise chair support hold teach coach guide set shape develop design deliver create grow sit speak write work mentor help'.split(
    ' ',
  ),
)

/** Verbs a line may open with in the present third person ("Closes", "Runs", "Teaches"). */
const EN_PRESENT = new Set([
  ...EN_BASE_VERBS,
  ...'close care onboard read plan handle process train cook prepare answer book cover sell keep maintain coordinate oversee supervise analyse analyze report audit reconcile'.split(
    ' ',
  ),
])

/**
 * A role held, not an action: "Board member of...", "Mentor to...", "Chair of...". It becomes
 * "has served as a board member of..." (the tense says nothing about when, so it stays true).
 */
const EN_ROLE =
  /^(?:[A-Za-z-]+\s){0,2}?(?:member|chair|chairman|chairwoman|chairperson|head|founder|co-founder|cofounder|advisor|adviser|mentor|lead|trustee|fellow|president|volunteer|ambassador|speaker|judge|director)\s+(?:of|to|at|for|on)\b/i

/** A profile line: a role, then "with N years (of experience)" and what the years were spent on. */
const EN_PROFILE =
  /^([A-Za-z][A-Za-z -]{2,40}?) with (\d+\+?) (years?)(?: of (?:experience|work))?(?:\s+(.*))?$/

/** Whether a word opens a line as a verb, which no profile line does. */
function opensAsVerbEn(word: string): boolean {
  return isPastEn(word) || EN_BASE_VERBS.has(word)
}

/** Adjectives that open a line about a remit: "Responsible for a $30M budget". */
const EN_REMIT = /^(?:responsible|accountable|instrumental)\b/i

const EN_FIRST_PERSON = /\b(?:I|me|my|mine|myself|we|our|us)\b/

/*
 * A bio retells the person's "my team" and "our platform" in the third person: "the team", "the
 * platform" (English has no pronoun for them that does not name a gender; Spanish "su" and Russian
 * "свой" do not). Only the other first-person words ("I", "me") leave a line as the person's own.
 */
const EN_POSSESSIVE = /\b(?:my|our)\b/gi
const ES_POSSESSIVE: Record<string, string> = {
  mi: 'su',
  mis: 'sus',
  nuestro: 'su',
  nuestra: 'su',
  nuestros: 'sus',
  nuestras: 'sus',
}
const RU_POSSESSIVE: Record<string, string> = {
  мой: 'свой',
  моя: 'своя',
  моё: 'своё',
  мое: 'свое',
  мои: 'свои',
  моего: 'своего',
  моей: 'своей',
  моих: 'своих',
  моим: 'своим',
  моими: 'своими',
  мою: 'свою',
  моему: 'своему',
  наш: 'свой',
  наша: 'своя',
  наше: 'своё',
  наши: 'свои',
  нашего: 'своего',
  нашей: 'своей',
  наших: 'своих',
  нашим: 'своим',
  нашими: 'своими',
  нашу: 'свою',
  нашему: 'своему',
}

/** The person's possessives in the third person, for a bio. */
function thirdPersonPossessives(text: string, language: AnalysisLanguage): string {
  if (language === 'en')
    return text.replace(EN_POSSESSIVE, (word) =>
      word[0] === 'M' || word[0] === 'O' ? 'The' : 'the',
    )
  const table = language === 'es' ? ES_POSSESSIVE : RU_POSSESSIVE
  return text.replace(/(?<![\p{L}])\p{L}+(?![\p{L}])/gu, (word) => {
    const lower = word.toLocaleLowerCase()
    return table[lower] ?? word
  })
}

function thirdPersonEn(base: string): string {
  if (base === 'have') return 'has'
  if (/(?:s|sh|ch|x|o)$/.test(base)) return `${base}es`
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`
  return `${base}s`
}

function isPastEn(word: string): boolean {
  const lower = word.toLowerCase()
  if (EN_IRREGULAR_PAST.has(lower)) return true
  return lower.length >= 4 && lower.endsWith('ed') && !EN_NOT_PAST.has(lower)
}

function clauseEn(
  sentence: string,
  person: 'first' | 'third',
  properNouns: ReadonlySet<string>,
): Clause {
  let text = dropFinalPeriod(sentence)
  if (person === 'third') text = thirdPersonPossessives(text, 'en')
  const lead = /^I(?:'m| am|'ve| have)?\s+/.exec(text)
  if (lead) {
    const be = /'m| am/.test(lead[0])
    const have = /'ve| have/.test(lead[0])
    const auxiliary = be
      ? person === 'third'
        ? 'is '
        : 'am '
      : have
        ? person === 'third'
          ? 'has '
          : 'have '
        : ''
    text = auxiliary + text.slice(lead[0].length)
  }
  const first = /^[A-Za-z]+/.exec(text)?.[0] ?? ''
  const lowerWord = first.toLowerCase()
  const rest = text.slice(first.length)
  // A third-person text may not keep a first-person pronoun: it is quoted as the person's words.
  if (person === 'third' && EN_FIRST_PERSON.test(rest)) return { kind: 'quote', text }
  if (!first) return { kind: 'phrase', text }
  if (lead) {
    const verb =
      person === 'third' && EN_BASE_VERBS.has(lowerWord) ? thirdPersonEn(lowerWord) : lowerWord
    return { kind: 'predicate', text: verb + rest }
  }
  // "Backend engineer with 6 years of experience building APIs": a profile line, which becomes
  // "has 6 years of experience as a backend engineer, building APIs".
  const profile = EN_PROFILE.exec(text)
  if (profile && !opensAsVerbEn(lowerWord)) {
    const [, role = '', years = '', unit = '', rest = ''] = profile
    const has = person === 'third' ? 'has' : 'have'
    const what = lowerFirst(role.trim(), properNouns)
    const tail = rest.trim() ? `, ${rest.trim()}` : ''
    return {
      kind: 'predicate',
      text: `${has} ${years} ${unit} of experience as ${articleEn(what)} ${what}${tail}`,
    }
  }
  if (EN_ROLE.test(text)) {
    const role = lowerFirst(text, properNouns)
    const served = person === 'third' ? 'has served' : 'have served'
    return { kind: 'predicate', text: `${served} as ${articleEn(role)} ${role}` }
  }
  if (EN_REMIT.test(text)) {
    const been = person === 'third' ? 'has been' : 'have been'
    return { kind: 'predicate', text: `${been} ${lowerWord}${rest}` }
  }
  if (EN_PASSIVE.has(lowerWord)) return { kind: 'predicate', text: `was ${lowerWord}${rest}` }
  if (isPastEn(first)) return { kind: 'predicate', text: lowerWord + rest }
  // "Closes the ledger", "Teaches five sections": a present third person, as bio forms are
  // often written.
  const base = /^(.+?)(?:es|s)$/.exec(lowerWord)?.[1] ?? ''
  const baseForm = [base, `${base}e`, lowerWord.slice(0, -1)].find((form) => EN_PRESENT.has(form))
  if (baseForm && !/^\s+(?:to|of)\b/i.test(rest)) {
    return { kind: 'predicate', text: (person === 'third' ? lowerWord : baseForm) + rest }
  }
  // "Lead of the data team" and "Mentor to..." are nouns, not verbs.
  if (EN_BASE_VERBS.has(lowerWord) && !/^\s+(?:to|of)\b/i.test(rest)) {
    const verb = person === 'third' ? thirdPersonEn(lowerWord) : lowerWord
    return { kind: 'predicate', text: verb + rest }
  }
  return { kind: 'phrase', text: lowerFirst(text, properNouns) }
}

/** A role or remit held: "Miembro del consejo de...", "Responsable de un presupuesto de...". */
const ES_ROLE =
  /^(?:miembro|president[ea]|fundador[a]?|cofundador[a]?|asesor[a]?|mentor[a]?|responsable|consejer[oa]|voluntari[oa]|patron[oa]|embajador[a]?|ponente|jurado)\b/iu

const ES_NOT_VERB = new Set(
  'café comité bebé puré consomé chalé josé andré así aquí allí ahí maniquí esquí rubí colibrí jabalí israelí marroquí iraquí pakistaní además también según través'.split(
    ' ',
  ),
)

/** Spanish preterites whose first and third persons do not follow the regular endings. */
const ES_IRREGULAR: Array<[first: string, third: string]> = [
  ['hice', 'hizo'],
  ['rehíce', 'rehízo'],
  ['deshice', 'deshizo'],
  ['reduje', 'redujo'],
  ['conduje', 'condujo'],
  ['produje', 'produjo'],
  ['traduje', 'tradujo'],
  ['introduje', 'introdujo'],
  ['obtuve', 'obtuvo'],
  ['tuve', 'tuvo'],
  ['mantuve', 'mantuvo'],
  ['sostuve', 'sostuvo'],
  ['contuve', 'contuvo'],
  ['puse', 'puso'],
  ['propuse', 'propuso'],
  ['dispuse', 'dispuso'],
  ['compuse', 'compuso'],
  ['fui', 'fue'],
  ['supe', 'supo'],
  ['dije', 'dijo'],
  ['quise', 'quiso'],
  ['vine', 'vino'],
  ['anduve', 'anduvo'],
  ['estuve', 'estuvo'],
  ['pude', 'pudo'],
]

function clauseEs(
  sentence: string,
  person: 'first' | 'third',
  properNouns: ReadonlySet<string>,
): Clause {
  let text = dropFinalPeriod(sentence).replace(/^(?:yo)\s+/i, '')
  if (person === 'third') text = thirdPersonPossessives(text, 'es')
  const first = /^[\p{L}]+/u.exec(text)?.[0] ?? ''
  const lower = first.toLocaleLowerCase()
  const rest = text.slice(first.length)
  const firstPersonRest =
    /\b(?:mi|mis|me|mí|conmigo|nosotros|nuestro|nuestra|nuestros|nuestras)\b/iu
  const irregular = ES_IRREGULAR.find(([one, three]) => lower === one || lower === three)
  let firstForm = ''
  let thirdForm = ''
  if (irregular) {
    ;[firstForm, thirdForm] = irregular
  } else if (lower.length >= 4 && !ES_NOT_VERB.has(lower) && !properNouns.has(first)) {
    if (/uí$/u.test(lower) || /uyó$/u.test(lower)) {
      const stem = lower.replace(/(?:uí|uyó)$/u, '')
      firstForm = `${stem}uí`
      thirdForm = `${stem}uyó`
    } else if (/ió$/u.test(lower) || /í$/u.test(lower)) {
      const stem = lower.replace(/(?:ió|í)$/u, '')
      firstForm = `${stem}í`
      thirdForm = `${stem}ió`
    } else if (/[éó]$/u.test(lower)) {
      const stem = lower.slice(0, -1)
      firstForm = `${stem}é`
      thirdForm = `${stem}ó`
    }
  }
  if (!firstForm && ES_ROLE.test(text)) {
    const role = lowerFirst(text, properNouns)
    if (person === 'third' && firstPersonRest.test(role)) return { kind: 'quote', text }
    return { kind: 'predicate', text: `${person === 'third' ? 'ha sido' : 'he sido'} ${role}` }
  }
  if (firstForm) {
    if (person === 'third' && firstPersonRest.test(rest)) return { kind: 'quote', text }
    text = (person === 'third' ? thirdForm : firstForm) + rest
    return { kind: 'predicate', text }
  }
  if (person === 'third' && firstPersonRest.test(text)) return { kind: 'quote', text }
  // "Gestiono las curas…": a present first person, which a letter (first person too) keeps. A
  // word in -o before "de" is a noun ("Desarrollo de aplicaciones").
  if (
    person === 'first' &&
    /^\p{Lu}\p{Ll}{2,}o$/u.test(first) &&
    !/^\s+(?:de|del)\b/u.test(rest) &&
    !properNouns.has(first)
  ) {
    return { kind: 'predicate', text: lower + rest }
  }
  // "Lleva la contabilidad", "Planifica 35 rutas": a present third person, as bio forms are
  // written; the bio says it after the name, not as "Otro logro destacado: lleva…".
  if (person === 'third' && isPresentThirdEs(first, rest) && !properNouns.has(first)) {
    return { kind: 'predicate', text: lower + rest }
  }
  return { kind: 'phrase', text: lowerFirst(text, properNouns) }
}

/** What follows a Spanish verb, never a noun: an article, a number, "entre" ("Atiende entre 60"). */
const ES_AFTER_VERB =
  /^\s+(?:el|la|los|las|un|una|unos|unas|entre|más|hasta|todo|toda|todos|todas|cada|\d)(?![\p{L}])/iu

/** A Spanish present third person: "Lleva la…", "Cierra el mes", "Gestiona devoluciones". */
function isPresentThirdEs(first: string, rest: string): boolean {
  if (!/^\p{Lu}\p{Ll}{3,}[ae]$/u.test(first) || /^\s+(?:de|del|y|e)\b/iu.test(rest)) return false
  return ES_AFTER_VERB.test(rest) || /(?:iona|ica|iza|ende|ierra|ene|eva|ija|ina)$/u.test(first)
}

/** Roles that Russian states with a dash after the name: "Иван Петров — член совета...". */
const RU_ROLE =
  /^(?:член|председатель|основатель|сооснователь|соучредитель|учредитель|советник|ментор|наставник|руководитель|эксперт|спикер|амбассадор|попечитель)(?![\p{L}])/iu

/** Nouns that end like a past-tense verb ("-л", "-ла"). */
const RU_NOT_VERB = new Set(
  'материал капитал сигнал персонал канал портал финал потенциал филиал генерал интеграл школа сила правила дела числа игла мгла пчела стрела село пол стол угол зал вокзал идеал арсенал журнал фестиваль'.split(
    ' ',
  ),
)

/** Nouns that end like a present third person ("-ет", "-ит"). */
const RU_THIRD_NOT_VERB =
  /^(?:отч[её]т|бюджет|аудит|кредит|лимит|визит|депозит|транзит|предмет|объект|проект|ответ|совет|портрет|пакет|билет|кабинет|интернет|расч[её]т|уч[её]т|сч[её]т|паритет|приоритет|комитет|сайт|скрипт|продукт|контракт|таргет|маркет|бит|рейтинг)$/u

function clauseRu(
  sentence: string,
  person: 'first' | 'third',
  properNouns: ReadonlySet<string>,
): Clause {
  let text = dropFinalPeriod(sentence)
  if (person === 'third') text = thirdPersonPossessives(text, 'ru')
  const pronoun = /^я\s+/iu.exec(text)
  if (pronoun) text = text.slice(pronoun[0].length)
  const first = /^[\p{L}]+/u.exec(text)?.[0] ?? ''
  const lower = first.toLocaleLowerCase()
  const firstPersonRest =
    /(?<![\p{L}])(?:я|мне|меня|мной|мой|моя|моё|мое|мои|моего|моей|моих|моим|мы|нас|нам|наш|наша|наше|наши|нашего|нашей|наших)(?![\p{L}])/iu
  const isPast =
    lower.length >= 3 &&
    /(?:л|ла|ло|ли|лся|лась|лось|лись)$/u.test(lower) &&
    !RU_NOT_VERB.has(lower) &&
    !properNouns.has(first)
  if (isPast) {
    if (person === 'third' && firstPersonRest.test(text.slice(first.length))) {
      return { kind: 'quote', text }
    }
    return { kind: 'predicate', text: lower + text.slice(first.length) }
  }
  if (RU_ROLE.test(text) && !firstPersonRest.test(text)) {
    return { kind: 'role', text: lowerFirst(text, properNouns) }
  }
  // "Руковожу", "Отвечаю": the first person of the present tense, which the bio cannot reuse.
  const presentFirst = lower.length >= 5 && /[^аеиоуыэюя][ую]$|[аеиоя]ю$/u.test(lower)
  if (person === 'third' && (presentFirst || firstPersonRest.test(text))) {
    return { kind: 'quote', text }
  }
  if (person === 'first' && presentFirst)
    return { kind: 'predicate', text: lower + text.slice(first.length) }
  // "Ведёт портфель", "Участвует в тендерах": a present third person, which the bio says after
  // the name rather than as "Ещё один заметный результат — ведёт…".
  const presentThird =
    person === 'third' &&
    lower.length >= 4 &&
    /(?:ует|ает|яет|еет|ёт|ит|ет)$/u.test(lower) &&
    !RU_THIRD_NOT_VERB.test(lower) &&
    !properNouns.has(first)
  if (presentThird) return { kind: 'predicate', text: lower + text.slice(first.length) }
  return { kind: 'phrase', text: lowerFirst(text, properNouns) }
}

/**
 * What the sentence becomes after a subject: `person` 'third' for the bio (the subject is the
 * person's name), 'first' for the letter (the subject is "I", "я", or the Spanish verb itself).
 */
export function toClause(
  sentence: string,
  language: AnalysisLanguage,
  person: 'first' | 'third',
  properNouns: ReadonlySet<string> = new Set(),
): Clause {
  if (language === 'es') return clauseEs(sentence, person, properNouns)
  if (language === 'ru') return clauseRu(sentence, person, properNouns)
  return clauseEn(sentence, person, properNouns)
}
