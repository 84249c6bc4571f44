import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import { fold } from '../../analysis/fold.ts'
import { verbFormOf } from './english-verb-forms.ts'

/*
 * Where a bullet describes measurable work without a number, the user is asked for one: a
 * placeholder in brackets that the review will not accept until it is filled. The number itself
 * is never invented. Work that changes a figure asks "by how much"; work done in volume asks "how
 * many".
 */

/** Verbs whose work moved a figure: the question is by how much. */
const CHANGE_VERBS = {
  en: 'reduce cut lower decrease increase improve grow raise boost shorten accelerate expand save speed double',
  es: 'reduje redujo reducir disminui disminuir aumente aumento aumentar mejore mejoro mejorar incremente incremento incrementar ahorre ahorro ahorrar acorte acorto',
  ru: 'сократил сократила снизил снизила уменьшил уменьшила увеличил увеличила повысил повысила улучшил улучшила ускорил ускорила нарастил нарастила сэкономил сэкономила',
}
/** Verbs of work done in volume: the question is how many (or how much, how often). */
const VOLUME_VERBS = {
  en: 'manage process handle reconcile prepare train supervise serve recruit hire onboard sell close resolve answer schedule audit review ship pick pack load file invoice teach mentor coach',
  es: 'gestione gestiono procese proceso atendi atiendo capacite capacito supervise superviso vendi vendo resolvi resuelvo coordine coordino prepare preparo concilie concilio forme formo contrate contrato',
  ru: 'обработал обработала обслуживал обслуживала обучил обучила обучал обучала провёл провел провела подготовил подготовила курировал курировала руководил руководила продал продала закрыл закрыла вёл вел вела нанял наняла',
}

const HOW_MUCH: Record<AnalysisLanguage, string> = {
  en: 'by [how much?]',
  es: 'en [¿cuánto?]',
  ru: 'на [сколько?]',
}
const HOW_MANY: Record<AnalysisLanguage, string> = {
  en: '[how many?]',
  es: '[¿cuántos?]',
  ru: '[сколько?]',
}

function setOf(words: string): Set<string> {
  return new Set(words.split(/\s+/).map(fold))
}
const CHANGE = {
  en: setOf(CHANGE_VERBS.en),
  es: setOf(CHANGE_VERBS.es),
  ru: setOf(CHANGE_VERBS.ru),
}
const VOLUME = {
  en: setOf(VOLUME_VERBS.en),
  es: setOf(VOLUME_VERBS.es),
  ru: setOf(VOLUME_VERBS.ru),
}

/** Any digit, or a number written out, already quantifies the bullet. */
const HAS_NUMBER =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|hundred|dozens?|thousand|million|percent|uno|dos|tres|cuatro|cinco|diez|cien|mil|один|два|три|пять|десять|сто|тысяч)\b/iu
const PLACEHOLDER = /\[[^\]]*\?\]/u
const NON_OBJECT = /^(?:the|a|an|our|my|their|its|all|and|of|for|with|to|in|on|at|by|from)$/i

type Measure = 'change' | 'volume'

function measureOf(first: string, language: AnalysisLanguage): Measure | null {
  const word = fold(first)
  const key = language === 'en' ? (verbFormOf(word)?.base ?? word) : word
  if (CHANGE[language].has(key)) return 'change'
  if (VOLUME[language].has(key)) return 'volume'
  return null
}

/**
 * The bullet with a placeholder for its missing number, or null when it has a number already or
 * does not describe measurable work: "by how much" closes a line whose work moved a figure;
 * "how many" goes before a plural object it can see ("Reconciled [how many?] bank accounts",
 * "Atendí [¿cuántos?] clientes"). Russian is asked only "by how much": its cases hide plurals.
 */
export function askForNumber(text: string, language: AnalysisLanguage): string | null {
  if (HAS_NUMBER.test(text) || PLACEHOLDER.test(text)) return null
  const words = text.split(' ')
  const measure = measureOf(words[0] ?? '', language)
  if (!measure) return null
  if (measure === 'change') {
    if (/\s(?:by|en|на)\s/iu.test(text)) return null
    return `${text} ${HOW_MUCH[language]}`
  }
  // "How many" needs something to count: a plural object right after the verb.
  const object = language === 'ru' ? -1 : pluralObjectAt(words, language)
  if (object < 0) return null
  return [...words.slice(0, object), HOW_MANY[language], ...words.slice(object)].join(' ')
}

/** Where the counted object starts ("bank" of "Reconciled bank accounts"), or -1. */
function pluralObjectAt(words: readonly string[], language: AnalysisLanguage): number {
  for (let n = 1; n < Math.min(words.length, 4); n += 1) {
    const word = words[n] ?? ''
    if (!/^\p{Ll}[\p{Ll}-]*$/u.test(word) || NON_OBJECT.test(word)) return -1
    if (/[^s]s$/u.test(word) && word.length > 3) return 1
    if (language === 'es') return -1
  }
  return -1
}
