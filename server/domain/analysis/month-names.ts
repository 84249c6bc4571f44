import { fold } from './fold.ts'

/**
 * Month names and abbreviations in English, Spanish and Russian (Russian in the nominative,
 * genitive and prepositional: "март", "марта", "в марте"), as the ATS date check and the
 * fabrication guard read them.
 */
const MONTH_FORMS: readonly (readonly string[])[] = [
  ['jan', 'january', 'ene', 'enero', 'янв', 'январь', 'января', 'январе'],
  ['feb', 'february', 'febrero', 'фев', 'февр', 'февраль', 'февраля', 'феврале'],
  ['mar', 'march', 'marzo', 'мар', 'март', 'марта', 'марте'],
  ['apr', 'april', 'abr', 'abril', 'апр', 'апрель', 'апреля', 'апреле'],
  ['may', 'mayo', 'май', 'мая', 'мае'],
  ['jun', 'june', 'junio', 'июн', 'июнь', 'июня', 'июне'],
  ['jul', 'july', 'julio', 'июл', 'июль', 'июля', 'июле'],
  ['aug', 'august', 'ago', 'agosto', 'авг', 'август', 'августа', 'августе'],
  [
    'sep',
    'sept',
    'september',
    'septiembre',
    'set',
    'setiembre',
    'сен',
    'сент',
    'сентябрь',
    'сентября',
    'сентябре',
  ],
  ['oct', 'october', 'octubre', 'окт', 'октябрь', 'октября', 'октябре'],
  ['nov', 'november', 'noviembre', 'ноя', 'нояб', 'ноябрь', 'ноября', 'ноябре'],
  ['dec', 'december', 'dic', 'diciembre', 'дек', 'декабрь', 'декабря', 'декабре'],
]
const MONTH_NUMBER = new Map<string, number>(
  MONTH_FORMS.flatMap((forms, index) => forms.map((form) => [fold(form), index + 1] as const)),
)

/** 1-12 for a month word in any letter case and with or without accents; null otherwise. */
export function monthNumberOf(word: string): number | null {
  return MONTH_NUMBER.get(fold(word)) ?? null
}
