import { describe, expect, it } from 'vitest'
import { placeholdersOf, REQUEST_LANGUAGES } from '../language-of-request.ts'
import { DocumentError } from './document-error.ts'
import { DOCUMENT_MESSAGES, documentMessage, type DocumentMessageId } from './document-messages.ts'

const ids = Object.keys(DOCUMENT_MESSAGES) as DocumentMessageId[]

describe('document messages', () => {
  it.each(ids)('%s has en, ru and es texts with the same placeholders', (id) => {
    const texts = DOCUMENT_MESSAGES[id]
    expect(Object.keys(texts).sort()).toEqual([...REQUEST_LANGUAGES].sort())
    for (const language of REQUEST_LANGUAGES) expect(texts[language].trim()).not.toBe('')
    expect(placeholdersOf(texts.ru)).toEqual(placeholdersOf(texts.en))
    expect(placeholdersOf(texts.es)).toEqual(placeholdersOf(texts.en))
    // Translated, not left in English: Russian in Cyrillic, Spanish its own text.
    expect(texts.ru).toMatch(/[А-Яа-яЁё]{3}/)
    expect(texts.es).not.toBe(texts.en)
  })

  it('fills numbers the way each language writes them', () => {
    const params = { count: 5000 }
    expect(documentMessage('zip_too_many_entries', 'en', params)).toContain('more than 5,000 files')
    expect(documentMessage('zip_too_many_entries', 'ru', params)).toContain(
      'больше 5\u00a0000 файлов',
    )
    expect(documentMessage('zip_too_many_entries', 'es', params)).toContain('más de 5000 archivos')
  })
})

describe('DocumentError', () => {
  it('keeps its code, status and English message, and renders itself in each language', () => {
    const error = new DocumentError('too_large', 'file_too_large', { params: { megabytes: 10 } })
    expect(error.code).toBe('too_large')
    expect(error.status).toBe(413)
    expect(error.message).toBe(
      'This file is larger than 10 MB, far more than a resume needs. Remove large images or save it as a smaller PDF or DOCX, or paste the text instead.',
    )
    expect(error.messageIn('en')).toBe(error.message)
    expect(error.messageIn('ru')).toMatch(/^Этот файл больше 10 МБ/)
    expect(error.messageIn('es')).toMatch(/^Este archivo ocupa más de 10 MB/)
  })

  it('keeps a cause only when given one', () => {
    const cause = new Error('inner')
    expect(new DocumentError('corrupt', 'pdf_damaged', { cause }).cause).toBe(cause)
    expect('cause' in new DocumentError('empty', 'empty')).toBe(false)
  })
})
