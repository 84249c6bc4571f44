import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const PDF = fileURLToPath(
  new URL('../../../../shared/data/samples/resumes/john_doe.pdf', import.meta.url),
)

/*
 * In a process of its own: this test process may have loaded pdf.js before (other files, the
 * setup), and then its built-ins would already be whatever pdf.js left.
 */
const SCRIPT = `
const builtins = () => [JSON.stringify, JSON.parse, Array.prototype.push, Function.prototype.toString]
const before = builtins()
const { extractPdf } = await import('./server/domain/documents/extract-pdf.ts')
const { readFileSync } = await import('node:fs')
const { text } = await extractPdf(readFileSync(${JSON.stringify(PDF)}))
const after = builtins()
process.stdout.write(JSON.stringify({
  unchanged: before.map((builtin, index) => builtin === after[index]),
  additionsKept: typeof Promise.withResolvers === 'function',
  read: text.includes('JOHN DOE'),
}))
`

describe('pdf.js', () => {
  it('reads a PDF and leaves JSON, Array.prototype.push and Function.prototype.toString native', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', SCRIPT],
      { cwd: ROOT },
    )
    expect(JSON.parse(stdout)).toEqual({
      unchanged: [true, true, true, true],
      additionsKept: true,
      read: true,
    })
  }, 30_000)
})
