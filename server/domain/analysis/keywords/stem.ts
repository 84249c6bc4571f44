import { stemmer as stemEnglish } from '@orama/stemmers/english'
import { stemmer as stemRussian } from '@orama/stemmers/russian'
import { stemmer as stemSpanish } from '@orama/stemmers/spanish'

/** Which Snowball stemmer Latin-script words go through; Cyrillic words always take Russian. */
export type StemLanguage = 'en' | 'es'

/** Shorter words are left alone: stemming "data" or "java" only invents collisions. */
const MIN_STEM_LENGTH = 4
const CACHE_LIMIT = 50_000
const caches: Record<StemLanguage, Map<string, string>> = { en: new Map(), es: new Map() }

/** The stem of a normalized token; names with digits or symbols (C++, Node.js, S3) stay as they are. */
export function stemToken(norm: string, language: StemLanguage): string {
  if (norm.length < MIN_STEM_LENGTH) return norm
  const cache = caches[language]
  const cached = cache.get(norm)
  if (cached !== undefined) return cached
  if (!/^[\p{L}']+$/u.test(norm)) return norm
  let stem: string
  if (/\p{Script=Cyrillic}/u.test(norm)) stem = stemRussian(norm)
  else stem = language === 'es' ? stemSpanish(norm) : stemEnglish(norm)
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(norm, stem)
  return stem
}
