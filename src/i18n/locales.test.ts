import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compareWithSource, flattenKeys } from './locale-keys.ts'
import { NAMESPACES, SUPPORTED_LANGUAGES } from './settings.ts'

const LOCALES = join(import.meta.dirname, 'locales')

function load(language: string, namespace: string): Map<string, unknown> {
  return flattenKeys(JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')))
}

describe('locale files', () => {
  it('has exactly the declared namespaces in every language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const files = readdirSync(join(LOCALES, language)).map((name) => name.replace(/\.json$/, ''))
      expect(files.sort(), language).toEqual([...NAMESPACES].sort())
    }
  })

  for (const namespace of NAMESPACES) {
    const english = load('en', namespace)

    it(`en/${namespace} has no empty values`, () => {
      expect(compareWithSource(english, english, 'en').empty).toEqual([])
    })

    for (const language of SUPPORTED_LANGUAGES.filter((code) => code !== 'en')) {
      it(`${language}/${namespace} has every key of en, no other key, and no empty value`, () => {
        const report = compareWithSource(english, load(language, namespace), language)
        expect(report).toEqual({ missing: [], extra: [], empty: [], missingPluralForms: [] })
      })
    }
  }
})

describe('compareWithSource', () => {
  const en = flattenKeys({ a: 'A', b: { c: 'C' }, n_one: '1 file', n_other: '{{count}} files' })

  it('reports a missing key, an extra key and an empty value', () => {
    const ru = flattenKeys({ a: '', x: 'X', n_one: '1', n_few: '2', n_many: '5', n_other: '1.5' })
    expect(compareWithSource(en, ru, 'ru')).toEqual({
      missing: ['b.c'],
      extra: ['x'],
      empty: ['a'],
      missingPluralForms: [],
    })
  })

  it('asks for every plural form the language uses', () => {
    const ru = flattenKeys({ a: 'А', b: { c: 'С' }, n_one: '1', n_other: 'N' })
    expect(compareWithSource(en, ru, 'ru').missingPluralForms.sort()).toEqual(['n_few', 'n_many'])
  })
})
