import { CsvError, parse } from 'csv-parse/sync'
import type { LinkedinImportResponse } from '../../../src/contract/pro.ts'
import { listZipEntries, readZipEntries } from '../documents/zip-entries.ts'
import { FILE_IMPORT_HINT, ProfileImportError } from './import-error.ts'

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

const EXPORT_AGAIN =
  'Download the data export again from LinkedIn (Settings > Data privacy > Get a copy of your data) and upload the ZIP as it came.'

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
    })
  } catch (error) {
    const line = error instanceof CsvError ? error.lines : undefined
    const where = typeof line === 'number' && line > 0 ? ` (line ${line})` : ''
    throw new ProfileImportError(
      422,
      `${file} in this ZIP is not a readable CSV file${where}. ${EXPORT_AGAIN}`,
      { cause: error },
    )
  }
  const columns = new Set(Object.keys(rows[0] ?? {}))
  const missing = REQUIRED_COLUMNS[file].filter((name) => rows.length > 0 && !columns.has(name))
  if (missing.length > 0) {
    throw new ProfileImportError(
      422,
      `${file} in this ZIP lacks the column${missing.length === 1 ? '' : 's'} ${missing.map((m) => `"${m}"`).join(', ')}, so it is not LinkedIn's export. ${EXPORT_AGAIN}`,
    )
  }
  return rows
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
    throw new ProfileImportError(
      422,
      `This ZIP file is damaged and could not be opened. ${EXPORT_AGAIN}`,
      { cause: error },
    )
  }
  if (!wanted.some((entry) => entry.file === 'Profile.csv')) {
    throw new ProfileImportError(
      422,
      `This ZIP is not a LinkedIn data export: it has no Profile.csv. ${FILE_IMPORT_HINT}`,
    )
  }
  if (wanted.reduce((sum, entry) => sum + entry.size, 0) > MAX_CSV_BYTES) {
    throw new ProfileImportError(
      413,
      `The profile files in this ZIP unpack to far more data than a profile holds, so we did not open them. ${EXPORT_AGAIN}`,
    )
  }
  const names = new Set(wanted.map((entry) => entry.name))
  let contents: Record<string, Uint8Array>
  try {
    contents = readZipEntries(bytes, (name) => names.has(name))
  } catch (error) {
    throw new ProfileImportError(
      422,
      `This ZIP file is damaged and could not be opened. ${EXPORT_AGAIN}`,
      { cause: error },
    )
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
