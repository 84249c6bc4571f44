import { describe, expect, it } from 'vitest'
import { resumeFileName } from './resume-file-name.ts'

describe('resumeFileName', () => {
  it('slugs the title and keeps letters of any script', () => {
    expect(resumeFileName('Jane Doe — Senior Engineer (2025)', 'pdf')).toBe(
      'jane-doe-senior-engineer-2025.pdf',
    )
    expect(resumeFileName('Резюме Иван', 'docx')).toBe('резюме-иван.docx')
    expect(resumeFileName('María Núñez', 'pdf')).toBe('maría-núñez.pdf')
    // The JSON Resume download (GET /resumes/{id}/json-resume) is named the same way.
    expect(resumeFileName('Jane Doe – Backend Engineer', 'json')).toBe(
      'jane-doe-backend-engineer.json',
    )
  })

  it('removes anything that could break a path or a header', () => {
    expect(resumeFileName('../../etc/passwd"\r\n', 'pdf')).toBe('etc-passwd.pdf')
  })

  it('falls back to "resume" and keeps names short', () => {
    expect(resumeFileName('  !!! ', 'docx')).toBe('resume.docx')
    expect(resumeFileName('a'.repeat(200), 'pdf')).toBe(`${'a'.repeat(80)}.pdf`)
  })
})
