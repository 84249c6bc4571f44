import { fold } from '../analysis/fold.ts'
/*
 * What else supports a keyword, beyond the analysis engine's proven and related evidence: the same
 * term spelled out or abbreviated ("CS" and "Computer Science"), and the few soft skills a
 * resume's own words state plainly ("analytical skills" for a data analyst). The offline optimizer
 * and the fabrication guard both read this table, so the optimizer never adds what the guard would
 * remove. Kept short on purpose: each entry is a case where the claim is the same fact, reworded.
 */

/** Abbreviations and their spelled-out forms (English, Spanish, Russian), compared folded. */
const ABBREVIATIONS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['CS', ['computer science', 'ciencias de la computacion', 'ciencias de la computación']],
  [
    'ML',
    ['machine learning', 'aprendizaje automatico', 'aprendizaje automático', 'машинное обучение'],
  ],
  ['AI', ['artificial intelligence', 'inteligencia artificial']],
  ['NLP', ['natural language processing', 'procesamiento de lenguaje natural']],
  ['QA', ['quality assurance', 'aseguramiento de la calidad', 'контроль качества']],
  ['UX', ['user experience', 'experiencia de usuario']],
  ['UI', ['user interface', 'interfaz de usuario']],
  ['BI', ['business intelligence', 'inteligencia de negocio']],
  ['OOP', ['object-oriented programming', 'programación orientada a objetos']],
  ['IaC', ['infrastructure as code']],
  ['SEO', ['search engine optimization']],
  ['CRM', ['customer relationship management']],
  ['KPI', ['key performance indicators', 'key performance indicator']],
  ['KPIs', ['key performance indicators']],
  ['SaaS', ['software as a service']],
  ['SDLC', ['software development life cycle', 'software development lifecycle']],
  ['HR', ['human resources', 'recursos humanos']],
  ['PM', ['product management', 'project management']],
]

/** Soft skills the resume's own words state: the keyword's forms, and the words that state it. */
const IMPLIED: ReadonlyArray<readonly [readonly string[], RegExp]> = [
  [
    [
      'analytical skills',
      'analytical thinking',
      'analytical mindset',
      'analytical',
      'habilidades analiticas',
      'capacidad analitica',
      'pensamiento analitico',
      'аналитические навыки',
      'аналитическое мышление',
      'аналитический склад ума',
    ],
    /(?<![\p{L}])(?:analyst|analysis|analyses|analy[sz]ed|analytics|analista|analisis|analice|analizo|аналитик|анализ)/u,
  ],
]

export interface EquivalentEvidence {
  /** The original's wording that states the same fact ("Computer Science"). */
  matched: string
  /** Character offset of `matched` in the original. */
  start: number
  /** The keyword as the job writes it. */
  keyword: string
  /** 'abbreviation': annotate the original's wording; 'implied': name the skill outright. */
  kind: 'abbreviation' | 'implied'
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Where `phrase` stands as whole words in `text` (folded unless `exactCase`), or null. */
function findWords(
  text: string,
  phrase: string,
  exactCase: boolean,
): { start: number; end: number } | null {
  const haystack = exactCase ? text : fold(text)
  const needle = exactCase ? phrase : fold(phrase)
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(needle)}(?![\\p{L}\\p{N}])`, 'u')
  const match = pattern.exec(haystack)
  return match ? { start: match.index, end: match.index + match[0].length } : null
}

/**
 * How the original states `keyword` in other words: its abbreviation or spelled-out form, or a
 * word that states an implied soft skill. null when it does not.
 */
export function equivalentEvidence(keyword: string, original: string): EquivalentEvidence | null {
  const key = fold(keyword.trim())
  // Offsets found in the folded text hold in the original only when folding kept its length.
  const aligned = original.length === fold(original).length
  for (const [abbreviation, expansions] of ABBREVIATIONS) {
    if (key === fold(abbreviation)) {
      for (const expansion of expansions) {
        const found = aligned ? findWords(original, expansion, false) : null
        if (found) {
          const matched = original.slice(found.start, found.end)
          return { matched, start: found.start, keyword, kind: 'abbreviation' }
        }
      }
    } else if (expansions.some((expansion) => fold(expansion) === key)) {
      // An abbreviation counts only in its capitals: "ml" or "ai" in prose are other words.
      const found = findWords(original, abbreviation, true)
      if (found) {
        return { matched: abbreviation, start: found.start, keyword, kind: 'abbreviation' }
      }
    }
  }
  for (const [forms, stated] of IMPLIED) {
    if (!forms.some((form) => fold(form) === key)) continue
    const match = stated.exec(fold(original))
    if (match && aligned) {
      const end = original.slice(match.index).search(/[^\p{L}]|$/u)
      const matched = original.slice(match.index, match.index + Math.max(end, match[0].length))
      return { matched, start: match.index, keyword, kind: 'implied' }
    }
  }
  return null
}
