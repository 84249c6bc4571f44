import { describe, expect, it } from 'vitest'
import { DocumentError } from '../documents/document-error.ts'
import { placeholdersOf, REQUEST_LANGUAGES } from '../language-of-request.ts'
import { FILE_IMPORT_HINT, NO_PROVIDER_MESSAGE, ProfileImportError } from './import-error.ts'
import { IMPORT_MESSAGES, type ImportMessageId } from './import-messages.ts'

const ids = Object.keys(IMPORT_MESSAGES) as ImportMessageId[]

describe('profile import messages', () => {
  it.each(ids)('%s has en, ru and es texts with the same placeholders', (id) => {
    const texts = IMPORT_MESSAGES[id]
    expect(Object.keys(texts).sort()).toEqual([...REQUEST_LANGUAGES].sort())
    for (const language of REQUEST_LANGUAGES) expect(texts[language].trim()).not.toBe('')
    expect(placeholdersOf(texts.ru)).toEqual(placeholdersOf(texts.en))
    expect(placeholdersOf(texts.es)).toEqual(placeholdersOf(texts.en))
    expect(texts.ru).toMatch(/[А-Яа-яЁё]{3}/)
    expect(texts.es).not.toBe(texts.en)
  })

  it('keeps the English texts the routes answered before', () => {
    expect(FILE_IMPORT_HINT).toBe(
      'Upload your LinkedIn "Save to PDF" file (on your profile: More > Save to PDF) or the data-export ZIP (Settings > Data privacy > Get a copy of your data) instead.',
    )
    expect(NO_PROVIDER_MESSAGE).toBe(
      `Importing by profile URL needs a profile-data provider, and none is configured on this server. ${FILE_IMPORT_HINT}`,
    )
  })
})

describe('ProfileImportError', () => {
  it('renders its message, with its parameters, in each language', () => {
    const error = new ProfileImportError(413, 'csv_too_many_rows', {
      params: { file: 'Skills.csv', rows: 1000, kilobytes: 64 },
    })
    expect(error.message).toMatch(
      /^Skills\.csv in this ZIP holds more than a profile has \(over 1,000 rows, or a row over 64 KB\)/,
    )
    expect(error.messageIn('ru')).toMatch(/^В файле Skills\.csv .*более 1\u00a0000 строк .*64 КБ/)
    expect(error.messageIn('es')).toMatch(/^El archivo Skills\.csv .*más de 1000 filas .*64 KB/)
  })

  it('passes a document refusal through in each language', () => {
    const error = new ProfileImportError(422, new DocumentError('corrupt', 'pdf_damaged'))
    expect(error.message).toMatch(/^This PDF is damaged or not a valid PDF/)
    expect(error.messageIn('ru')).toMatch(/^Этот PDF повреждён/)
    expect(error.messageIn('es')).toMatch(/^Este PDF está dañado/)
  })
})
