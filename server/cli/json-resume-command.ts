import { readFile, writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { fromJsonResume, toJsonResume } from '../domain/resume/json-resume.ts'
import { resumeModel } from '../domain/resume/resume-model.ts'
import { readInput } from './read-input.ts'

/** Bad usage of `jobfit json-resume`: the caller prints the usage and exits with 2. */
export class JsonResumeUsageError extends Error {}

async function readText(source: string): Promise<string> {
  if (source !== '-') return readFile(source, 'utf8')
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function write(text: string, output: string | undefined): Promise<void> {
  if (output === undefined || output === '-') process.stdout.write(text)
  else await writeFile(output, text, 'utf8')
}

/**
 * `jobfit json-resume export <resume> [-o out.json]`: the resume (PDF, DOCX, DOC, TXT or
 * Markdown, read from its bytes) as JSON Resume v1.0.0. `jobfit json-resume import <resume.json>
 * [-o out.md]`: a JSON Resume as the Markdown text the app stores. `-` reads standard input.
 * A JSON Resume the import cannot read throws JsonResumeError, whose message says what to fix.
 */
export async function jsonResumeCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { output: { type: 'string', short: 'o' } },
  })
  const [action, source, ...extra] = positionals
  if (action !== 'export' && action !== 'import') {
    throw new JsonResumeUsageError(
      action === undefined
        ? 'Missing export or import after json-resume.'
        : `Unknown json-resume action "${action}": use export or import.`,
    )
  }
  if (source === undefined || source === '') {
    throw new JsonResumeUsageError(
      `Missing the file to ${action}${action === 'export' ? ' (a resume)' : ' (a JSON Resume)'}.`,
    )
  }
  if (extra.length > 0) throw new JsonResumeUsageError(`Unexpected "${extra.join(' ')}".`)
  if (action === 'export') {
    const { text } = await readInput(source)
    await write(`${JSON.stringify(toJsonResume(resumeModel(text)), null, 2)}\n`, values.output)
    return
  }
  await write(fromJsonResume(await readText(source)), values.output)
}
