import { eng, rus, spa } from 'stopword'

/*
 * Is an extracted text language at all, or symbol soup? A PDF whose fonts map glyphs to the wrong
 * characters, or a file decoded in the wrong encoding, gives text that has the length of a resume
 * and none of its words; analysing it gives confident nonsense. Two cheap measures, both for
 * English, Spanish and Russian:
 *
 * - the share of tokens shaped like words: letters of one script (with the accents of those
 *   languages), vowels where a word has them, no long runs of consonants, no stray symbols;
 *   numbers, dates, e-mails, links and bullets are left out of the count;
 * - tokens holding the letter pairs UTF-8 leaves when read as Windows-1252 ("GestiÃ³n");
 * - the share of tokens that are function words ("and", "of", "y", "de", "и", "в"...): every
 *   real resume or job ad has some, and a text whose letters were swapped for others has almost
 *   none, even when its tokens still look like words.
 *
 * Thresholds were set on real text (the sample resumes and job ads, SkillSpan's dev sentences, the
 * app's Russian and Spanish texts) and on the same texts garbled the ways PDFs and encodings garble
 * them (scripts/measure-text-quality.ts prints both).
 */

export interface TextQuality {
  /** Tokens judged (numbers, links, bullets and the like left out). */
  tokens: number
  /** Share of judged tokens shaped like words of en/es/ru. */
  wordShare: number
  /** Share of judged tokens that are function words of en/es/ru. */
  functionWordShare: number
  /** Share of judged tokens holding UTF-8 read as Windows-1252 ("GestiÃ³n", "Ð ÑÑ"). */
  mojibakeShare: number
}

/** Fewer judged tokens than this says too little to call a text garbled. */
export const MIN_JUDGED_TOKENS = 20
/** Real resumes and ads score over 0.95; soup from a broken font or encoding well under 0.8. */
export const MIN_WORD_SHARE = 0.8
/**
 * Real text of 40 tokens or more has several function words; letters swapped for other letters
 * leave almost none (the share is chance's).
 */
export const MIN_FUNCTION_WORD_SHARE = 0.05
const MIN_TOKENS_FOR_FUNCTION_WORDS = 40
/**
 * A few words broken by a wrong encoding guess leave the rest readable, so the word share stays
 * high; but every accented or Cyrillic word is broken, and no real text has these pairs.
 */
export const MAX_MOJIBAKE_SHARE = 0.03
/** The lead byte of a two- or three-byte UTF-8 letter, then a continuation byte, both as cp1252. */
const MOJIBAKE =
  /[ÃÐÑâÂ][\u00A1-\u00BF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013\u2014\u2018-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122]/u

const FUNCTION_WORDS = new Set([...eng, ...spa, ...rus].map((word) => word.toLowerCase()))

