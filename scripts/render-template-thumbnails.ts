/**
 * Renders the sample English resume with each export template and writes page 1 as a PNG
 * thumbnail, 360 px wide, to public/templates/{minimalist,modern,classic}.png for the template
 * picker. The PNGs are committed, so only whoever changes a template needs to run this.
 * Needs poppler-utils (pdftoppm) on the PATH: apt-get install -y poppler-utils.
 * Run: npx tsx scripts/render-template-thumbnails.ts
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderResume } from '../server/domain/export/render-resume.ts'
import { ENGLISH_RESUME } from '../server/domain/export/sample-resumes.ts'
import { TEMPLATE_IDS } from '../server/domain/export/templates.ts'

const OUTPUT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../public/templates')
const WIDTH_PX = 360

const work = mkdtempSync(join(tmpdir(), 'jobfit-thumbnails-'))
try {
  mkdirSync(OUTPUT, { recursive: true })
  for (const template of TEMPLATE_IDS) {
    const { bytes } = await renderResume({
      title: 'Jane Doe',
      content: ENGLISH_RESUME,
      template,
      format: 'pdf',
    })
    const pdfPath = join(work, `${template}.pdf`)
    writeFileSync(pdfPath, bytes)
    // pdftoppm adds ".png" to the output root itself; -singlefile drops the page number.
    const root = join(OUTPUT, template)
    execFileSync('pdftoppm', [
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      '-scale-to-x',
      String(WIDTH_PX),
      '-scale-to-y',
      '-1',
      pdfPath,
      root,
    ])
    console.error(`${root}.png: ${Math.round(statSync(`${root}.png`).size / 1024)} KB`)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
