// The pure part of `npm run states:coverage`: read the keys of ../shared/spec/screen-states.md (and
// of screen-states-next.md, the planned part) and count which of them the built Storybook's stories
// carry as `state:<key>` tags. No file access here, so the unit test can feed it small strings and
// objects.

export const STATE_TAG_PREFIX = 'state:'

const ROW = /^\s*\|([^|]*)\|/
const SEPARATOR = /^\s*\|\s*:?-{3,}/

/**
 * The keys of the catalogue: the first cell of every Markdown table body row (a header row is the
 * one right above a `|---|` separator), backticks removed, in the order they appear, each once.
 * @param {string} markdown
 * @returns {string[]}
 */
export function parseStateKeys(markdown) {
  const lines = markdown.split('\n')
  const keys = new Set()
  lines.forEach((line, i) => {
    const match = ROW.exec(line)
    if (!match || SEPARATOR.test(line) || SEPARATOR.test(lines[i + 1] ?? '')) return
    const cell = (match[1] ?? '').replaceAll('`', '').trim()
    if (cell) keys.add(cell)
  })
  return [...keys]
}

/**
 * Every `state:` tag of the entries of type 'story' in Storybook's index.json (docs entries carry
 * the meta's tags too, but a docs page is not a story that renders the state).
 * @param {{ entries?: Record<string, { type?: string, tags?: string[] }> }} index
 * @returns {Set<string>} the keys, without the prefix
 */
export function collectStateTags(index) {
  const tags = new Set()
  for (const entry of Object.values(index.entries ?? {})) {
    if (entry.type !== 'story') continue
    for (const tag of entry.tags ?? []) {
      if (tag.startsWith(STATE_TAG_PREFIX)) tags.add(tag.slice(STATE_TAG_PREFIX.length))
    }
  }
  return tags
}

/**
 * Coverage of the catalogue: `missing` are required keys no story carries; `extra` are tagged keys
 * that neither the catalogue nor its planned part has (a typo, or a state removed from the spec);
 * `planned_missing` are planned keys (screen-states-next.md: work under way) no story carries yet.
 * Only `missing` and `extra` fail the run: a planned key becomes required when it moves into
 * screen-states.md. A key listed in both is required. `total`/`covered` count required keys only,
 * so the figure the README quotes does not move while planned work lands. All lists sorted.
 * @param {string[]} keys the required keys (screen-states.md)
 * @param {Set<string>} tagged
 * @param {string[]} [planned] the planned keys (screen-states-next.md)
 * @returns {{ total: number, covered: number, missing: string[], extra: string[], planned_missing: string[] }}
 */
export function computeCoverage(keys, tagged, planned = []) {
  const known = new Set([...keys, ...planned])
  const required = new Set(keys)
  const missing = keys.filter((key) => !tagged.has(key)).sort()
  const extra = [...tagged].filter((key) => !known.has(key)).sort()
  const plannedMissing = [...new Set(planned)]
    .filter((key) => !required.has(key) && !tagged.has(key))
    .sort()
  return {
    total: keys.length,
    covered: keys.length - missing.length,
    missing,
    extra,
    planned_missing: plannedMissing,
  }
}
