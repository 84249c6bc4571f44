/**
 * Benchmarks the built-in offline writer on one core and prints one JSON line on stdout:
 * {optimize_p50_ms, bio_p50_ms, cover_letter_p50_ms}. Target: at most 50 ms each (issue 6).
 * Each figure is the median over every timed run of every input, after warm-up runs:
 * - optimize: the analysis of the resume against the job description with the fit report, then
 *   the change set and its guard (proposeOptimization), as the optimize route does them (issue
 *   21), over realistic resumes (the sample
 *   resumes of server/domain/export in three languages, and the golden cases and master resume of
 *   ../shared/data/eval/resume-matcher rendered as text) against their job descriptions;
 * - cover_letter: the same analysis (the route analyses before writing) and then
 *   writer.writeCoverLetter, over the same pairs, in each tone;
 * - bio: writer.writeBio on forms in three languages, in each tone (a bio needs no analysis).
 * Run: npm run bench:writing
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AnalysisLanguage } from '../src/contract/analysis.ts'
import { TONES } from '../src/contract/common.ts'
import { analyzeResume } from '../server/domain/analysis/analyze-resume.ts'
import {
  ENGLISH_RESUME,
  RUSSIAN_RESUME,
  SPANISH_RESUME,
} from '../server/domain/export/sample-resumes.ts'
import { analyzeWithFit } from '../server/domain/fit/analyze-with-fit.ts'
import { proposeOptimization } from '../server/domain/writing/changes/propose-changes.ts'
import { createOfflineWriter } from '../server/domain/writing/offline/offline-writer.ts'
import type { BioInput } from '../server/domain/writing/writer.ts'
import { percentile, round, timeRuns } from './bench-stats.ts'

const EVAL = resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../../shared/data/eval/resume-matcher',
)
const WARMUP = 20
/** Timed runs per input; every figure pools at least this many runs per input. */
const ITERATIONS = 60

interface MatcherResume {
  personalInfo: { name: string; title?: string; email?: string; phone?: string; location?: string }
  summary?: string
  workExperience?: Array<{ title: string; company: string; years?: string; description?: string[] }>
  education?: Array<{ institution: string; degree?: string; years?: string; description?: string }>
  personalProjects?: Array<{ name: string; role?: string; years?: string; description?: string[] }>
  additional?: {
    technicalSkills?: string[]
    languages?: string[]
    certificationsTraining?: string[]
    awards?: string[]
  }
}

interface GoldenCase {
  name: string
  job_description: string
  original: MatcherResume
}

/** A resume-matcher resume in the app's stored form: light Markdown, `#` headings, `-` bullets. */
function renderMatcherResume(resume: MatcherResume): string {
  const { personalInfo: info } = resume
  const lines = [`# ${info.name}`, info.title ?? '']
  lines.push([info.email, info.phone, info.location].filter(Boolean).join(' | '))
  if (resume.summary) lines.push('', '## Summary', resume.summary)
  lines.push('', '## Experience')
  for (const job of resume.workExperience ?? []) {
    lines.push(`**${job.title}**, ${job.company} — ${job.years ?? ''}`)
    for (const item of job.description ?? []) lines.push(`- ${item}`)
    lines.push('')
  }
  if (resume.personalProjects?.length) {
    lines.push('## Projects')
    for (const project of resume.personalProjects) {
      lines.push(`**${project.name}**, ${project.role ?? ''} — ${project.years ?? ''}`)
      for (const item of project.description ?? []) lines.push(`- ${item}`)
    }
    lines.push('')
  }
  lines.push('## Education')
  for (const school of resume.education ?? []) {
    lines.push(`${school.degree ?? ''}, ${school.institution} — ${school.years ?? ''}`)
  }
  const extra = resume.additional ?? {}
  lines.push('', '## Skills', `- ${(extra.technicalSkills ?? []).join(', ')}`)
  if (extra.certificationsTraining?.length) {
    lines.push('', '## Certifications', ...extra.certificationsTraining.map((item) => `- ${item}`))
  }
  if (extra.awards?.length) lines.push('', '## Awards', ...extra.awards.map((item) => `- ${item}`))
  return lines.join('\n')
}

const RUSSIAN_JOB = `Ведущий Java-разработчик в Т-Банк

Задачи:
- разработка высоконагруженных сервисов на Java и Kotlin
- проектирование платёжных систем

Требования:
- опыт разработки от 5 лет
- Spring Boot, PostgreSQL, Kafka
- Docker, Kubernetes
`

const SPANISH_JOB = `Diseñador/a de Producto Sénior en Glovo

Responsabilidades:
- Diseñar flujos de comercio electrónico en aplicaciones móviles.
- Realizar investigación de usuarios y pruebas de usabilidad.
- Mantener nuestro sistema de diseño en Figma.

Requisitos:
- Dominio de Figma y prototipado.
- Conocimientos de accesibilidad.
`

interface Pair {
  resume: string
  job: string
  language: AnalysisLanguage
  fullName: string
  email: string
  title: string
  company: string
}

