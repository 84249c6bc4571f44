import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import { CHANGE_REASONS } from './change-reasons.ts'

/*
 * The summary's "three years of experience" rewritten with the years the roles add up to. Only
 * the number and its word change; a "+" the writer used stays.
 */

const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|uno|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|один|одного|два|двух|три|трёх|трех|четыре|четырёх|пять|пяти|шесть|шести|семь|семи|восемь|восьми|девять|девяти|десять|десяти'
const STATED = new RegExp(
  `(?<![\\p{L}\\d])(?:(?:более|больше|свыше|más\\s+de|over|more\\s+than)\\s+)?(\\d{1,2}|${NUMBER_WORDS})(\\s*\\+)?\\s+(years?|yrs?|años?|лет|года?|год)(?![\\p{L}])`,
  'iu',
)

function yearsWord(years: number, language: AnalysisLanguage, written: string): string {
  if (language === 'ru' || /[а-яё]/iu.test(written)) {
    return CHANGE_REASONS.ru.duration(years, 0).replace(/^\d+\s+/, '')
  }
  if (language === 'es' || /^años?$/iu.test(written)) return years === 1 ? 'año' : 'años'
  return years === 1 ? 'year' : 'years'
}

/** The line with its stated years replaced, and the phrase as it was written; null if none. */
export function replaceStatedYears(
  line: string,
  years: number,
  language: AnalysisLanguage,
): { text: string; phrase: string } | null {
  const match = STATED.exec(line)
  if (!match) return null
  const [phrase, , plus = '', word = ''] = match
  const replacement = `${years}${plus.trim()} ${yearsWord(years, language, word)}`
  const text = line.slice(0, match.index) + replacement + line.slice(match.index + phrase.length)
  return { text, phrase: phrase.trim() }
}
