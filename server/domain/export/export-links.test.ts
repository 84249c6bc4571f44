import { strFromU8, unzipSync } from 'fflate'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { renderBio, renderCoverLetter } from './render-letter.ts'
import { renderResume } from './render-resume.ts'
import { TEMPLATE_IDS } from './templates.ts'

/*
 * What a downloaded file links to, read back from the file itself: the external relationships of
 * a DOCX (w:hyperlink points at them) and the link annotations of a PDF. Resume text can arrive
 * straight from the API, so the exports must hold to the editor's rule on their own
 * (src/contract/safe-href.ts): http, https and mailto link; anything else is plain text.
 */

const UNSAFE_SCHEMES = /^\s*(?:javascript|file|data|vbscript):/i

const RESUME = [
  '# Jane Doe',
  'jane@example.com | [Portfolio](https://jane.example.com) | [Blog](http://blog.example.com)',
  '## Links',
  '- [Click me](javascript:alert%28document.cookie%29) and [x](javascript:alert(1))',
  '- [Secrets](file:///C:/Users/jane/secrets.txt)',
  '- [Payload](data:text/html;base64,PHNjcmlwdD4=)',
  '- [Old](vbscript:msgbox)',
  '- **[Bold trap](JavaScript:void0)** and *[italic trap](file://server/share)*',
  '- [Write to me](mailto:jane@example.com)',
].join('\n')

const SAFE_TARGETS = [
  'mailto:jane@example.com',
  'https://jane.example.com',
  'http://blog.example.com',
]

function zipPart(bytes: Uint8Array, name: string): string {
  const part = unzipSync(bytes, { filter: (file) => file.name === name })[name]
  return part === undefined ? '' : strFromU8(part)
}

/** Every external target of a DOCX: the relationships its hyperlinks point at. */
function docxLinkTargets(bytes: Uint8Array): string[] {
  const rels = zipPart(bytes, 'word/_rels/document.xml.rels')
  return [...rels.matchAll(/<Relationship\b[^>]*>/g)]
    .filter((match) => /TargetMode="External"/.test(match[0]))
    .map((match) => /Target="([^"]*)"/.exec(match[0])?.[1] ?? '')
    .map((target) => target.replace(/&amp;/g, '&'))
}

/** Every link annotation's URI on every page of a PDF (and any other action a link could run). */
async function pdfLinkTargets(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 })
  try {
    const pdf = await task.promise
    const targets: string[] = []
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number)
      for (const annotation of (await page.getAnnotations()) as Array<Record<string, unknown>>) {
        if (annotation.subtype !== 'Link') continue
        const url = annotation.url ?? annotation.unsafeUrl
        targets.push(typeof url === 'string' ? url : JSON.stringify(annotation.action ?? null))
      }
    }
    return targets
  } finally {
    await task.destroy()
  }
}

/** The raw PDF bytes, for any URI the parser above might not surface. */
function pdfUris(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1')
  return [...text.matchAll(/\/URI\s*\(([^)]*)\)/g)].map((match) => match[1] ?? '')
}

describe('links in exported resumes', () => {
  it.each(TEMPLATE_IDS)('DOCX (%s) links only http, https and mailto', async (template) => {
    const { bytes } = await renderResume({
      title: 'Jane',
      content: RESUME,
      template,
      format: 'docx',
    })
    const targets = docxLinkTargets(bytes)
    expect(targets.filter((target) => UNSAFE_SCHEMES.test(target))).toEqual([])
    expect(new Set(targets)).toEqual(new Set(SAFE_TARGETS))
    // The refused links keep their words, as plain text.
    const xml = zipPart(bytes, 'word/document.xml')
    for (const words of ['Click me', 'Secrets', 'Payload', 'Old', 'Bold trap', 'italic trap']) {
      expect(xml).toContain(words)
    }
  })

  it.each(TEMPLATE_IDS)('PDF (%s) links only http, https and mailto', async (template) => {
    const { bytes } = await renderResume({
      title: 'Jane',
      content: RESUME,
      template,
      format: 'pdf',
    })
    const targets = await pdfLinkTargets(bytes)
    expect(targets.filter((target) => UNSAFE_SCHEMES.test(target))).toEqual([])
    // pdf.js reports each URL normalised ("https://jane.example.com/"); the file holds them as written.
    expect(targets.every((target) => /^(?:https?:\/\/|mailto:)/.test(target))).toBe(true)
    expect(new Set(pdfUris(bytes))).toEqual(new Set(SAFE_TARGETS))
  })
})

describe('links in exported letters', () => {
  const text = `Dear team,\n\nSee [my work](javascript:alert%281%29) and [notes](file:///etc/passwd).\n\nJane`
  const letter = {
    full_name: 'Jane Doe',
    target_job_title: 'Engineer',
    company_name: 'Acme',
    tone: 'neutral' as const,
    cover_letter_text: text,
  }
  const bio = {
    full_name: 'Jane Doe',
    current_title: 'Engineer',
    industry: 'Software',
    tone: 'neutral' as const,
    bio_text: text,
  }

  it.each(['docx', 'pdf'] as const)(
    'cover letters and bios (%s) carry no links',
    async (format) => {
      for (const { body } of [
        await renderCoverLetter(letter, format),
        await renderBio(bio, format),
      ]) {
        const targets = format === 'docx' ? docxLinkTargets(body) : await pdfLinkTargets(body)
        expect(targets).toEqual([])
        if (format === 'pdf') expect(pdfUris(body)).toEqual([])
      }
    },
  )
})
