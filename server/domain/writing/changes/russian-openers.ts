/*
 * Russian bullets often open with a noun of action ("Разработка библиотеки UI-компонентов",
 * "Ведение рекламных кампаний", "Участие в запуске"): a duty, not what the person did. For a past
 * role a Russian resume reads better with the past tense in the writer's gender ("Разработал
 * библиотеку…", "Вела рекламные кампании…", "Участвовала в запуске…"). The verb takes its object
 * in the accusative where the noun took the genitive, so the object's head (its adjectives and
 * noun, and a noun joined to it by "и") changes case; only endings that say their case plainly
 * are changed, and a line whose object does not is left as written: a wrong case reads worse than
 * a noun opening.
 */

export type RussianGender = 'masculine' | 'feminine'

/** The noun of action, its past tense (masculine, feminine), and how its object is written. */
interface NounVerb {
  m: string
  f: string
  /** The object keeps its case: a preposition ("участие в") or the instrumental ("руководство командой"). */
  keep?: boolean
}

const NOUN_VERBS: Record<string, NounVerb> = {
  разработка: { m: 'разработал', f: 'разработала' },
  вёрстка: { m: 'верстал', f: 'верстала' },
  верстка: { m: 'верстал', f: 'верстала' },
  поддержка: { m: 'поддерживал', f: 'поддерживала' },
  ведение: { m: 'вёл', f: 'вела' },
  подготовка: { m: 'готовил', f: 'готовила' },
  создание: { m: 'создал', f: 'создала' },
  внедрение: { m: 'внедрил', f: 'внедрила' },
  настройка: { m: 'настраивал', f: 'настраивала' },
  организация: { m: 'организовал', f: 'организовала' },
  проведение: { m: 'проводил', f: 'проводила' },
  планирование: { m: 'планировал', f: 'планировала' },
  тестирование: { m: 'тестировал', f: 'тестировала' },
  сопровождение: { m: 'сопровождал', f: 'сопровождала' },
  администрирование: { m: 'администрировал', f: 'администрировала' },
  проектирование: { m: 'проектировал', f: 'проектировала' },
  оптимизация: { m: 'оптимизировал', f: 'оптимизировала' },
  автоматизация: { m: 'автоматизировал', f: 'автоматизировала' },
  написание: { m: 'писал', f: 'писала' },
  составление: { m: 'составлял', f: 'составляла' },
  формирование: { m: 'формировал', f: 'формировала' },
  продвижение: { m: 'продвигал', f: 'продвигала' },
  запуск: { m: 'запустил', f: 'запустила' },
  согласование: { m: 'согласовывал', f: 'согласовывала' },
  обработка: { m: 'обрабатывал', f: 'обрабатывала' },
  // The object is already in the case the verb takes.
  участие: { m: 'участвовал', f: 'участвовала', keep: true },
  управление: { m: 'управлял', f: 'управляла', keep: true },
  руководство: { m: 'руководил', f: 'руководила', keep: true },
  работа: { m: 'работал', f: 'работала', keep: true },
  взаимодействие: { m: 'взаимодействовал', f: 'взаимодействовала', keep: true },
}

/** People: their accusative is their genitive ("обучение сотрудников" → "обучал сотрудников"). */
const ANIMATE =
  /^(?:клиент|сотрудник|пользовател|менеджер|разработчик|стажёр|стажер|специалист|кандидат|партнёр|партнер|поставщик|подписчик|студент|ученик|пациент|покупател|заказчик|агент|оператор|водител|курьер|новичк|коллег)/u

/** Nouns in -аний that are feminine (кампания), not neuter (задание). */
const FEMININE_ANIJ = /^(?:кампаний|компаний)$/u

/** The genitive adjective in the accusative, or null when its ending is not plainly genitive. */
function adjectiveToAccusative(word: string): string | null {
  if (/[ыи]х$/u.test(word)) return `${word.slice(0, -1)}е`
  if (/ой$/u.test(word)) return `${word.slice(0, -2)}ую`
  return null
}

function isAdjective(word: string): boolean {
  return /(?:[ыи]х|ой|ого|его|ей)$/u.test(word)
}

/** Plural or singular: a noun joined by "и" is changed only beside one of the same number. */
type NounNumber = 'plural' | 'singular'

