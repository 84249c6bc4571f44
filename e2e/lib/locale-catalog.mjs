// The app's own translations (src/i18n/locales), so a journey finds "the sign-in button" by what
// the chosen language calls it, and the leak check knows which strings are English UI text.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './config.mjs'

const LOCALES = path.join(ROOT, 'src', 'i18n', 'locales')

/** Every string of a language, keyed `namespace:dotted.path` as i18next names them. */
export function loadCatalog(language) {
  const catalog = new Map()
  const folder = path.join(LOCALES, language)
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '')
    const walk = (node, prefix) => {
      for (const [key, value] of Object.entries(node)) {
        const dotted = prefix ? `${prefix}.${key}` : key
        if (typeof value === 'string') catalog.set(`${namespace}:${dotted}`, value)
        else if (value && typeof value === 'object') walk(value, dotted)
      }
    }
    walk(JSON.parse(readFileSync(path.join(folder, file), 'utf8')), '')
  }
  return catalog
}

function interpolate(text, values) {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name) =>
    name in values ? String(values[name]) : whole,
  )
}

/**
 * A `t(key, values)` for one language, with i18next's interpolation and plural suffixes; an unknown
 * key throws, so a renamed key fails the journey loudly instead of matching nothing.
 */
export function translator(language) {
  const catalog = loadCatalog(language)
  const plurals = new Intl.PluralRules(language)
  return (key, values = {}) => {
    let text = catalog.get(key)
    if (text === undefined && typeof values.count === 'number') {
      text = catalog.get(`${key}_${plurals.select(values.count)}`) ?? catalog.get(`${key}_other`)
    }
    if (text === undefined) throw new Error(`no translation "${key}" in ${language}`)
    return interpolate(text, values)
  }
}
