import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import mammoth from 'mammoth'
import { describe, expect, it } from 'vitest'
import { extractDocument } from '../documents/extract-document.ts'
import {
  bioDocument,
  coverLetterDocument,
  letterDate,
  renderBio,
  renderCoverLetter,
  type BioExportPayload,
  type CoverLetterExportPayload,
} from './render-letter.ts'
import { DOCX_MIME_TYPE, PDF_MIME_TYPE } from './render-resume.ts'

const RUSSIAN_BIO: BioExportPayload = {
  full_name: 'Иван Петров',
  current_title: 'Финансовый директор',
  industry: 'Розничная торговля',
  tone: 'formal',
  bio_text: [
    'Иван Петров — финансовый директор. Сфера профессиональной деятельности — розничная торговля.',
    'Профессиональный путь отмечен конкретными результатами. Иван Петров руководил IPO компании на Московской бирже и сократил операционные расходы на 18 %.',
    'Йога, ёжик и съёмка: буквы «й», «ё» и «ъ» тоже должны читаться.',
  ].join('\n\n'),
}

const ENGLISH_BIO: BioExportPayload = {
  full_name: 'Jane Doe',
  current_title: 'Chief Financial Officer',
  industry: 'Financial services',
  tone: 'neutral',
  bio_text: [
    'Jane Doe is a Chief Financial Officer working in financial services.',
    'A few highlights stand out. Jane led the turnaround of a $400M business unit.',
    'Jane’s education includes an MBA, Wharton School.',
  ].join('\n\n'),
}

const SPANISH_LETTER: CoverLetterExportPayload = {
  full_name: 'María José Núñez',
  email: 'maria.nunez@example.es',
  target_job_title: 'Diseñadora de Producto Sénior',
  company_name: 'Glovo',
  tone: 'formal',
  cover_letter_text: [
    'Estimado equipo de selección de Glovo:',
    'Me dirijo a ustedes para presentar mi candidatura al puesto de Diseñadora de Producto Sénior en Glovo.',
    'Por ejemplo, rediseñé el proceso de pago, aumentando la conversión un 18 %.',
    'Les agradezco de antemano su tiempo y consideración.',
    'Atentamente,\nMaría José Núñez\nmaria.nunez@example.es',
  ].join('\n\n'),
}

const ENGLISH_LETTER: CoverLetterExportPayload = {
  full_name: 'Jane Doe',
  target_job_title: 'Senior Backend Engineer',
  company_name: 'Stripe',
  tone: 'neutral',
  cover_letter_text: [
    'Dear Stripe hiring team,',
    'I would like to apply for the Senior Backend Engineer role at Stripe.',
    'For example, I led the migration of the billing service to event sourcing.',
    'Thank you for considering my application.',
    'Kind regards,\nJane Doe',
  ].join('\n\n'),
}

const FIXED_NOW = new Date('2026-03-05T12:00:00Z')

/** Whitespace collapsed: PDF lines break where the page does, not where the text did. */
const flat = (text: string): string => text.replace(/\s+/g, ' ').trim()

function paragraphs(text: string): string[] {
  return text.split(/\n\s*\n/).map(flat)
}

async function docxText(body: Buffer): Promise<string> {
  return flat((await mammoth.extractRawText({ buffer: body })).value)
}

