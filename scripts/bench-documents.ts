/**
 * Benchmarks document extraction and prints one JSON line on stdout:
 * {"pdf_parse_p50_ms": n, "docx_parse_p50_ms": n} (target: 100 ms or less each). Logs go to stderr.
 * The PDF is a two-page sample from ../shared/data/samples (the longest when none has two pages);
 * the DOCX is a resume of about two pages built here with docx.
 * Run: npx tsx scripts/bench-documents.ts
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildDocxFixture } from '../server/domain/documents/docx-fixture.ts'
import { extractDocument } from '../server/domain/documents/extract-document.ts'

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

async function p50(label: string, bytes: Uint8Array): Promise<number> {
  for (let run = 0; run < WARMUP; run += 1) await extractDocument(bytes)
  const times: number[] = []
  for (let run = 0; run < ITERATIONS; run += 1) {
    const started = performance.now()
    await extractDocument(bytes)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN
  console.error(
    `${label}: p50 ${median.toFixed(1)} ms, min ${times[0]?.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms over ${ITERATIONS} runs`,
  )
  return Math.round(median * 10) / 10
}

const pdf = await pickTwoPagePdf()
const pdfLayout = (await extractDocument(pdf.bytes)).layout
console.error(`PDF: ${pdf.path} (${pdfLayout.page_count} pages, ${pdfLayout.word_count} words)`)
const docx = await buildDocxFixture({ bulletCount: 36, headerLines: ['jane.example@mail.com'] })
const docxLayout = (await extractDocument(docx)).layout
console.error(`DOCX: built in memory (${docx.length} bytes, ${docxLayout.word_count} words)`)

const result = {
  pdf_parse_p50_ms: await p50('pdf', pdf.bytes),
  docx_parse_p50_ms: await p50('docx', docx),
}
process.stdout.write(`${JSON.stringify(result)}\n`)
