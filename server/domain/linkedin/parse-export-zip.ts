import { CsvError, parse } from 'csv-parse/sync'
import type { LinkedinImportResponse } from '../../../src/contract/pro.ts'
import { DocumentError } from '../documents/document-error.ts'
import { listZipEntries, MAX_ZIP_ENTRIES, readZipEntries } from '../documents/zip-entries.ts'
import { ProfileImportError } from './import-error.ts'

/** The four files of LinkedIn's data export that the import reads (decisions.md). */
export const EXPORT_FILES = ['Profile.csv', 'Positions.csv', 'Education.csv', 'Skills.csv'] as const
type ExportFile = (typeof EXPORT_FILES)[number]

/** The columns each file must have for its rows to mean anything. */
const REQUIRED_COLUMNS: Record<ExportFile, readonly string[]> = {
  'Profile.csv': ['First Name', 'Last Name'],
  'Positions.csv': ['Company Name', 'Title'],
  'Education.csv': ['School Name'],
  'Skills.csv': ['Name'],
}

/** These four CSVs are a few kilobytes even for a long career; more is not a profile export. */
const MAX_CSV_BYTES = 5 * 1024 * 1024
/**
 * Rows one of these files may have: LinkedIn allows 100 skills, and a career has tens of positions.
 * Unbounded, 5 MB of one-letter lines is 2.5 million rows (8 s and 300 MB in csv-parse); the
 * parser stops one row past this instead. A row longer than MAX_CSV_RECORD_CHARS (a position's
 * description is at most 2,000 characters) stops it too.
 */
export const MAX_CSV_ROWS = 1000
const MAX_CSV_RECORD_CHARS = 64 * 1024

type Row = Record<string, string>

function exportFileOf(entryName: string): ExportFile | undefined {
  // The export may sit in a folder; names are matched without it and without case.
  const base = entryName.split('/').pop()?.toLowerCase() ?? ''
  return EXPORT_FILES.find((file) => file.toLowerCase() === base)
}

function readCsv(file: ExportFile, bytes: Uint8Array): Row[] {
  let rows: Row[]
  try {
    rows = parse(Buffer.from(bytes).toString('utf8'), {
      columns: (header: string[]) => header.map((name) => name.trim()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
      to: MAX_CSV_ROWS + 1,
      max_record_size: MAX_CSV_RECORD_CHARS,
    })
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE') throw tooManyRows(file)
    const line = error instanceof CsvError ? error.lines : undefined
    if (typeof line === 'number' && line > 0) {
      // The line as a bare number ("line 1234"), not a formatted amount.
      throw new ProfileImportError(422, 'csv_unreadable_at_line', {
        params: { file, line: String(line) },
        cause: error,
      })
    }
    throw new ProfileImportError(422, 'csv_unreadable', { params: { file }, cause: error })
  }
  if (rows.length > MAX_CSV_ROWS) throw tooManyRows(file)
  const columns = new Set(Object.keys(rows[0] ?? {}))
  const missing = REQUIRED_COLUMNS[file].filter((name) => rows.length > 0 && !columns.has(name))
  if (missing.length > 0) {
    throw new ProfileImportError(
      422,
      missing.length === 1 ? 'csv_missing_column' : 'csv_missing_columns',
      { params: { file, columns: missing.map((m) => `"${m}"`).join(', ') } },
    )
  }
  return rows
}

function tooManyRows(file: ExportFile): ProfileImportError {
  return new ProfileImportError(413, 'csv_too_many_rows', {
    params: { file, rows: MAX_CSV_ROWS, kilobytes: MAX_CSV_RECORD_CHARS / 1024 },
  })
}

function cell(row: Row, column: string): string {
  return (row[column] ?? '').replace(/\r\n?/g, '\n').trim()
}

function optional(text: string): string | undefined {
  return text === '' ? undefined : text
}

function yearOf(date: string): string | undefined {
  return /\b(19|20)\d{2}\b/.exec(date)?.[0]
}

/**
 * The profile in LinkedIn's data-export ZIP: Profile.csv (First Name, Last Name, Headline,
 * Summary, ...), Positions.csv (Company Name, Title, Description, Location, Started On,
 * Finished On), Education.csv (School Name, Start Date, End Date, Notes, Degree Name, Activities)
 * and Skills.csv (Name). Only these entries are inflated; a ZIP without Profile.csv is refused.
 */
export function parseExportZip(bytes: Uint8Array): LinkedinImportResponse {
  let wanted: Array<{ name: string; file: ExportFile; size: number }>
  try {
    wanted = listZipEntries(bytes).flatMap((entry) => {
      const file = exportFileOf(entry.name)
      return file === undefined ? [] : [{ name: entry.name, file, size: entry.uncompressedSize }]
    })
  } catch (error) {
    // listZipEntries answers 413 for one reason only: more entries than MAX_ZIP_ENTRIES.
    if (error instanceof DocumentError && error.status === 413) {
      throw new ProfileImportError(413, 'zip_too_many_entries', {
        params: { count: MAX_ZIP_ENTRIES },
        cause: error,
      })
    }
    throw new ProfileImportError(422, 'zip_damaged', { cause: error })
  }
  if (!wanted.some((entry) => entry.file === 'Profile.csv')) {
    throw new ProfileImportError(422, 'zip_no_profile')
  }
  if (wanted.reduce((sum, entry) => sum + entry.size, 0) > MAX_CSV_BYTES) {
    throw new ProfileImportError(413, 'csv_too_large')
  }
  const names = new Set(wanted.map((entry) => entry.name))
  let contents: Record<string, Uint8Array>
  try {
    contents = readZipEntries(bytes, (name) => names.has(name))
  } catch (error) {
    throw new ProfileImportError(422, 'zip_damaged', { cause: error })
  }
  const rowsOf = (file: ExportFile): Row[] => {
    const entry = wanted.find((candidate) => candidate.file === file)
    const data = entry === undefined ? undefined : contents[entry.name]
    return data === undefined ? [] : readCsv(file, data)
  }

  const profile = rowsOf('Profile.csv')[0]
  const name =
    profile === undefined
      ? ''
      : [cell(profile, 'First Name'), cell(profile, 'Last Name')].filter(Boolean).join(' ')
  const experience = rowsOf('Positions.csv')
    .map((row) => {
      const started = cell(row, 'Started On')
      const finished = cell(row, 'Finished On')
      return {
        title: cell(row, 'Title'),
        company: cell(row, 'Company Name'),
        duration: optional(started === '' ? finished : `${started} - ${finished || 'Present'}`),
        description: optional(cell(row, 'Description')),
      }
    })
    .filter((position) => position.title !== '' || position.company !== '')
  const education = rowsOf('Education.csv')
    .map((row) => ({
      degree: optional(cell(row, 'Degree Name')),
      school: cell(row, 'School Name'),
      year: yearOf(cell(row, 'End Date')) ?? yearOf(cell(row, 'Start Date')),
    }))
    .filter((entry) => entry.school !== '')
  const skills = [...new Set(rowsOf('Skills.csv').map((row) => cell(row, 'Name')))].filter(Boolean)

  return {
    name,
    headline: profile === undefined ? undefined : optional(cell(profile, 'Headline')),
    summary: profile === undefined ? undefined : optional(cell(profile, 'Summary')),
    experience,
    education,
    skills,
    note: 'Imported from the LinkedIn data export (ZIP).',
    source: 'zip',
  }
}