/** Tokens that separate or mark rather than say: bullets, dashes, pipes, arrows, ampersands. */
const NEUTRAL_SYMBOLS = new Set([...'-–—•·|/&+*►▪◦✓✔●○■□→:,.;()[]…"\'«»“”„‘’\uF0B7\uF0A7'])
const PUNCTUATION_OR_SYMBOL = /[\p{P}\p{S}]/u
const ONLY_LETTERS = /^\p{L}+$/u
const HAS_LETTER = /\p{L}/u
const LINK = /@|^(?:https?:|www\.)|\.(?:com|org|net|io|dev|ru|es|me)(?:\/|$)/iu
/** Letters a resume in en/es/ru uses: ASCII, Spanish and common Western European names, Cyrillic. */
const PLAIN_LETTERS = /^[a-zA-ZáéíóúüñÁÉÍÓÚÜÑàâäçèêëîïôöùûœÀÂÄÇÈÊËÎÏÔÖÙÛŒ]+$|^[а-яёА-ЯЁ]+$/u
/** What may join the letter runs of one token: "C++", "node.js", "CI/CD", "o'brien", "3D", "B2B". */
const TOKEN_SHAPE = /^[\p{L}\p{N}]+(?:[-'’./+#&_][\p{L}\p{N}]*)*[+#]*$/u
const LATIN_VOWELS = /[aeiouyáéíóúüàâäèêëîïôöùûœãõ]/iu
const CYRILLIC_VOWELS = /[аеёиоуыэюя]/iu
const LATIN_CONSONANT_RUN = /[^aeiouyáéíóúüàâäèêëîïôöùûœãõ]{6,}/iu
const CYRILLIC_CONSONANT_RUN = /[^аеёиоуыэюяьъй]{6,}/iu
const VOWEL_RUN = /[aeiouyáéíóúüàâäèêëîïôöùûœãõаеёиоуыэюя]{5,}/iu
const CASE_CHANGE = /\p{Ll}\p{Lu}/gu

export function measureTextQuality(text: string): TextQuality {
  let judged = 0
  let words = 0
  let functionWords = 0
  let mojibake = 0
  for (const token of text.split(/\s+/)) {
    const verdict = judgeToken(token)
    if (verdict === 'neutral') continue
    judged += 1
    if (MOJIBAKE.test(token)) mojibake += 1
    if (verdict === 'non-word') continue
    words += 1
    if (verdict === 'function-word') functionWords += 1
  }
  return {
    tokens: judged,
    wordShare: judged === 0 ? 1 : words / judged,
    functionWordShare: judged === 0 ? 0 : functionWords / judged,
    mojibakeShare: judged === 0 ? 0 : mojibake / judged,
  }
}

/**
 * Symbol soup: too few word-shaped tokens, words broken by a wrong encoding, or (in a long text)
 * almost no function words.
 */
export function isGarbled(quality: TextQuality): boolean {
  if (quality.tokens < MIN_JUDGED_TOKENS) return false
  if (quality.wordShare < MIN_WORD_SHARE || quality.mojibakeShare > MAX_MOJIBAKE_SHARE) return true
  return (
    quality.tokens >= MIN_TOKENS_FOR_FUNCTION_WORDS &&
    quality.functionWordShare < MIN_FUNCTION_WORD_SHARE
  )
}

type Verdict = 'neutral' | 'non-word' | 'word' | 'function-word'

function judgeToken(token: string): Verdict {
  if (token === '') return 'neutral'
  const core = stripEdgePunctuation(token)
  if (core === '') {
    // "-", "•", "|", "..." mark structure; a run of assorted symbols is what a broken font leaves.
    if ([...token].every((char) => NEUTRAL_SYMBOLS.has(char))) return 'neutral'
    return new Set(token).size === 1 ? 'neutral' : 'non-word'
  }
  if (!HAS_LETTER.test(core)) {
    // Numbers, dates, phone numbers, percentages.
    return /^[\p{N}\p{P}\p{S}]+$/u.test(core) && /\p{N}/u.test(core) ? 'neutral' : 'non-word'
  }
  if (LINK.test(core)) return 'neutral'
  if (!TOKEN_SHAPE.test(core)) return 'non-word'
  const runs = ONLY_LETTERS.test(core)
    ? [core]
    : core.split(/[^\p{L}]+/u).filter((run) => run !== '')
  if (!runs.every(isPlausibleRun)) return 'non-word'
  return FUNCTION_WORDS.has(core.toLowerCase()) ? 'function-word' : 'word'
}

function isPlausibleRun(run: string): boolean {
  if (!PLAIN_LETTERS.test(run)) return false
  // camelCase brands and glued words ("JavaScript", "iPhone") have one or two; soup has many.
  const rest = run.slice(1)
  if (rest !== rest.toLowerCase() && (run.match(CASE_CHANGE)?.length ?? 0) > 2) return false
  // Short runs and acronyms ("SQL", "AWS", "HTML5") cannot be judged by their shape.
  if (run.length < 4 || (run.length <= 6 && run === run.toUpperCase())) return true
  const cyrillic = /[а-яё]/iu.test(run)
  if (!(cyrillic ? CYRILLIC_VOWELS : LATIN_VOWELS).test(run)) return false
  if ((cyrillic ? CYRILLIC_CONSONANT_RUN : LATIN_CONSONANT_RUN).test(run)) return false
  return !VOWEL_RUN.test(run)
}

/**
 * The token without leading and trailing punctuation and symbols. A loop, not a regular
 * expression: one anchored at the end is tried from every position of every token.
 */
function stripEdgePunctuation(token: string): string {
  let start = 0
  let end = token.length
  while (start < end && PUNCTUATION_OR_SYMBOL.test(token.charAt(start))) start += 1
  while (end > start && PUNCTUATION_OR_SYMBOL.test(token.charAt(end - 1))) end -= 1
  return token.slice(start, end)
}
