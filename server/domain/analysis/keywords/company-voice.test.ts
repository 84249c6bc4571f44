import { describe, expect, it } from 'vitest'
import { inCompanyVoice } from './company-voice.ts'

describe('inCompanyVoice', () => {
  it('reads the company praising itself', () => {
    expect(inCompanyVoice('We are a passionate and ambitious team of 40 engineers.')).toBe(true)
    expect(inCompanyVoice('Join our creative agency in Copenhagen.')).toBe(true)
    expect(inCompanyVoice('Somos una empresa innovadora y dinámica.')).toBe(true)
    expect(inCompanyVoice('Мы — амбициозная команда.')).toBe(true)
  })

  it('reads a sentence that turns to the candidate as the candidate’s', () => {
    expect(inCompanyVoice('We are looking for a curious, pragmatic engineer.')).toBe(false)
    expect(inCompanyVoice('We need someone proactive.')).toBe(false)
    expect(inCompanyVoice('You are structured and take ownership.')).toBe(false)
    expect(inCompanyVoice('Buscamos una persona proactiva.')).toBe(false)
    expect(inCompanyVoice('Мы ищем инициативного разработчика.')).toBe(false)
  })

  it('leaves sentences with no company subject to the other rules', () => {
    expect(inCompanyVoice('Strong communication skills.')).toBe(false)
    expect(inCompanyVoice('Curious and self-driven.')).toBe(false)
  })
})
