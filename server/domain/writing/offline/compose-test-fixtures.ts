import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import { TONES, type Tone } from '../../../../src/contract/common.ts'
import { extractJobKeywords } from '../../analysis/keywords/extract-job-keywords.ts'
import { matchKeywords } from '../../analysis/keywords/match-keywords.ts'
import { ENGLISH_RESUME, RUSSIAN_RESUME, SPANISH_RESUME } from '../../export/sample-resumes.ts'
import type { BioInput, CoverLetterInput } from '../writer.ts'

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

/** A resume, a job ad and the letter form per language: the letters' realistic inputs. */
export const LETTER_JOBS: Record<
  AnalysisLanguage,
  {
    resume: string
    job: string
    form: Omit<
      CoverLetterInput,
      'tone' | 'analysis' | 'resumeContent' | 'jobDescription' | 'language'
    >
  }
> = {
  en: {
    resume: ENGLISH_RESUME,
    job: `Senior Backend Engineer at Stripe

We are looking for a Senior Backend Engineer to join our payments platform team. You will design
and build high-throughput services in Go and Python on AWS, with PostgreSQL and Kafka.

Requirements:
- 5+ years of backend development experience
- Strong Go or Python skills
- Experience with Kubernetes and Terraform
- Familiarity with CI/CD pipelines and observability tooling (Datadog)
`,
    form: {
      fullName: 'Jane Doe',
      email: 'jane.doe@example.com',
      targetJobTitle: 'Senior Backend Engineer',
      companyName: 'Stripe',
    },
  },
  es: {
    resume: SPANISH_RESUME,
    job: `Buscamos una persona para el puesto de Diseñador/a de Producto Sénior en Glovo.

Responsabilidades:
- Diseñar flujos de comercio electrónico en aplicaciones móviles.
- Realizar investigación de usuarios y pruebas de usabilidad.
- Mantener nuestro sistema de diseño en Figma.

Requisitos:
- 5 años de experiencia en diseño de producto.
- Dominio de Figma y prototipado.
- Conocimientos de accesibilidad.
- Inglés avanzado.
`,
    form: {
      fullName: 'María José Núñez',
      email: '',
      targetJobTitle: 'Diseñadora de Producto Sénior',
      companyName: 'Glovo',
    },
  },
  ru: {
    resume: RUSSIAN_RESUME,
    job: `Ищем ведущего Java-разработчика в Т-Банк.

Задачи:
- разработка высоконагруженных сервисов на Java и Kotlin
- проектирование платёжных систем

Требования:
- опыт разработки от 5 лет
- Spring Boot, PostgreSQL, Kafka
- Docker, Kubernetes
- английский язык не ниже B1
`,
    form: {
      fullName: 'Иван Петров',
      email: 'ivan.petrov@example.ru',
      targetJobTitle: 'Ведущий Java-разработчик',
      companyName: 'Т-Банк',
    },
  },
}

/**
 * The longest run of words the text shares with a source line (case and punctuation aside): an
 * independent check of "no quoting", not the composers' own code path. Eight or more is a quote.
 */
export function longestSharedRun(text: string, sources: string[]): number {
  const words = (line: string): string[] => line.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  const own = words(text)
  let longest = 0
  for (const line of sources.flatMap((source) => source.split('\n'))) {
    const theirs = words(line)
    // Classic longest common substring over words, one row at a time.
    let previous = new Array<number>(theirs.length + 1).fill(0)
    for (const word of own) {
      const row = new Array<number>(theirs.length + 1).fill(0)
      for (let j = 0; j < theirs.length; j += 1) {
        if (theirs[j] === word) {
          const run = (previous[j] ?? 0) + 1
          row[j + 1] = run
          if (run > longest) longest = run
        }
      }
      previous = row
    }
  }
  return longest
}

/** Phrases that point the reader at the resume instead of telling them (issue 21). */
export const BANNED_PHRASES =
  /my resume|as set out in|resume states|mi currículum|mi curriculum|en mi cv|моём резюме|моем резюме|в резюме|словами резюме/iu

/** Word-level Jaccard similarity: how much of two texts' vocabulary they share. */
export function jaccard(a: string, b: string): number {
  const words = (text: string): Set<string> =>
    new Set(text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
  const left = words(a)
  const right = words(b)
  const shared = [...left].filter((word) => right.has(word)).length
  return shared / (left.size + right.size - shared)
}

/** Words per sentence of a text's prose (the greeting and the sign-off aside by the caller). */
export function sentenceLengths(text: string): number[] {
  return text
    .split(/(?<=[.!?])\s+/u)
    .map((sentence) => sentence.match(/[\p{L}\p{N}]+/gu)?.length ?? 0)
    .filter((count) => count > 0)
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