function pairs(): Pair[] {
  const golden = JSON.parse(readFileSync(`${EVAL}/golden_cases.json`, 'utf8')) as GoldenCase[]
  const master = JSON.parse(readFileSync(`${EVAL}/master-resume.json`, 'utf8')) as MatcherResume
  const jd = (name: string) => readFileSync(`${EVAL}/jds/${name}.txt`, 'utf8')
  const fromMatcher = (resume: MatcherResume, job: string, company: string): Pair => ({
    resume: renderMatcherResume(resume),
    job,
    language: 'en',
    fullName: resume.personalInfo.name,
    email: resume.personalInfo.email ?? '',
    title: resume.personalInfo.title ?? 'Engineer',
    company,
  })
  return [
    {
      resume: ENGLISH_RESUME,
      job: jd('backend-eng'),
      language: 'en',
      fullName: 'Jane Doe',
      email: 'jane.doe@example.com',
      title: 'Senior Backend Engineer',
      company: 'Stripe',
    },
    ...golden.map((item) => fromMatcher(item.original, item.job_description, 'TechCorp')),
    fromMatcher(master, jd('frontend-eng'), 'Globex'),
    {
      resume: RUSSIAN_RESUME,
      job: RUSSIAN_JOB,
      language: 'ru',
      fullName: 'Иван Петров',
      email: 'ivan.petrov@example.ru',
      title: 'Ведущий Java-разработчик',
      company: 'Т-Банк',
    },
    {
      resume: SPANISH_RESUME,
      job: SPANISH_JOB,
      language: 'es',
      fullName: 'María José Núñez',
      email: '',
      title: 'Diseñadora de Producto Sénior',
      company: 'Glovo',
    },
  ]
}

/** Bio forms as people fill them in: the golden cases' people, and one in Russian and Spanish. */
function bioForms(): Array<Omit<BioInput, 'tone'>> {
  const golden = JSON.parse(readFileSync(`${EVAL}/golden_cases.json`, 'utf8')) as GoldenCase[]
  const fromMatcher = (resume: MatcherResume): Omit<BioInput, 'tone'> => ({
    language: 'en',
    fullName: resume.personalInfo.name,
    currentTitle: resume.personalInfo.title ?? 'Engineer',
    industry: 'Software',
    education: (resume.education ?? [])
      .map((school) => `${school.degree ?? ''}, ${school.institution}`)
      .join('\n'),
    awards: (resume.additional?.awards ?? []).join('\n'),
    accomplishments: (resume.workExperience ?? [])
      .flatMap((job) => job.description ?? [])
      .join('\n'),
  })
  return [
    ...golden.map((item) => fromMatcher(item.original)),
    {
      language: 'ru',
      fullName: 'Иван Петров',
      currentTitle: 'Финансовый директор',
      industry: 'Розничная торговля',
      education: 'МГУ им. М. В. Ломоносова, экономический факультет',
      awards: 'Финансовый директор года — 2022',
      accomplishments:
        'Руководил IPO компании на Московской бирже.\nСократил операционные расходы на 18 %.\nЗапуск системы бюджетирования в 12 филиалах.',
    },
    {
      language: 'es',
      fullName: 'María José Núñez',
      currentTitle: 'Directora de Operaciones',
      industry: 'Comercio electrónico',
      education: 'MBA, IE Business School',
      awards: '',
      accomplishments:
        'Lideré la expansión a 4 países de Latinoamérica. Reduje los costes logísticos un 22 %. Dirigí un equipo de 120 personas.',
    },
  ]
}

/** Every input timed `ITERATIONS` times after `WARMUP` runs; all the times, ascending. */
async function pooled<T>(inputs: T[], work: (input: T) => Promise<unknown>): Promise<number[]> {
  const times: number[] = []
  for (const input of inputs) {
    times.push(...(await timeRuns(() => work(input), { warmup: WARMUP, iterations: ITERATIONS })))
  }
  return times.sort((a, b) => a - b)
}

/** A fixed month, so a role "to present" measures the same every run. */
const TODAY = '2026-11'

async function main(): Promise<void> {
  const writer = createOfflineWriter()
  const jobs = pairs()
  // What a user waits for: the analysis with the fit report, the change set and its guard.
  const optimize = await pooled(jobs, (pair) => {
    const analysis = analyzeWithFit({ resume: pair.resume, jobDescription: pair.job, today: TODAY })
    return proposeOptimization(writer, {
      resume: pair.resume,
      jobDescription: pair.job,
      analysis,
      language: analysis.language ?? pair.language,
      today: TODAY,
    })
  })
  const letters = await pooled(
    jobs.flatMap((pair) => TONES.map((tone) => ({ pair, tone }))),
    ({ pair, tone }) => {
      const analysis = analyzeResume({ resume: pair.resume, jobDescription: pair.job })
      return writer.writeCoverLetter({
        fullName: pair.fullName,
        email: pair.email,
        targetJobTitle: pair.title,
        companyName: pair.company,
        resumeContent: pair.resume,
        jobDescription: pair.job,
        tone,
        analysis,
        language: pair.language,
      })
    },
  )
  const bios = await pooled(
    bioForms().flatMap((form) => TONES.map((tone) => ({ ...form, tone }))),
    (input) => writer.writeBio(input),
  )
  const figures = {
    optimize_p50_ms: round(percentile(optimize, 50), 3),
    bio_p50_ms: round(percentile(bios, 50), 3),
    cover_letter_p50_ms: round(percentile(letters, 50), 3),
  }
  console.error(
    `offline writer (${writer.name}): ${ITERATIONS} timed runs per input after ${WARMUP} warm-up runs; ` +
      `${jobs.length} resume/job pairs, ${bios.length / ITERATIONS} bio forms x tones (target: p50 <= 50 ms each)`,
  )
  process.stdout.write(`${JSON.stringify(figures)}\n`)
}

await main()
