import { describe, expect, it } from 'vitest'
import { linkedinSlugOf } from './pro.ts'

describe('linkedinSlugOf', () => {
  it.each([
    ['https://www.linkedin.com/in/jane-doe', 'jane-doe'],
    ['https://linkedin.com/in/jane-doe/', 'jane-doe'],
    ['https://de.linkedin.com/in/jane-doe-1a2b3c?trk=public_profile', 'jane-doe-1a2b3c'],
    ['linkedin.com/in/jane-doe', 'jane-doe'],
    ['http://www.linkedin.com/in/jane-doe#about', 'jane-doe'],
    [
      'https://www.linkedin.com/in/%D0%B8%D0%B2%D0%B0%D0%BD-%D0%BF%D0%B5%D1%82%D1%80%D0%BE%D0%B2',
      'иван-петров',
    ],
  ])('reads %s', (url, slug) => {
    expect(linkedinSlugOf(url)).toBe(slug)
  })

  it.each([
    'https://www.linkedin.com/company/acme',
    'https://www.linkedin.com/in/',
    'https://www.linkedin.com/in/jane-doe/details/skills',
    'https://evil.example/in/jane-doe',
    'https://linkedin.com.evil.example/in/jane-doe',
    'https://evil.linkedin.com/in/jane-doe',
    'https://user:pass@www.linkedin.com/in/jane-doe',
    'https://www.linkedin.com:8443/in/jane-doe',
    'http://127.0.0.1:8080/in/jane-doe',
    'ftp://www.linkedin.com/in/jane-doe',
    'javascript:alert(1)//linkedin.com/in/jane',
    'https://www.linkedin.com/in/a',
    'https://www.linkedin.com/in/%E0%A4%A',
    'jane doe',
  ])('refuses %s', (url) => {
    expect(linkedinSlugOf(url)).toBeNull()
  })
})
