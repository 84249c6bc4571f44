/*
 * The language a request is answered in: one of the app's three (decisions.md, languages), read
 * from its Accept-Language header. The client sends its interface language on every API call
 * (src/app/api/client.ts); a request without one is answered in English.
 */

export const REQUEST_LANGUAGES = ['en', 'ru', 'es'] as const
export type RequestLanguage = (typeof REQUEST_LANGUAGES)[number]

export function isRequestLanguage(value: unknown): value is RequestLanguage {
  return typeof value === 'string' && (REQUEST_LANGUAGES as readonly string[]).includes(value)
}

/**
 * The first of en, ru, es that an Accept-Language header asks for, by its q weights; English when
 * it names none of them (spec §9: English is the default and the fallback).
 */
export function languageFromAcceptLanguage(header: string | undefined): RequestLanguage {
  if (header === undefined) return 'en'
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((entry) => entry.base).find(isRequestLanguage) ?? 'en'
}

/** A user-facing text in each of the three languages. */
export type Localized = Record<RequestLanguage, string>

const NUMBER_LOCALE: Record<RequestLanguage, string> = { en: 'en', ru: 'ru', es: 'es' }

/** The `{name}` placeholders of a text, sorted: each language's text of a message has the same. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()
}

/**
 * A text with its `{name}` placeholders filled: numbers written the language's way (5,000 in
 * English, 5 000 in Russian, 5000 in Spanish), strings as they are.
 */
export function fillPlaceholders(
  text: string,
  language: RequestLanguage,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    if (value === undefined) return whole
    return typeof value === 'number'
      ? new Intl.NumberFormat(NUMBER_LOCALE[language]).format(value)
      : value
  })
}
