/**
 * Benchmarks the keyword and ATS analysis on one core and prints one JSON line on stdout:
 * {p50_ms, p99_ms, per_second, split_p50_ms, ratio_to_split, rss_mb, resume_words, jd_words,
 * adversarial_worst_p50_ms, adversarial_worst_input} (the last two: the slowest of a set of
 * 100,000-character inputs built to be slow, so "fast on adversarial input" is measured too).
 * Targets: p50 at most 10 ms, RSS at most 150 MB. `split` is a fixed baseline measured in the same
 * run (both texts lower-cased and split on /[^\p{L}\p{N}+#.]+/u), so the ratio says how far the
 * engine is from the cheapest possible pass over the same texts on the same machine.
 * The texts: the JSON Resume samples rendered as text (the senior engineer's, with the others'
 * experience after it) trimmed to about 800 words, against about 500 words of the plain-text job
 * descriptions of ../shared/data/eval/resume-matcher.
 * Run: npm run bench:analysis
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { analyzeResume } from '../server/domain/analysis/analyze-resume.ts'
import { percentile, round, timeRuns } from './bench-stats.ts'

const DATA = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../shared/data')
const RESUME_WORDS = 800
const JD_WORDS = 500
const WARMUP = 50
const ITERATIONS = 1000

interface JsonResume {
  basics: { name: string; label?: string; email?: string; phone?: string; summary?: string }
  work?: Array<{
    name: string
    position: string
    startDate?: string
    endDate?: string
    summary?: string
    highlights?: string[]
  }>
  education?: Array<{ institution: string; studyType?: string; area?: string; endDate?: string }>
  skills?: Array<{ name: string; keywords?: string[] }>
  projects?: Array<{ name: string; description?: string; highlights?: string[] }>
  certificates?: Array<{ name: string; issuer?: string }>
}

function renderResume(resume: JsonResume): string {
  const { basics } = resume
  const lines = [basics.name, basics.label ?? '', `${basics.email ?? ''} | ${basics.phone ?? ''}`]
  lines.push('', 'SUMMARY', basics.summary ?? '', '', 'EXPERIENCE')
  for (const job of resume.work ?? []) {
    lines.push(`${job.position}, ${job.name}, ${job.startDate ?? ''} - ${job.endDate ?? 'Present'}`)
    if (job.summary) lines.push(job.summary)
    for (const highlight of job.highlights ?? []) lines.push(`- ${highlight}`)
  }
  lines.push('', 'PROJECTS')
  for (const project of resume.projects ?? []) {
    lines.push(project.name, project.description ?? '')
    for (const highlight of project.highlights ?? []) lines.push(`- ${highlight}`)
  }
  lines.push('', 'EDUCATION')
  for (const school of resume.education ?? []) {
    lines.push(
      `${school.studyType ?? ''} ${school.area ?? ''}, ${school.institution}, ${school.endDate ?? ''}`,
    )
  }
  lines.push('', 'CERTIFICATIONS')
  for (const certificate of resume.certificates ?? []) lines.push(`- ${certificate.name}`)
  lines.push('', 'SKILLS')
  for (const skill of resume.skills ?? [])
    lines.push(`${skill.name}: ${(skill.keywords ?? []).join(', ')}`)
  return lines.join('\n')
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length

/** Whole lines up to about `words` words, so the text still reads like a document. */
function trimToWords(text: string, words: number): string {
  const kept: string[] = []
  let count = 0
  for (const line of text.split('\n')) {
    if (count >= words) break
    kept.push(line)
    count += countWords(line)
  }
  return kept.join('\n')
}

/** The plain-text job descriptions of the samples, joined: no PDF reader loaded into the process. */
function jobDescription(): string {
  const names = ['backend-eng', 'ml-eng', 'frontend-eng', 'product-manager']
  const texts = names.map((name) =>
    readFileSync(`${DATA}/eval/resume-matcher/jds/${name}.txt`, 'utf8'),
  )
  return trimToWords(texts.join('\n\n'), JD_WORDS)
}

