import type { RequirementKind } from '../../../src/contract/analysis.ts'
import { getLexicon } from '../analysis/lexicon/load-lexicon.ts'
import { besideProductClass } from './requirement-noise.ts'

/**
 * Skill or tool, as a reader tells them apart (server/test/fixtures/fit/README.md, "skill or
 * tool"): a tool is a product or a class of products the work is done with (NetSuite, a CRM, an
 * HRIS, a TMS, the Office suite, a handheld scanner); a skill is a practice, a method or a body of
 * knowledge (A/B testing, Linux administration, ITIL, GAAP), and a programming language. The
 * lexicon's category says which most names are; these rules read what the ad's words around a
 * name say about it.
 */

/**
 * "Customer relationship management CRM software", "Point of sale POS software": O*NET Technology
 * Skills commodity titles (kept as the lexicon's groups) that spell out an abbreviation as a class
 * of software. Read once from the lexicon.
 */
let softwareClasses: Set<string> | null = null

function classesOfSoftware(): Set<string> {
  if (softwareClasses) return softwareClasses
  const found = new Set<string>()
  for (const title of getLexicon().groups) {
    const m = /\s(\p{Lu}{2,5})\s+(?:software|system)$/u.exec(title)
    if (m?.[1]) found.add(m[1])
  }
  softwareClasses = found
  return found
}

/** Is an abbreviation the name of a class of software (CRM, ERP, POS)? */
export function isSoftwareClass(keyword: string): boolean {
  return /^\p{Lu}{2,5}$/u.test(keyword) && classesOfSoftware().has(keyword)
}

/** "property management system", "sistema de gestión", "учётная система": a class of products. */
const PRODUCT_CLASS_NAME =
  /\s(?:system|software|platform)s?$|^(?:sistema|software|plataforma)\s|\sсистем\p{L}*$/iu

/** "RF scanner", "terminal de radiofrecuencia": a device, named by its class. */
const DEVICE_NAME = /\s(?:scanners?|terminals?)$|^terminal(?:es)?\s/iu

/** Names read already: whether another form of the same concept names a device or a system. */
const productConcepts = new Map<string, boolean>()

/**
 * "ТСД" is the lexicon's Russian form of "RF scanner" and "terminal de radiofrecuencia": the
 * concept is a device, whatever form the ad writes, so one kind holds in every language.
 */
function namesProductConcept(keyword: string): boolean {
  const known = productConcepts.get(keyword)
  if (known !== undefined) return known
  const lexicon = getLexicon()
  const id = lexicon.byDisplay.get(keyword.toLowerCase())
  const found =
    id !== undefined &&
    (lexicon.equivalents.get(id) ?? []).some((other) => {
      const name = lexicon.entries[other]?.display ?? ''
      return DEVICE_NAME.test(name) || PRODUCT_CLASS_NAME.test(name)
    })
  if (productConcepts.size >= 5_000) productConcepts.clear()
  productConcepts.set(keyword, found)
  return found
}

/**
 * "Linux administration", "Salesforce configuration", "Bash scripting": a practice noun right
 * after a product's name says the practice is asked, a skill.
 */
const PRACTICE_AFTER =
  /^[\s-]+(?:administration|scripting|programming|troubleshooting|configuration|hardening|tuning|testing)\b/iu

/** "A/B testing", "SEO writing": a name that ends in a lower-case practice noun is a practice. */
const PRACTICE_NAME =
  /\s(?:testing|administration|scripting|programming|troubleshooting|writing|analysis|modeling|modelling|marketing)$/u

/**
 * "familiarity with ITIL", "knowledge of GAAP", "conocimientos de ITIL": a framework the
 * candidate is asked to know, not its certificate (which the ad would call one).
 */
const KNOWLEDGE_BEFORE =
  /\b(?:familiarity with|familiar with|knowledge of|understanding of|awareness of)\s+$|(?:conocimientos?|nociones) (?:de|en)\s+$|(?:знани\p{L}*|понимани\p{L}*)\s+$/iu

/** "(Диадок)", "(MercuryGate)", "(amoCRM)": a product's name in brackets right after. */
const PRODUCT_IN_BRACKETS =
  /^\s*\(\s*((?:\p{Lu}|\p{Ll}+\p{Lu})[\p{L}\p{N}.+-]*(?:\s\p{Lu}[\p{L}\p{N}.+-]*)?)\s*\)/u

/**
 * "программы «Инфоклиника»", "platform «МЭШ»", "el programa Selene", "paquete Office": a noun
 * that says a product is named next.
 */
const PRODUCT_NOUN_BEFORE =
  /(?:^|[\s(])(?:program(?:me)?s?|software|platforms?|app|suite|programas?|plataformas?|paquete|aplicaci[oó]n|программ\p{L}*|платформ\p{L}*|систем\p{L}*|сервис\p{L}*)\s+(?:de\s+)?[«"“]?$/iu
const PRODUCT_NOUN_NAME = /^(?:paquete|suite|programa|plataforma)\s+\p{L}/iu

/**
 * The kind a name takes from the words around it, or `kind` when they say nothing. `before` and
 * `after` are the ad line's text on either side of the name; `surface` is the name as written.
 */
export function kindFromContext(
  kind: RequirementKind,
  keyword: string,
  surface: string,
  before: string,
  after: string,
): RequirementKind {
  if (kind === 'certification' && KNOWLEDGE_BEFORE.test(before)) return 'skill'
  if (kind === 'tool' && (PRACTICE_AFTER.test(after) || PRACTICE_NAME.test(keyword))) return 'skill'
  if (kind !== 'skill') return kind
  // "a property management system", "accounting software": a class of products by its noun.
  if (
    isSoftwareClass(keyword) ||
    PRODUCT_CLASS_NAME.test(keyword) ||
    DEVICE_NAME.test(keyword) ||
    besideProductClass(after) ||
    namesProductConcept(keyword)
  )
    return 'tool'
  if (PRODUCT_NOUN_BEFORE.test(before) && /^\p{Lu}/u.test(surface)) return 'tool'
  if (PRODUCT_NOUN_NAME.test(surface) && /\s\p{Lu}/u.test(surface)) return 'tool'
  if (/^\p{Lu}{2,5}$/u.test(keyword) && PRODUCT_IN_BRACKETS.test(after)) return 'tool'
  return kind
}

/**
 * "ЭДО (Диадок)", "TMS (MercuryGate)": a class of products with the product the ad uses, named
 * together (either one meets it). null when no product stands in brackets after the name.
 */
export function productInBrackets(after: string): string | null {
  return PRODUCT_IN_BRACKETS.exec(after)?.[1] ?? null
}
