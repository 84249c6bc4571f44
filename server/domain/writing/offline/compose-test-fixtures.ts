import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import { TONES, type Tone } from '../../../../src/contract/common.ts'
import { extractJobKeywords } from '../../analysis/keywords/extract-job-keywords.ts'
import { matchKeywords } from '../../analysis/keywords/match-keywords.ts'
import type { BioInput } from '../writer.ts'

/*
 * Inputs and checks shared by the offline composers' tests: realistic forms in the three
 * languages, and the "nothing that the input lacks" checks the fabrication guard relies on.
 */

export const LANGUAGES: readonly AnalysisLanguage[] = ['en', 'es', 'ru']
export { TONES }
export type { Tone }

export const BIO_FORMS: Record<AnalysisLanguage, Omit<BioInput, 'tone'>> = {
  en: {
    language: 'en',
    fullName: 'Jane Doe',
    currentTitle: 'Chief Financial Officer',
    industry: 'Financial Services',
    education: 'MBA, Wharton School\nB.S. in Economics, University of Michigan',
    awards: 'CFO of the Year 2021 (Finance Weekly)',
    accomplishments: [
      'Led the turnaround of a $400M business unit, returning it to profit within two years.',
      'Grew recurring revenue from $10M to $45M.',
      'Named to the Forbes Finance Council in 2020.',
      'I built a finance team of 40 people across three countries.',
      "Board member of the Detroit Children's Fund.",
    ].join('\n'),
  },
  es: {
    language: 'es',
    fullName: 'María José Núñez',
    currentTitle: 'Directora de Operaciones',
    industry: 'Comercio electrónico',
    education: 'MBA, IE Business School',
    awards: '',
    accomplishments:
      'Lideré la expansión a 4 países de Latinoamérica. Reduje los costes logísticos un 22 %. Dirigí un equipo de 120 personas.',
  },
  ru: {
    language: 'ru',
    fullName: 'Иван Петров',
    currentTitle: 'Финансовый директор',
    industry: 'Розничная торговля',
    education: 'МГУ им. М. В. Ломоносова, экономический факультет',
    awards: 'Финансовый директор года — 2022',
    accomplishments: [
      'Руководил IPO компании на Московской бирже.',
      'Сократил операционные расходы на 18 %.',
      'Запуск системы бюджетирования в 12 филиалах.',
    ].join('\n'),
  },
}

/** The least a form can hold: one-word fields and a two-word accomplishment. */
export const TINY_BIO_FORMS: Record<AnalysisLanguage, Omit<BioInput, 'tone'>> = {
  en: {
    language: 'en',
    fullName: 'Al Bo',
    currentTitle: 'CEO',
    industry: 'IT',
    education: 'BA',
    awards: '',
    accomplishments: 'Cut costs.',
  },
  es: {
    language: 'es',
    fullName: 'Ana Gil',
    currentTitle: 'Gerente',
    industry: 'Banca',
    education: 'Grado',
    awards: '',
    accomplishments: 'Reduje costes.',
  },
  ru: {
    language: 'ru',
    fullName: 'Анна Ли',
    currentTitle: 'Директор',
    industry: 'Банки',
    education: 'МГУ',
    awards: '',
    accomplishments: 'Снизила затраты.',
  },
}

/** Digits the text has that none of the sources has: numbers a writer would have invented. */
export function inventedNumbers(text: string, sources: string[]): string[] {
  const known = new Set(sources.flatMap((source) => source.match(/\d+/g) ?? []))
  return (text.match(/\d+/g) ?? []).filter((digits) => !known.has(digits))
}

/**
 * Skills and tools of the lexicon that the text names and the sources do not show: what the
 * fabrication guard would strike out, so what the composers must never write on their own.
 */
export function unsupportedSkills(
  text: string,
  sources: string[],
  language: AnalysisLanguage,
): string[] {
  const named = extractJobKeywords(text, language).filter((keyword) => keyword.source === 'lexicon')
  return matchKeywords(sources.join('\n'), named, language)
    .filter((match) => !match.found_in_resume)
    .map((match) => match.keyword)
}

/** Paragraphs as the bio's metadata counts them: blocks between blank lines. */
export function paragraphsOf(text: string): string[] {
  return text.split(/\n[^\S\n]*\n/u).filter((block) => block.trim() !== '')
}
