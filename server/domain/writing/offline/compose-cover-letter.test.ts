import { describe, expect, it } from 'vitest'
import type { AnalysisLanguage } from '../../../../src/contract/analysis.ts'
import { analyzeResume } from '../../analysis/analyze-resume.ts'
import { ENGLISH_RESUME, RUSSIAN_RESUME, SPANISH_RESUME } from '../../export/sample-resumes.ts'
import type { CoverLetterInput } from '../writer.ts'
import { composeCoverLetter, LETTER_MAX_WORDS, LETTER_MIN_WORDS } from './compose-cover-letter.ts'
import {
  inventedNumbers,
  LANGUAGES,
  paragraphsOf,
  TONES,
  unsupportedSkills,
} from './compose-test-fixtures.ts'
import { countWords } from './compose-text.ts'

const JOBS: Record<
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

const GREETING: Record<AnalysisLanguage, RegExp> = {
  en: /^(?:Dear|Hello) /,
  es: /^(?:Estimado|Hola)/,
  ru: /^(?:Уважаемая|Здравствуйте|Добрый день)/,
}

function inputFor(language: AnalysisLanguage, tone: CoverLetterInput['tone']): CoverLetterInput {
  const { resume, job, form } = JOBS[language]
  return {
    ...form,
    resumeContent: resume,
    jobDescription: job,
    tone,
    language,
    analysis: analyzeResume({ resume, jobDescription: job }),
  }
}

/** The analysis's matching skills: job keywords found in the resume. */
const matchingSkills = (input: CoverLetterInput): string[] =>
  input.analysis.keyword_matches
    .filter((match) => match.found_in_resume)
    .map((match) => match.keyword)

describe('composeCoverLetter', () => {
  for (const language of LANGUAGES) {
    for (const tone of TONES) {
      const input = inputFor(language, tone)

      it(`writes a ${language} letter in the ${tone} tone: greeting, three body paragraphs, sign-off`, () => {
        const letter = composeCoverLetter(input)
        const words = countWords(letter)
        expect(words).toBeGreaterThanOrEqual(LETTER_MIN_WORDS)
        expect(words).toBeLessThanOrEqual(LETTER_MAX_WORDS)
        const blocks = paragraphsOf(letter)
        expect(blocks).toHaveLength(5)
        const [greeting = '', ...rest] = blocks
        const signature = rest.pop() ?? ''
        expect(greeting).toMatch(GREETING[language])
        expect(greeting).toContain(input.companyName)
        // The sign-off: a closing word, the name, and the email when there is one.
        const signatureLines = signature.split('\n')
        expect(signatureLines.slice(1)).toEqual([
          input.fullName,
          ...(input.email ? [input.email] : []),
        ])
        expect(signatureLines[0]).toMatch(/,$/)
        const body = rest.join('\n\n')
        expect(rest).toHaveLength(3)
        expect(body).toContain(input.companyName)
        expect(body).toContain(input.targetJobTitle)
        const named = matchingSkills(input).filter((skill) => body.includes(skill))
        expect(named.length).toBeGreaterThanOrEqual(2)
      })

      it(`cites the resume's own lines and adds no number or skill in the ${language} ${tone} letter`, () => {
        const letter = composeCoverLetter(input)
        const sources = [
          input.resumeContent,
          input.jobDescription,
          input.targetJobTitle,
          input.companyName,
        ]
        expect(inventedNumbers(letter, sources)).toEqual([])
        expect(
          unsupportedSkills(
            letter,
            [input.resumeContent, input.targetJobTitle, input.companyName],
            language,
          ),
        ).toEqual([])
        // At least one result from the resume appears, from its second word on (the first may
        // have changed person: "Led" -> "I led").
        const bullets = input.resumeContent
          .split('\n')
          .filter((line) => line.startsWith('- '))
          .map((line) => line.slice(2).split(' ').slice(1).join(' ').replace(/\.$/, ''))
        expect(bullets.some((tail) => letter.includes(tail))).toBe(true)
      })
    }

    it(`gives each tone its own ${language} letter and the same letter for the same input`, () => {
      const letters = TONES.map((tone) => composeCoverLetter(inputFor(language, tone)))
      expect(new Set(letters).size).toBe(TONES.length)
      const greetings = new Set(letters.map((letter) => letter.split('\n')[0]))
      expect(greetings.size).toBe(TONES.length)
      for (const [index, tone] of TONES.entries()) {
        expect(composeCoverLetter(inputFor(language, tone))).toBe(letters[index])
      }
    })
  }

  it('turns resume bullets into the first person in each language', () => {
    expect(composeCoverLetter(inputFor('en', 'formal'))).toContain(
      'I led the migration of the billing service to event sourcing, cutting reconciliation errors by 92%',
    )
    expect(composeCoverLetter(inputFor('ru', 'neutral'))).toContain(
      'я спроектировал платёжный шлюз, обрабатывающий 3 млн транзакций в сутки',
    )
    expect(composeCoverLetter(inputFor('es', 'neutral'))).toContain(
      'rediseñé el proceso de pago, aumentando la conversión un 18 %',
    )
  })

  it('names no skill the resume lacks, even one the job asks for first', () => {
    const input = inputFor('en', 'neutral')
    const letter = composeCoverLetter(input)
    const missing = input.analysis.keyword_matches
      .filter((match) => !match.found_in_resume)
      .map((match) => match.keyword)
    expect(missing).toContain('Datadog')
    for (const keyword of missing) expect(letter).not.toContain(keyword)
  })

  it('puts Russian company names in quotes and keeps the letter free of gendered first-person words', () => {
    for (const tone of TONES) {
      const letter = composeCoverLetter(inputFor('ru', tone))
      expect(letter).toContain('«Т-Банк»')
      expect(letter).not.toMatch(
        /(?<![\p{L}])(?:готов|готова|рад|рада|уверен|уверена|признателен|признательна)(?![\p{L}])/u,
      )
    }
  })

  it('still writes three body paragraphs when the analysis found nothing to cite', () => {
    const input = inputFor('en', 'formal')
    const letter = composeCoverLetter({
      ...input,
      resumeContent: 'Jane Doe\nBackend engineer.',
      analysis: { ...input.analysis, keyword_matches: [] },
    })
    const blocks = paragraphsOf(letter)
    expect(blocks).toHaveLength(5)
    expect(countWords(letter)).toBeGreaterThanOrEqual(LETTER_MIN_WORDS)
    expect(letter).toContain('Stripe')
  })

  it('writes a letter in well under 50 ms', () => {
    const input = inputFor('en', 'creative')
    composeCoverLetter(input)
    const start = performance.now()
    for (let i = 0; i < 20; i += 1) composeCoverLetter(input)
    expect((performance.now() - start) / 20).toBeLessThan(50)
  })
})