/** The genitive noun in the accusative, with its number; null when its ending is unclear. */
function nounToAccusative(word: string): { word: string; number: NounNumber } | null {
  const lower = word.toLowerCase()
  const last = lower.split('-').at(-1) ?? lower
  if (ANIMATE.test(last)) return null
  if (/ов$/u.test(lower)) {
    const stem = word.slice(0, -2)
    return { word: `${stem}${/[гкхжшчщ]$/u.test(stem) ? 'и' : 'ы'}`, number: 'plural' }
  }
  if (FEMININE_ANIJ.test(last)) return { word: `${word.slice(0, -1)}и`, number: 'plural' }
  if (/(?:ен|т)ий$/u.test(lower)) return { word: `${word.slice(0, -1)}я`, number: 'plural' }
  if (/ости$/u.test(lower)) return { word: `${word.slice(0, -1)}ь`, number: 'singular' }
  if (/ии$/u.test(lower)) return { word: `${word.slice(0, -1)}ю`, number: 'singular' }
  if (/ия$/u.test(lower)) return { word: `${word.slice(0, -1)}е`, number: 'singular' }
  if (/[гкх]и$/u.test(lower)) return { word: `${word.slice(0, -1)}у`, number: 'singular' }
  if (/ы$/u.test(lower)) return { word: `${word.slice(0, -1)}у`, number: 'singular' }
  if (/ства$/u.test(lower)) return { word: `${word.slice(0, -1)}о`, number: 'singular' }
  if (/[бвдзклмнпрстфц]а$/u.test(lower)) return { word: word.slice(0, -1), number: 'singular' }
  return null
}

/**
 * The object's head in the accusative: adjectives and a noun, and a second noun of the same
 * number after "и" ("контент-планов и отчётов" → "контент-планы и отчёты"). What follows the head
 * ("библиотеки UI-компонентов": the components) depends on it and keeps its case. Null when a
 * word of the head has an ending that does not say its case.
 */
function objectToAccusative(words: readonly string[]): string[] | null {
  const out = [...words]
  let i = 0
  let number: NounNumber | null = null
  for (;;) {
    while (i < out.length && isAdjective(out[i] ?? '')) {
      const changed = adjectiveToAccusative(out[i] ?? '')
      if (changed === null) return null
      out[i] = changed
      i += 1
    }
    const raw = out[i]
    if (raw === undefined || !/^\p{L}[\p{L}-]*$/u.test(raw) || /^\p{Lu}{2}/u.test(raw)) return null
    const noun = nounToAccusative(raw)
    if (noun === null || (number !== null && noun.number !== number)) return null
    out[i] = noun.word
    number = noun.number
    i += 1
    // "и" and a noun of the same kind: one object of two nouns.
    if (out[i] !== 'и' || number !== 'plural') return out
    const next = out[i + 1] ?? ''
    if (!/ов$/u.test(next) && !isAdjective(next)) return out
    i += 1
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * The bullet opening with the past tense in the writer's gender instead of a noun of action;
 * null when the line has no such opening or its object's case cannot be read with certainty.
 */
export function russianOpener(text: string, gender: RussianGender): string | null {
  const words = text.split(' ')
  const first = (words[0] ?? '').toLowerCase()
  const entry = NOUN_VERBS[first]
  if (!entry || words.length < 2) return null
  const verb = gender === 'feminine' ? entry.f : entry.m
  const rest = words.slice(1)
  if (entry.keep) return capitalize(`${verb} ${rest.join(' ')}`)
  const object = objectToAccusative(rest)
  return object === null ? null : capitalize(`${verb} ${object.join(' ')}`)
}

/**
 * The writer's gender as their own past-tense openings say it ("Снизила", "Участвовал"), or null
 * when the lines do not say it or say both.
 */
export function russianGenderOf(lines: readonly string[]): RussianGender | null {
  let feminine = 0
  let masculine = 0
  for (const line of lines) {
    const first = /^\p{L}+/u.exec(line.trim())?.[0]?.toLowerCase() ?? ''
    if (first.length < 4) continue
    if (/(?:ла|лась)$/u.test(first) || /^(?:была|ответственная)$/u.test(first)) feminine += 1
    else if (/(?:[аеиоуяё]л|лся)$/u.test(first) || /^(?:был|вёл|ответственный)$/u.test(first))
      masculine += 1
  }
  if (feminine > 0 && masculine === 0) return 'feminine'
  if (masculine > 0 && feminine === 0) return 'masculine'
  return null
}
