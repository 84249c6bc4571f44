/* global document, NodeFilter -- evaluated in the page */
// The leak check: a page shown in Russian or Spanish must not show an English UI string. The
// English strings come from the app's own catalogue, so a key someone forgot to translate, a
// hard-coded English label or a fallback to English all show up as a leak.

const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/g
const HAS_PLACEHOLDER = /\{\{\s*\w+\s*\}\}/

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function words(text) {
  return text.toLowerCase().match(/\p{L}+/gu) ?? []
}

/**
 * What counts as English UI text for a page in the target language: every English string whose
 * translation differs and that the target language could not show itself: a string it also uses
 * (brand names, "GDPR") or one made only of words it also uses ("{{plan}} plan" would match
 * Spanish "Tu plan") says nothing. Plain strings match a whole text exactly; templates with
 * placeholders match as patterns, so "Welcome back, Ada!" is caught as `dashboard:header.welcome`.
 */
export function englishMarkers(english, target) {
  const targetTexts = new Set(target.values())
  const targetWords = new Set([...target.values()].flatMap(words))
  const exact = new Map()
  const patterns = []
  for (const [key, text] of english) {
    if (target.get(key) === text || targetTexts.has(text)) continue
    const ownWords = words(text.replace(PLACEHOLDER, ' '))
    if (ownWords.length === 0 || ownWords.every((word) => targetWords.has(word))) continue
    if (HAS_PLACEHOLDER.test(text)) {
      if (ownWords.join('').length < 4) continue
      const source = text.split(PLACEHOLDER).map(escapeRegExp).join('.+?')
      patterns.push({ key, text, pattern: new RegExp(`^${source}$`, 'su') })
    } else if (!exact.has(text)) {
      exact.set(text, key)
    }
  }
  return { exact, patterns }
}

// Everyday English words that neither Spanish nor Russian uses as words of their own.
const ENGLISH_WORDS = new Set(
  'the and your you to of with for is are this that be it at from will can not has have by was were an or our we'.split(
    ' ',
  ),
)

/**
 * English prose that is in no catalogue (a hard-coded label, a server message): four or more words
 * of which at least two, and a quarter, are everyday English words.
 */
export function looksEnglish(text) {
  const words = text.toLowerCase().match(/[a-z']+/g) ?? []
  if (words.length < 4) return false
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length
  return english >= 2 && english / words.length >= 0.25
}

/**
 * The texts (each with where it was found) that are English UI strings, with their keys, or
 * English prose ('prose' in place of a key).
 */
export function findEnglishLeaks(texts, markers) {
  const leaks = []
  for (const { text, where } of texts) {
    const normalized = text.replace(/\s+/g, ' ').trim()
    if (!normalized) continue
    const key = markers.exact.get(normalized)
    if (key) {
      leaks.push({ text: normalized, where, key })
      continue
    }
    const matched = markers.patterns.find(({ pattern }) => pattern.test(normalized))
    if (matched) leaks.push({ text: normalized, where, key: matched.key })
    else if (looksEnglish(normalized)) leaks.push({ text: normalized, where, key: 'prose' })
  }
  return leaks
}

/**
 * Every text a person can see or hear on the page: visible text nodes, and the labels, titles,
 * placeholders and alt texts of visible elements.
 */
export async function collectPageTexts(page) {
  return page.evaluate(() => {
    const texts = []
    const visible = (element) =>
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue
      const text = node.textContent?.trim()
      if (text && visible(parent)) texts.push({ text, where: `<${parent.tagName.toLowerCase()}>` })
    }
    for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
      for (const element of document.body.querySelectorAll(`[${attribute}]`)) {
        const text = element.getAttribute(attribute)?.trim()
        if (text && visible(element)) texts.push({ text, where: `[${attribute}]` })
      }
    }
    texts.push({ text: document.title, where: '<title>' })
    return texts
  })
}

/** Fails, listing each leak with its key, when the page shows English UI text. */
export async function expectNoEnglishLeaks(page, markers, what) {
  const leaks = findEnglishLeaks(await collectPageTexts(page), markers)
  if (leaks.length > 0) {
    const list = leaks
      .map(({ text, where, key }) => `"${text}" in ${where} (${key})`)
      .join('\n    ')
    throw new Error(`${what} shows English UI text:\n    ${list}`)
  }
}
