/**
 * Benchmarks reading and writing documents and prints one JSON line on stdout:
 * {"pdf_parse_p50_ms", "docx_parse_p50_ms", "docx_export_p50_ms", "pdf_export_p50_ms"}
 * (target: 100 ms or less each). Logs go to stderr.
 * Parsing: the PDF is a two-page sample from ../shared/data/samples (the longest when none has two
 * pages); the DOCX is a resume of about two pages built here with docx.
 * Exporting: a two-page resume rendered with renderResume, the runs taking the three templates in
 * turn, so the p50 covers all of them (each template's own p50 is logged).
 * Run: npx tsx scripts/bench-documents.ts
 */
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildDocxFixture } from '../server/domain/documents/docx-fixture.ts'
import { extractDocument } from '../server/domain/documents/extract-document.ts'
import { renderResume } from '../server/domain/export/render-resume.ts'
import { twoPageResume } from '../server/domain/export/sample-resumes.ts'
import { TEMPLATE_IDS } from '../server/domain/export/templates.ts'
import { percentile, round, timeRuns } from './bench-stats.ts'

const SAMPLES = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../shared/data/samples')
const WARMUP = 5
const ITERATIONS = 40

async function pickTwoPagePdf(): Promise<{ path: string; bytes: Uint8Array }> {
  const candidates = ['resumes', 'jds'].flatMap((folder) =>
    readdirSync(join(SAMPLES, folder))
      .filter((name) => name.endsWith('.pdf'))
      .map((name) => join(SAMPLES, folder, name)),
  )
  let longest: { path: string; bytes: Uint8Array } | null = null
  for (const path of candidates) {
    const bytes = new Uint8Array(readFileSync(path))
    // Reading each candidate once also warms pdf.js up.
    const { layout } = await extractDocument(bytes)
    if (layout.page_count === 2) return { path, bytes }
    if (!longest || bytes.length > longest.bytes.length) longest = { path, bytes }
  }
  if (!longest) throw new Error(`No sample PDF found in ${SAMPLES}`)
  return longest
}

async function p50(label: string, work: () => unknown): Promise<number> {
  // CPU time per run (warm-up included) tells a slow machine from a busy one; wall time is the metric.
  const cpuBefore = process.cpuUsage()
  const times = await timeRuns(work, { warmup: WARMUP, iterations: ITERATIONS })
  const cpu = process.cpuUsage(cpuBefore)
  const cpuPerRun = (cpu.user + cpu.system) / 1000 / (WARMUP + ITERATIONS)
  const median = percentile(times, 50)
  console.error(
    `${label}: p50 ${median.toFixed(1)} ms, min ${times[0]?.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms over ${ITERATIONS} runs; CPU ${cpuPerRun.toFixed(1)} ms a run`,
  )
  return round(median, 1)
}

async function exportP50(format: 'docx' | 'pdf', content: string): Promise<number> {
  for (const template of TEMPLATE_IDS) {
    await p50(`${format} export, ${template}`, () =>
      renderResume({ title: 'Jane Doe', content, template, format }),
    )
  }
  let run = 0
  return p50(`${format} export, all templates`, () => {
    run += 1
    const template = TEMPLATE_IDS[run % TEMPLATE_IDS.length] ?? 'minimalist'
    return renderResume({ title: 'Jane Doe', content, template, format })
  })
}

console.error(
  `Load average: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} on ${availableParallelism()} CPUs`,
)
const pdf = await pickTwoPagePdf()
const pdfLayout = (await extractDocument(pdf.bytes)).layout
console.error(`PDF: ${pdf.path} (${pdfLayout.page_count} pages, ${pdfLayout.word_count} words)`)
const docx = await buildDocxFixture({ bulletCount: 36, headerLines: ['jane.example@mail.com'] })
const docxLayout = (await extractDocument(docx)).layout
console.error(`DOCX: built in memory (${docx.length} bytes, ${docxLayout.word_count} words)`)
const resume = twoPageResume()
const exported = await renderResume({
  title: 'x',
  content: resume,
  template: 'classic',
  format: 'pdf',
})
const exportedLayout = (await extractDocument(exported.bytes)).layout
console.error(
  `Export: a ${exportedLayout.page_count}-page resume (${exportedLayout.word_count} words) in each template`,
)

const result = {
  pdf_parse_p50_ms: await p50('pdf parse', () => extractDocument(pdf.bytes)),
  docx_parse_p50_ms: await p50('docx parse', () => extractDocument(docx)),
  docx_export_p50_ms: await exportP50('docx', resume),
  pdf_export_p50_ms: await exportP50('pdf', resume),
}
process.stdout.write(`${JSON.stringify(result)}\n`)
