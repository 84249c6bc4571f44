import { describe, expect, it } from 'vitest'
import { detectLanguage } from './language.ts'

describe('detectLanguage', () => {
  it('reads English, Spanish and Russian job text', () => {
    expect(
      detectLanguage('We are looking for a senior engineer with strong experience in TypeScript.'),
    ).toBe('en')
    expect(
      detectLanguage(
        'Buscamos un ingeniero con experiencia en desarrollo de software y trabajo en equipo.',
      ),
    ).toBe('es')
    expect(detectLanguage('Ищем инженера с опытом разработки на TypeScript и React.')).toBe('ru')
  })

  it('treats Russian with English tool names as Russian', () => {
    expect(
      detectLanguage(
        'Требуется опыт работы с Kubernetes, Docker и AWS; знание PostgreSQL и CI/CD.',
      ),
    ).toBe('ru')
  })

  it('falls back to English when it cannot tell', () => {
    expect(detectLanguage('')).toBe('en')
    expect(detectLanguage('12345 ### !!!')).toBe('en')
    expect(detectLanguage('SQL')).toBe('en')
  })
})