function pdftotext(body: Buffer): string | null {
  if (spawnSync('pdftotext', ['-v']).error) return null
  const dir = mkdtempSync(join(tmpdir(), 'letter-'))
  try {
    const file = join(dir, 'letter.pdf')
    writeFileSync(file, body)
    const result = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    return result.stdout
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('renderBio', () => {
  it('reads a Russian bio back in Russian from the PDF, with the embedded Unicode font', async () => {
    const file = await renderBio(RUSSIAN_BIO, 'pdf')
    expect(file.mimeType).toBe(PDF_MIME_TYPE)
    expect(file.fileName).toBe('иван-петров-bio.pdf')
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-')
    expect(file.body.toString('latin1')).toContain('DejaVuSerif')
    const { text } = await extractDocument(new Uint8Array(file.body))
    const found = flat(text)
    expect(found).toContain('Иван Петров')
    expect(found).toContain('Финансовый директор · Розничная торговля')
    for (const paragraph of paragraphs(RUSSIAN_BIO.bio_text)) expect(found).toContain(paragraph)
  })

  it('reads the same Russian bio back with pdftotext where the binary exists', async (context) => {
    const file = await renderBio(RUSSIAN_BIO, 'pdf')
    const text = pdftotext(file.body)
    if (text === null) {
      context.skip()
      return
    }
    for (const paragraph of paragraphs(RUSSIAN_BIO.bio_text))
      expect(flat(text)).toContain(paragraph)
  })

  it('keeps every paragraph of the bio in the DOCX, after the name and the subtitle', async () => {
    for (const payload of [RUSSIAN_BIO, ENGLISH_BIO]) {
      const file = await renderBio(payload, 'docx')
      expect(file.mimeType).toBe(DOCX_MIME_TYPE)
      expect(file.fileName.endsWith('-bio.docx')).toBe(true)
      const text = await docxText(file.body)
      expect(
        text.startsWith(`${payload.full_name} ${payload.current_title} · ${payload.industry}`),
      ).toBe(true)
      for (const paragraph of paragraphs(payload.bio_text)) expect(text).toContain(paragraph)
    }
  })

  it('lays the bio out as title, subtitle and one block per paragraph', () => {
    const document = bioDocument(ENGLISH_BIO)
    expect(document.blocks.map((block) => block.kind)).toEqual([
      'title',
      'subtitle',
      'paragraph',
      'paragraph',
      'paragraph',
    ])
  })

  it('gives the same bytes for the same bio', async () => {
    const first = await renderBio(ENGLISH_BIO, 'pdf')
    const second = await renderBio(ENGLISH_BIO, 'pdf')
    expect(first.body.equals(second.body)).toBe(true)
  })
})

describe('renderCoverLetter', () => {
  it('lays the letter out like a letter: sender, date, addressee, subject, then the text', async () => {
    const file = await renderCoverLetter(SPANISH_LETTER, 'docx', { now: FIXED_NOW })
    const text = await docxText(file.body)
    const order = [
      'María José Núñez maria.nunez@example.es',
      '5 de marzo de 2026',
      'Equipo de selección Glovo',
      'Asunto: candidatura al puesto de Diseñadora de Producto Sénior',
      'Estimado equipo de selección de Glovo:',
      'Atentamente, María José Núñez maria.nunez@example.es',
    ].map((part) => text.indexOf(part))
    expect(order.every((index) => index >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    for (const paragraph of paragraphs(SPANISH_LETTER.cover_letter_text)) {
      expect(text).toContain(paragraph)
    }
    expect(file.fileName).toBe('maría-josé-núñez-cover-letter-glovo.docx')
  })

  it('keeps every paragraph and the accents in the PDF', async () => {
    const file = await renderCoverLetter(SPANISH_LETTER, 'pdf', { now: FIXED_NOW })
    expect(file.mimeType).toBe(PDF_MIME_TYPE)
    const found = flat((await extractDocument(new Uint8Array(file.body))).text)
    expect(found).toContain('5 de marzo de 2026')
    for (const paragraph of paragraphs(SPANISH_LETTER.cover_letter_text)) {
      expect(found).toContain(paragraph)
    }
  })

  it('leaves the email out of the sender block when none was given', () => {
    const document = coverLetterDocument(ENGLISH_LETTER, { now: FIXED_NOW })
    expect(document.blocks[0]).toEqual({ kind: 'sender', lines: ['Jane Doe'] })
    expect(document.blocks[1]).toEqual({ kind: 'lines', lines: ['March 5, 2026'] })
    expect(document.blocks[3]).toEqual({
      kind: 'lines',
      lines: ['Re: Application for the Senior Backend Engineer position'],
      bold: true,
    })
    // The sign-off keeps its line breaks: one block, two lines.
    expect(document.blocks.at(-1)).toEqual({
      kind: 'paragraph',
      lines: ['Kind regards,', 'Jane Doe'],
    })
  })
})

describe('letterDate', () => {
  it('writes the long date of each language', () => {
    expect(letterDate(FIXED_NOW, 'en')).toBe('March 5, 2026')
    expect(letterDate(FIXED_NOW, 'es')).toBe('5 de marzo de 2026')
    expect(letterDate(FIXED_NOW, 'ru')).toBe('5 марта 2026 г.')
  })
})