/** The senior engineer's resume, with the other samples' experience after it up to the length. */
function resumeText(): string {
  const names = ['senior-engineer', 'career-changer', 'sample', 'new-grad']
  const [first, ...others] = names.map(
    (name) =>
      JSON.parse(readFileSync(`${DATA}/samples/resumes/${name}.resume.json`, 'utf8')) as JsonResume,
  )
  if (!first) throw new Error('No sample resume')
  const merged: JsonResume = {
    ...first,
    work: [...(first.work ?? []), ...others.flatMap((other) => other.work ?? [])],
    projects: [...(first.projects ?? []), ...others.flatMap((other) => other.projects ?? [])],
  }
  return trimToWords(renderResume(merged), RESUME_WORDS)
}

/** Inputs at the 100,000-character limit built to be slow: runs, bullets, names, scripts. */
const ADVERSARIAL: Record<string, string> = {
  one_letter: 'a'.repeat(100_000),
  short_bullets: '- x\n'.repeat(25_000),
  long_bullets: '- Built Python services on AWS with Docker and SQL\n'.repeat(1960),
  one_keyword: 'Python '.repeat(14_000),
  symbol_names: 'C++ C# .NET Node.js CI/CD '.repeat(3800),
  cyrillic: 'Опыт работы\n- Разработал сервис на Go\n'.repeat(2500),
}

/** The slowest adversarial input, as resume or as job description: its median time in ms. */
async function adversarialWorst(resume: string, jd: string): Promise<{ name: string; ms: number }> {
  let worst = { name: '', ms: 0 }
  for (const [name, text] of Object.entries(ADVERSARIAL)) {
    const asResume = await timeRuns(() => analyzeResume({ resume: text, jobDescription: jd }), {
      warmup: 1,
      iterations: 3,
    })
    const asJob = await timeRuns(() => analyzeResume({ resume, jobDescription: text }), {
      warmup: 1,
      iterations: 3,
    })
    for (const [role, times] of [
      ['resume', asResume],
      ['job', asJob],
    ] as const) {
      const ms = percentile(times, 50)
      if (ms > worst.ms) worst = { name: `${name} as ${role}`, ms }
    }
  }
  return worst
}

function splitBaseline(resume: string, jd: string): number {
  const pattern = /[^\p{L}\p{N}+#.]+/u
  return resume.toLowerCase().split(pattern).length + jd.toLowerCase().split(pattern).length
}

async function main(): Promise<void> {
  const resume = resumeText()
  const jd = jobDescription()

  const engine = await timeRuns(() => analyzeResume({ resume, jobDescription: jd }), {
    warmup: WARMUP,
    iterations: ITERATIONS,
  })
  const split = await timeRuns(() => splitBaseline(resume, jd), {
    warmup: WARMUP,
    iterations: ITERATIONS,
  })
  const worst = await adversarialWorst(resume, jd)
  // Resident memory in the steady state: what the process holds, not garbage not yet collected.
  const { gc } = globalThis as { gc?: () => void }
  gc?.()
  const mean = engine.reduce((sum, time) => sum + time, 0) / engine.length
  const p50 = percentile(engine, 50)
  const splitP50 = percentile(split, 50)
  const figures = {
    p50_ms: round(p50, 3),
    p99_ms: round(percentile(engine, 99), 3),
    per_second: Math.round(1000 / mean),
    split_p50_ms: round(splitP50, 4),
    ratio_to_split: round(p50 / splitP50, 1),
    rss_mb: round(process.memoryUsage().rss / (1024 * 1024), 1),
    resume_words: countWords(resume),
    jd_words: countWords(jd),
    adversarial_worst_p50_ms: round(worst.ms, 1),
    adversarial_worst_input: worst.name,
  }
  console.error(
    `analysis over ${ITERATIONS} runs after ${WARMUP} warm-up runs (targets: p50 <= 10 ms, rss <= 150 MB)`,
  )
  process.stdout.write(`${JSON.stringify(figures)}\n`)
}

await main()
