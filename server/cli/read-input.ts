import { readFile } from 'node:fs/promises'
import type { LayoutSignals } from '../../src/contract/documents.ts'
import { documentMessage } from '../domain/documents/document-messages.ts'
import { extractDocument } from '../domain/documents/extract-document.ts'

export interface InputText {
  text: string
  /** Layout facts when the input was a document file (PDF, DOCX, DOC). */
  layout?: LayoutSignals
}

async function readStdin(): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return new Uint8Array(Buffer.concat(chunks))
}

/**
 * A file (PDF, DOCX, DOC, TXT, Markdown: the kind is read from the bytes) or '-' for standard
 * input, as text. Plain text keeps no layout signals: it has no layout to judge.
 */
export async function readInput(source: string): Promise<InputText> {
  const bytes = source === '-' ? await readStdin() : new Uint8Array(await readFile(source))
  const document = await extractDocument(bytes)
  // Symbol soup is still analysed here (the CLI has no editor to fix it in), but never silently.
  if (document.textWarnings.some((warning) => warning.code === 'garbled_text')) {
    process.stderr.write(`Warning (${source}): ${documentMessage('text_garbled', 'en')}\n`)
  }
  if (document.layout.kind === 'txt') return { text: document.text }
  return { text: document.text, layout: document.layout }
}
