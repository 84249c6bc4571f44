/** Plural suffixes i18next adds to a key (`characters_one`, `characters_few` ...), per CLDR. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/** Flattens a nested translation object into dotted keys with their values. */
export function flattenKeys(tree: unknown, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>()
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) {
    keys.set(prefix, tree)
    return keys
  }
  for (const [name, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${name}` : name
    for (const [key, leaf] of flattenKeys(value, path)) keys.set(key, leaf)
  }
  return keys
}

export interface KeyReport {
  missing: string[]
  extra: string[]
  empty: string[]
  missingPluralForms: string[]
}

/**
 * Compares one language's keys with English. Plural keys are compared by their base name, and each
 * plural base must have every form the language's plural rules use (Russian needs one/few/many/other).
 */
export function compareWithSource(
  source: Map<string, unknown>,
  target: Map<string, unknown>,
  language: string,
): KeyReport {
  const base = (key: string) => key.replace(PLURAL_SUFFIX, '')
  const sourceBases = new Set([...source.keys()].map(base))
  const targetBases = new Set([...target.keys()].map(base))
  const empty = [...target.entries()]
    .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
    .map(([key]) => key)

  const pluralBases = new Set(
    [...source.keys(), ...target.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(base),
  )
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
  const missingPluralForms: string[] = []
  for (const pluralBase of pluralBases) {
    if (!targetBases.has(pluralBase)) continue
    for (const category of categories) {
      const key = `${pluralBase}_${category}`
      if (!target.has(key)) missingPluralForms.push(key)
    }
  }

  return {
    missing: [...sourceBases].filter((key) => !targetBases.has(key)),
    extra: [...targetBases].filter((key) => !sourceBases.has(key)),
    empty,
    missingPluralForms,
  }
}
