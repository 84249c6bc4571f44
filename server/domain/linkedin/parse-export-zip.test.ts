import { zipSync, strToU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { linkedinImportResponseSchema } from '../../../src/contract/pro.ts'
import { ProfileImportError } from './import-error.ts'
import { zip64EndClaiming } from '../../test/malformed-files.ts'
import { MAX_ZIP_ENTRIES } from '../documents/zip-entries.ts'
import { MAX_CSV_ROWS, parseExportZip } from './parse-export-zip.ts'
import { buildExportZip } from './profile-fixtures.ts'

function refusal(bytes: Uint8Array): ProfileImportError {
  try {
    parseExportZip(bytes)
  } catch (error) {
    if (error instanceof ProfileImportError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

describe('parseExportZip', () => {
  it('maps Profile, Positions, Education and Skills to the import shape', () => {
    const profile = parseExportZip(buildExportZip())
    expect(linkedinImportResponseSchema.parse(profile)).toEqual(profile)
    expect(profile).toEqual({
      name: 'Sam Okafor',
      headline: 'Data Engineer | Spark, Airflow',
      summary: 'I build pipelines that finance trusts.\nOn call, on time.',
      experience: [
        {
          title: 'Data Engineer',
          company: 'Kora Bank',
          duration: 'Feb 2022 - Present',
          description: 'Moved the ledger feed to Airflow, "zero" missed runs since.',
        },
        { title: 'Software Engineer', company: 'Andela', duration: 'Jan 2019 - Jan 2022' },
      ],
      education: [{ degree: 'BSc Computer Science', school: 'University of Lagos', year: '2018' }],
      skills: ['Apache Spark', 'Airflow', 'SQL'],
      note: 'Imported from the LinkedIn data export (ZIP).',
      source: 'zip',
    })
  })

  it('finds the files in a folder and without the optional ones', () => {
    const profile = parseExportZip(
      buildExportZip(
        { 'Skills.csv': undefined, 'Education.csv': undefined },
        'Basic_LinkedInDataExport/',
      ),
    )
    expect(profile.name).toBe('Sam Okafor')
    expect(profile.skills).toEqual([])
    expect(profile.education).toEqual([])
    expect(profile.experience).toHaveLength(2)
  })

  it('refuses a ZIP without Profile.csv', () => {
    const error = refusal(zipSync({ 'notes.txt': strToU8('hello') }))
    expect(error.status).toBe(422)
    expect(error.message).toMatch(/not a LinkedIn data export: it has no Profile\.csv/)
  })

  it('refuses a malformed CSV, naming the file and the line', () => {
    const error = refusal(
      buildExportZip({ 'Positions.csv': 'Company Name,Title\n"Kora Bank,Data Engineer\n' }),
    )
    expect(error.status).toBe(422)
    expect(error.message).toMatch(/^Positions\.csv in this ZIP is not a readable CSV file/)
  })

  it('refuses a CSV without the columns it needs', () => {
    const error = refusal(buildExportZip({ 'Skills.csv': 'Skill\nSQL\n' }))
    expect(error.status).toBe(422)
    expect(error.message).toMatch(/Skills\.csv in this ZIP lacks the column "Name"/)
  })

  it('refuses a ZIP whose directory claims more entries than it holds, at once', () => {
    const started = performance.now()
    const error = refusal(zip64EndClaiming(0xffffffff))
    expect(error.status).toBe(422)
    expect(error.message).toMatch(/damaged/)
    expect(performance.now() - started).toBeLessThan(100)
  })

  it('refuses a ZIP of more files than any export has (413)', () => {
    const files = Object.fromEntries(
      Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, index) => [`f${index}.csv`, '']),
    )
    const error = refusal(buildExportZip(files))
    expect(error.status).toBe(413)
    expect(error.message).toMatch(/more than 5,000 files/)
  })

  it('stops reading a CSV past the rows or row length a profile can have (413)', () => {
    const started = performance.now()
    const rows = refusal(buildExportZip({ 'Skills.csv': `Name\n${'x\n'.repeat(2_000_000)}` }))
    expect(rows.status).toBe(413)
    expect(rows.message).toMatch(/^Skills\.csv in this ZIP holds more than a profile has/)
    expect(performance.now() - started).toBeLessThan(2000)
    const long = refusal(
      buildExportZip({ 'Positions.csv': `Company Name,Title\nKora,"${'x'.repeat(70_000)}"\n` }),
    )
    expect(long.status).toBe(413)
    expect(() =>
      parseExportZip(buildExportZip({ 'Skills.csv': `Name\n${'SQL\n'.repeat(MAX_CSV_ROWS)}` })),
    ).not.toThrow()
  })

  it('refuses a damaged ZIP', () => {
    const bytes = buildExportZip().slice(0, 60)
    const error = refusal(bytes)
    expect(error.status).toBe(422)
    expect(error.message).toMatch(/damaged/)
  })
})
