/**
 * Benchmarks the keyword and ATS analysis on one core and prints one JSON line on stdout:
 * {p50_ms, p99_ms, per_second, with_fit_p50_ms, split_p50_ms, ratio_to_split, rss_mb, resume_words, jd_words,
 * adversarial_worst_p50_ms, adversarial_worst_input, resume_save_worst_p50_ms,
 * resume_save_worst_input, resume_save_core_share_at_limit} (adversarial_worst: the slowest of a
 * set of 100,000-character inputs built to be slow, so "fast on adversarial input" is measured too;
 * resume_save_worst: the slowest pair of them as resume AND job description at once, 200,000
 * characters, the most one POST or PUT /resumes analyses for its match score; core_share: the part
 * of one core a single user saving that pair at the per-user limit, 60 a minute, keeps busy).
 * with_fit: the analysis with the fit report, as POST /analyze/keywords answers (issue 20).
 * Targets: p50 at most 10 ms (with the fit report 15 ms), RSS at most 150 MB. `split` is a fixed baseline measured in the same
 * run (both texts lower-cased and split on /[^\p{L}\p{N}+#.]+/u), so the ratio says how far the
 * engine is from the cheapest possible pass over the same texts on the same machine.
 * The texts: the JSON Resume samples rendered as text (the senior engineer's, with the others'
 * experience after it) trimmed to about 800 words, against about 500 words of the plain-text job
 * descriptions of ../shared/data/eval/resume-matcher.
 * Run: npm run bench:analysis
 */
import { analyzeResume } from '../server/domain/analysis/analyze-resume.ts'
import { analyzeWithFit } from '../server/domain/fit/analyze-with-fit.ts'
import { percentile, round, timeRuns } from './bench-stats.ts'
import { countWords, sampleJobDescription, sampleResume } from './bench-samples.ts'

const RESUME_WORDS = 800
const JD_WORDS = 500
const WARMUP = 50
const ITERATIONS = 1000
/** ANALYSIS_RATE_LIMIT_PER_MINUTE's default: resume saves per minute per user (decisions.md). */
const SAVES_PER_MINUTE = 60

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

/**
 * What one POST or PUT /resumes can cost at worst: the match score (server/routes/resumes.ts,
 * matchScoreOf, which is this analysis) with both texts at their 100,000-character limit, over
 * every pair of adversarial inputs. Called directly rather than through the route module, which
 * would bundle the server into this script and inflate rss_mb.
 */
async function resumeSaveWorst(): Promise<{ name: string; ms: number }> {
  let worst = { name: '', ms: 0 }
  for (const [resumeName, resume] of Object.entries(ADVERSARIAL)) {
    for (const [jobName, jobDescription] of Object.entries(ADVERSARIAL)) {
      const times = await timeRuns(() => analyzeResume({ resume, jobDescription }), {
        warmup: 1,
        iterations: 3,
      })
      const ms = percentile(times, 50)
      if (ms > worst.ms) worst = { name: `${resumeName} as resume, ${jobName} as job`, ms }
    }
  }
  return worst
}

function splitBaseline(resume: string, jd: string): number {
  const pattern = /[^\p{L}\p{N}+#.]+/u
  return resume.toLowerCase().split(pattern).length + jd.toLowerCase().split(pattern).length
}

async function main(): Promise<void> {
  const resume = sampleResume(RESUME_WORDS)
  const jd = sampleJobDescription(JD_WORDS)

  const engine = await timeRuns(() => analyzeResume({ resume, jobDescription: jd }), {
    warmup: WARMUP,
    iterations: ITERATIONS,
  })
  // What POST /analyze/keywords runs (issue 20): the analysis with the fit report.
  const withFit = await timeRuns(
    () => analyzeWithFit({ resume, jobDescription: jd, today: '2026-11' }),
    { warmup: WARMUP, iterations: ITERATIONS },
  )
  const split = await timeRuns(() => splitBaseline(resume, jd), {
    warmup: WARMUP,
    iterations: ITERATIONS,
  })
  const worst = await adversarialWorst(resume, jd)
  const save = await resumeSaveWorst()
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
    with_fit_p50_ms: round(percentile(withFit, 50), 3),
    split_p50_ms: round(splitP50, 4),
    ratio_to_split: round(p50 / splitP50, 1),
    rss_mb: round(process.memoryUsage().rss / (1024 * 1024), 1),
    resume_words: countWords(resume),
    jd_words: countWords(jd),
    adversarial_worst_p50_ms: round(worst.ms, 1),
    adversarial_worst_input: worst.name,
    resume_save_worst_p50_ms: round(save.ms, 1),
    resume_save_worst_input: save.name,
    resume_save_core_share_at_limit: round((save.ms * SAVES_PER_MINUTE) / 60_000, 3),
  }
  console.error(
    `analysis over ${ITERATIONS} runs after ${WARMUP} warm-up runs (targets: p50 <= 10 ms, with the fit report <= 15 ms, rss <= 150 MB)`,
  )
  process.stdout.write(`${JSON.stringify(figures)}\n`)
}

await main()
