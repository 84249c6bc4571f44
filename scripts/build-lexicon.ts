/**
 * Compiles the skills lexicon the keyword engine ships (server/domain/analysis/lexicon/lexicon.json)
 * from the O*NET and ESCO taxonomies in ../shared/data/taxonomies plus the curated lists beside the
 * loader. Run: npx tsx scripts/build-lexicon.ts. Deterministic: the same inputs give the same file.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { eng } from 'stopword'
import { CURATED_CERTIFICATIONS } from '../server/domain/analysis/lexicon/curated-certifications.ts'
import {
  CURATED_CONCEPTS,
  SHARED_FORMS,
  UNINFLECTED_WORDS,
} from '../server/domain/analysis/lexicon/curated-equivalents.ts'
import {
  OCCUPATION_CERTIFICATIONS,
  OCCUPATION_SKILLS,
  OCCUPATION_SOFT_ALIASES,
  OCCUPATION_TOOLS,
  OCCUPATION_UNINFLECTED,
} from '../server/domain/analysis/lexicon/curated-occupations.ts'
import {
  AMBIGUOUS_WORDS,
  CURATED_RELATED,
  CURATED_SOFT_EN,
  CURATED_SOFT_ES,
  CURATED_SOFT_RU,
  CURATED_TECHNICAL,
  CURATED_TOOLS,
  VENDOR_PREFIXES,
  type CuratedList,
} from '../server/domain/analysis/lexicon/curated-terms.ts'
import {
  CATEGORY_ORDER,
  parseForm,
  type LexiconLanguage,
  type StoredEntry,
  type StoredLexicon,
} from '../server/domain/analysis/lexicon/lexicon-types.ts'
import type { KeywordCategory } from '../src/contract/common.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const TAXONOMIES = resolve(ROOT, '../shared/data/taxonomies')
const OUT = join(ROOT, 'server/domain/analysis/lexicon/lexicon.json')

/** O*NET commodities whose examples are languages, frameworks and databases, not named tools. */
const TECHNICAL_COMMODITIES = new Set([
  'Object or component oriented development software',
  'Web platform development software',
  'Development environment software',
  'Data base management system software',
  'Object oriented data base management software',
  'Compiler and decompiler software',
])
/** Longest label kept from ESCO: longer ones are sentences, not keywords. */
const MAX_ESCO_WORDS = 4
/** A lowercase word in this many ESCO labels is vocabulary, not a skill, when it stands alone. */
const FREQUENT_WORD_LABELS = 25

interface Draft {
  forms: string[]
  category: KeywordCategory
  group: string | null
  language: LexiconLanguage
  curated: boolean
  /** Ids of the curated concepts this entry names (curated-equivalents.ts). */
  concepts?: string[]
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"'
        i += 1
      } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(field)
      field = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += ch
  }
  if (field !== '' || row.length > 0) rows.push([...row, field])
  return rows
}

function readCsvObjects(path: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'))
  if (!header) return []
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])))
}

/** Words ESCO writes in lowercase: ordinary vocabulary, so risky as bare product names. */
function commonVocabulary(): { common: Set<string>; frequent: Set<string> } {
  const common = new Set<string>(eng)
  for (const w of AMBIGUOUS_WORDS) common.add(w)
  const counts = new Map<string, number>()
  const labels = readFileSync(join(TAXONOMIES, 'esco/skills_en_label.txt'), 'utf8')
  for (const w of labels.match(/\b[a-z]{2,}\b/g) ?? []) {
    common.add(w)
    counts.set(w, (counts.get(w) ?? 0) + 1)
  }
  // So common in skill labels that alone they name no skill ("plan", "software").
  const frequent = new Set([...counts].filter(([, n]) => n >= FREQUENT_WORD_LABELS).map(([w]) => w))
  return { common, frequent }
}

/** A single word the vocabulary knows, also as a plural or singular ("presents"). */
function isCommon(word: string, common: Set<string>): boolean {
  if (/\s/.test(word)) return false
  const w = word.toLowerCase().replace(/[^a-z]/g, '')
  return common.has(w) || common.has(w.replace(/s$/, '')) || common.has(`${w}s`)
}

const wordCount = (s: string): number => s.trim().split(/\s+/).length

/** Marks a form that is also an ordinary word, so it counts only with its own letter case. */
function guardForm(form: string, common: Set<string>, curated: boolean): string {
  const { text, mode } = parseForm(form)
  if (mode !== 'any-case') return form
  // Taxonomy acronyms ("APPS", "CS") are product codes: only their capitals name them.
  if (!curated && /^[A-Z][A-Z0-9]+$/.test(text)) return `=${text}`
  if (/\s/.test(text)) {
    // A taxonomy product named with everyday words ("After the Deadline") counts only with its
    // capitals: in lower case it is a phrase of prose ("submit after the deadline").
    const words = text.split(/\s+/)
    const everyday = words.every((w) => isCommon(w, common))
    return !curated && everyday && /\p{Lu}/u.test(text) ? `=${text}` : form
  }
  const lower = text.toLowerCase()
  if (text === lower) return form
  if (AMBIGUOUS_WORDS.includes(lower) && text.length <= 2) return `!${text}`
  if (AMBIGUOUS_WORDS.includes(lower)) return `!${text}`
  if (/^[A-Z0-9]{2,3}$/.test(text)) return `=${text}`
  // A taxonomy name that is also a word ("Exchange", "Presents") needs a list to count.
  if (isCommon(text, common)) return curated ? `=${text}` : `!${text}`
  return form
}

/** Splits an O*NET example into a display form and aliases ("Hypertext markup language HTML"). */
function onetForms(
  name: string,
  common: Set<string>,
): { display: string; aliases: string[] } | null {
  const base = name.replace(/\s*\(([A-Z0-9]{2,})\)\s*$/, ' $1').trim()
  const aliases: string[] = []
  const acr = /^(.*\S)\s+([A-Z][A-Z0-9/&+-]{1,9})$/.exec(base)
  let display = base
  const expands =
    acr?.[1] !== undefined &&
    acr[2] !== undefined &&
    acr[1][0]?.toLowerCase() === acr[2][0]?.toLowerCase() &&
    !VENDOR_PREFIXES.some((v) => acr[1]?.startsWith(v))
  if (acr && acr[1] && acr[2] && expands && wordCount(acr[1]) >= 2 && /[a-z]/.test(acr[1])) {
    // Two letters name too many things ("CS"): keep the spelled-out name as the display form.
    if (acr[2].length >= 3) {
      aliases.push(acr[1], base)
      display = acr[2]
    } else {
      aliases.push(base)
      display = acr[1]
    }
  }
  const vendor = VENDOR_PREFIXES.find((v) => display.startsWith(`${v} `))
  if (vendor) {
    const rest = display.slice(vendor.length + 1).trim()
    // "Microsoft Exchange" stays whole: "Exchange" alone is an everyday word.
    // "Adobe Analytics" is not every "Analytics": an everyday remainder is no alias of the product.
    if (!isCommon(rest, common)) {
      aliases.push(display)
      display = rest
    }
  }
  // Generic descriptions ("Statistical software") are categories, not products.
  const words = display.split(/\s+/)
  const properNoun = words.some((w) => /[A-Z]/.test(w.slice(1)) || /\d|[.#+]/.test(w))
  const generic =
    words.length > 1 && !properNoun && words.slice(1).every((w) => w === w.toLowerCase())
  if (generic) return null
  if (display.length < 2 && display !== 'C' && display !== 'R') return null
  if (wordCount(display) > 5) return null
  return { display, aliases: aliases.filter((a) => a !== display) }
}

function fromCurated(
  list: CuratedList,
  category: KeywordCategory,
  group: string | null,
  language: LexiconLanguage,
): Draft[] {
  return list.map((forms) => ({ forms: [...forms], category, group, language, curated: true }))
}

function fromOnet(common: Set<string>): Draft[] {
  const lines = readFileSync(join(TAXONOMIES, 'onet/technology-skills.tsv'), 'utf8').split('\n')
  const byName = new Map<string, Map<string, number>>()
  for (const line of lines.slice(1)) {
    const [, example, , commodity] = line.split('\t')
    if (!example || !commodity) continue
    const counts = byName.get(example) ?? new Map<string, number>()
    counts.set(commodity, (counts.get(commodity) ?? 0) + 1)
    byName.set(example, counts)
  }
  const drafts: Draft[] = []
  for (const [name, counts] of [...byName].sort(([a], [b]) => a.localeCompare(b))) {
    const forms = onetForms(name, common)
    if (!forms) continue
    const commodity = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0]
    if (!commodity) continue
    drafts.push({
      forms: [forms.display, ...forms.aliases],
      category: TECHNICAL_COMMODITIES.has(commodity) ? 'technical' : 'tools',
      group: commodity,
      language: 'en',
      curated: false,
    })
  }
  return drafts
}

const splitAlt = (s: string): string[] =>
  s
    .split(/\s*\|\s*|\n/)
    .map((x) => x.trim())
    .filter(Boolean)

function fromEscoDigital(): Draft[] {
  const rows = readCsvObjects(join(TAXONOMIES, 'esco/digitalSkillsCollection_en.csv'))
  const drafts: Draft[] = []
  for (const row of rows) {
    const label = row.preferredLabel?.trim()
    // Skill/competence labels are verb phrases ("use spreadsheets software"): not keywords.
    if (!label || row.skillType !== 'knowledge' || wordCount(label) > MAX_ESCO_WORDS) continue
    const clean = label.replace(/\s*\([^)]*\)\s*$/, '').trim()
    const alts = splitAlt(row.altLabels ?? '').filter(
      (a) => wordCount(a) <= MAX_ESCO_WORDS && a.toLowerCase() !== clean.toLowerCase(),
    )
    const group = row.broaderConceptPT?.split('|')[0]?.trim() ?? null
    const base = {
      category: 'technical' as const,
      group: group ? `ESCO: ${group}` : null,
      language: 'en' as const,
      curated: false,
    }
    // ESCO lists broader, narrower and sibling terms among a concept's labels ("electronics" and
    // "home electronics" for consumer electronics, "IT" for computer technology, "GPS" for
    // geographic information systems). Only restatements are aliases; a sibling that names a
    // skill of its own (two words at most) becomes its own entry in the same group.
    const same = alts.filter((a) => restates(clean, a))
    drafts.push({ ...base, forms: [clean, ...same] })
    for (const other of alts.filter((a) => !same.includes(a) && wordCount(a) <= 2))
      if (/\p{Ll}/u.test(other) || other.length >= 3) drafts.push({ ...base, forms: [other] })
  }
  return drafts
}

/** Linking words a restated label may add or drop ("field of robotics", "science of ..."). */
const LINKING_WORDS = new Set(['of', 'the', 'for', 'and', 'in', 'on', 'to', 'a', 'an', '&'])
const FILLER_WORDS = new Set(['field', 'science', 'discipline', 'application', 'use', 'study'])

function contentWords(label: string): string[] {
  return label
    .toLowerCase()
    .split(/[\s/-]+/)
    .filter((w) => w !== '' && !LINKING_WORDS.has(w))
}

/**
 * Is `alt` another wording of `label`: an acronym of its words (GIS), the label spelled out from
 * its acronym, or the same content words, give or take a filler ("field of robotics") and an
 * inflection ("principles of accounting")?
 */
function restates(label: string, alt: string): boolean {
  const a = contentWords(label)
  const b = contentWords(alt)
  const initials = (words: string[]): string => words.map((w) => w[0] ?? '').join('')
  if (/^[A-Z0-9]{2,6}$/.test(alt.replace(/[^A-Za-z0-9]/g, '')) && !/\s/.test(alt))
    return alt.toLowerCase().replace(/[^a-z0-9]/g, '') === initials(a)
  if (/^[A-Z0-9]{2,6}$/.test(label) && !/\s/.test(label)) return label.toLowerCase() === initials(b)
  const stem = (w: string): string => w.slice(0, Math.max(4, w.length - 3))
  const core = (words: string[]): string[] => words.filter((w) => !FILLER_WORDS.has(w)).map(stem)
  const ca = core(a)
  const cb = core(b)
  return ca.length > 0 && ca.every((w) => cb.includes(w)) && cb.every((w) => ca.includes(w))
}

function fromEscoTransversal(): Draft[] {
  const rows = readCsvObjects(join(TAXONOMIES, 'esco/transversalSkillsCollection_en.csv'))
  const drafts: Draft[] = []
  for (const row of rows) {
    const label = row.preferredLabel?.trim()
    if (!label || wordCount(label) > MAX_ESCO_WORDS) continue
    // One-word alternatives ("experiment", "innovate") are everyday verbs, not soft skills; an
    // alternative sharing no word with the label is a loose paraphrase ("be responsible" for
    // "meet commitments", "shape the future" for "think innovately"), not its name.
    const own = new Set(contentWords(label).map((w) => w.slice(0, 4)))
    const alts = splitAlt(row.altLabels ?? '').filter(
      (a) =>
        wordCount(a) >= 2 &&
        wordCount(a) <= MAX_ESCO_WORDS &&
        // "be responsible" opens a duty in every ad ("you will be responsible for").
        !/^(be|have)\s/.test(a) &&
        contentWords(a).some((w) => own.has(w.slice(0, 4))),
    )
    drafts.push({
      forms: [label, ...alts],
      category: 'soft',
      group: null,
      language: 'en',
      curated: false,
    })
  }
  return drafts
}

function fromOnetWorkStyles(): Draft[] {
  const lines = readFileSync(join(TAXONOMIES, 'onet/content-model-reference.tsv'), 'utf8').split(
    '\n',
  )
  const drafts: Draft[] = []
  for (const line of lines) {
    const [id, name] = line.split('\t')
    // Leaves of 1.C (Work Styles); the inner nodes are headings such as "Adjustment".
    if (!id || !name || !/^1\.C\.\d+\.[a-z]$|^1\.C\.6$/.test(id)) continue
    for (const part of name.split('/')) {
      drafts.push({
        forms: [part.toLowerCase()],
        category: 'soft',
        group: 'O*NET Work Styles',
        language: 'en',
        curated: false,
      })
    }
  }
  return drafts
}

function build(): StoredLexicon {
  const { common, frequent } = commonVocabulary()
  const drafts: Draft[] = [
    ...fromCurated(CURATED_CERTIFICATIONS, 'certifications', 'certifications', 'en'),
    ...fromCurated(CURATED_TECHNICAL, 'technical', null, 'en'),
    ...fromCurated(CURATED_TOOLS, 'tools', null, 'en'),
    ...fromCurated(OCCUPATION_CERTIFICATIONS, 'certifications', 'certifications', 'en'),
    ...fromCurated(OCCUPATION_SKILLS, 'technical', null, 'en'),
    ...fromCurated(OCCUPATION_TOOLS, 'tools', null, 'en'),
    ...fromCurated(CURATED_SOFT_EN, 'soft', null, 'en'),
    ...fromCurated(CURATED_SOFT_ES, 'soft', null, 'es'),
    ...fromCurated(CURATED_SOFT_RU, 'soft', null, 'ru'),
    ...fromCurated(OCCUPATION_SOFT_ALIASES, 'soft', null, 'en'),
    ...fromOnetWorkStyles(),
    ...fromEscoTransversal(),
    ...fromOnet(common),
    ...fromEscoDigital(),
  ]
  // A surface form belongs to the first entry that claims it; curated lists come first.
  const claimed = new Map<string, number>()
  const merged: Draft[] = []
  for (const draft of drafts) {
    const keys = draft.forms.map((f) => parseForm(f).text.toLowerCase())
    // Two entries are one skill when they share a name: a display form or a phrase. A shared
    // lone alias ("ICT": in-circuit test and information technology) is a coincidence.
    const owner = keys
      .map((k, i) => {
        const o = claimed.get(k)
        if (o === undefined) return undefined
        const ownerDisplay = parseForm(merged[o]?.forms[0] ?? '').text.toLowerCase()
        return i === 0 || k === ownerDisplay || /\s/.test(k) ? o : undefined
      })
      .find((x) => x !== undefined)
    if (owner !== undefined) {
      const target = merged[owner]
      if (!target) continue
      if (!target.group && draft.group) target.group = draft.group
      // Taxonomy aliases may join a curated entry, but never its ambiguous bare words.
      for (const f of draft.forms) {
        const k = parseForm(f).text.toLowerCase()
        if (!claimed.has(k) && !AMBIGUOUS_WORDS.includes(k)) {
          target.forms.push(f)
          claimed.set(k, owner)
        }
      }
      continue
    }
    const index = merged.length
    const forms = draft.forms.filter((f, i) => {
      const k = parseForm(f).text.toLowerCase()
      if (i > 0 && claimed.has(k)) return false
      return k.length > 0
    })
    merged.push({ ...draft, forms })
    for (const f of forms) claimed.set(parseForm(f).text.toLowerCase(), index)
  }

  attachConcepts(merged, claimed)

  const groups: string[] = []
  const groupIndex = new Map<string, number>()
  const entries: StoredEntry[] = []
  const concepts: Record<string, number[]> = {}
  for (const d of merged) {
    const forms = dedupe(d.forms.map((f) => guardForm(f, common, d.curated)))
    // A bare stop word is never a keyword, nor a taxonomy's lone everyday word.
    const usable = forms.filter((f) => {
      const { text, mode } = parseForm(f)
      if (mode !== 'any-case') return true
      if (eng.includes(text.toLowerCase())) return false
      return d.curated || !frequent.has(text)
    })
    if (usable.length === 0) continue
    let g = -1
    if (d.group) {
      g = groupIndex.get(d.group) ?? groups.length
      if (g === groups.length) {
        groups.push(d.group)
        groupIndex.set(d.group, g)
      }
    }
    const entry: StoredEntry = [usable, CATEGORY_ORDER.indexOf(d.category), g]
    if (d.language !== 'en') entry.push(d.language)
    entries.push(entry)
    for (const c of d.concepts ?? []) (concepts[c] ??= []).push(entries.length - 1)
  }
  const related: Record<string, string[]> = {}
  for (const [k, v] of Object.entries(CURATED_RELATED)) related[k] = [...v]
  const uninflected = [
    ...new Set([...UNINFLECTED_WORDS, ...OCCUPATION_UNINFLECTED].map((w) => w.toLowerCase())),
  ].sort()
  return { version: 1, groups, entries, related, concepts, uninflected }
}

/** Spanish written without accents and Russian with е for ё are the same words. */
function spellings(form: string, language: LexiconLanguage): string[] {
  const { text } = parseForm(form)
  let plain = text
  if (language === 'es')
    plain = text
      .normalize('NFD')
      .replace(/[\u0301\u0308]/g, '')
      .normalize('NFC')
  if (language === 'ru') plain = text.replace(/ё/g, 'е').replace(/Ё/g, 'Е')
  return plain === text ? [form] : [form, form.replace(text, plain)]
}

/**
 * Links the entries of each curated concept (curated-equivalents.ts). A form the lexicon already
 * has brings its entry into the concept; a new English form joins the concept's first English
 * entry; Spanish and Russian terms get entries in their own language (taken from an English
 * entry that held them as aliases), so a job ad's keyword is shown in the ad's language while any
 * entry of the concept in a resume proves it.
 */
function attachConcepts(merged: Draft[], claimed: Map<string, number>): void {
  const categories = new Map<string, KeywordCategory>()
  const join = (index: number, id: string): void => {
    const d = merged[index]
    if (!d) return
    d.concepts ??= []
    if (!d.concepts.includes(id)) d.concepts.push(id)
  }
  for (const concept of CURATED_CONCEPTS) {
    if (categories.has(concept.id)) throw new Error(`concept ${concept.id} is defined twice`)
    let category = concept.category
    let group: string | null = null
    const members: number[] = []
    for (const language of ['en', 'es', 'ru'] as const) {
      let primary: number | undefined
      const loose: string[] = []
      for (const form of concept[language].flatMap((f) => spellings(f, language))) {
        const key = parseForm(form).text.toLowerCase()
        const owner = claimed.get(key)
        const d = owner === undefined ? undefined : merged[owner]
        if (owner === undefined || !d) {
          if (!loose.some((f) => parseForm(f).text.toLowerCase() === key)) loose.push(form)
          continue
        }
        if (d.language === language || parseForm(d.forms[0] ?? '').text.toLowerCase() === key) {
          if (!members.includes(owner)) members.push(owner)
          if (d.language === language) primary ??= owner
          category ??= d.category
          group ??= d.group
          continue
        }
        // An English entry holding a Spanish or Russian alias gives it up to an entry of that
        // language, so a Spanish ad shows "gestión de proyectos", not "project management".
        d.forms = d.forms.filter((f) => parseForm(f).text.toLowerCase() !== key)
        claimed.delete(key)
        loose.push(form)
      }
      if (loose.length === 0) continue
      if (primary === undefined) {
        // Waits for an entry (another list may add the skill), or for a category in the data.
        if (!category) continue
        primary = merged.length
        merged.push({ forms: [], category, group, language, curated: true })
        members.push(primary)
      }
      const target = merged[primary]
      if (!target) continue
      for (const form of loose) {
        target.forms.push(form)
        claimed.set(parseForm(form).text.toLowerCase(), primary)
      }
    }
    if (category) categories.set(concept.id, category)
    else process.stderr.write(`concept ${concept.id}: no lexicon entry yet, not linked\n`)
    for (const m of members) join(m, concept.id)
  }
  // A form naming two concepts at once ("AI/ML") proves both.
  for (const { form, concepts } of SHARED_FORMS) {
    const category = concepts.map((c) => categories.get(c)).find((c) => c !== undefined)
    if (!category || concepts.some((c) => !categories.has(c)))
      throw new Error(`shared form ${form} names an unknown concept`)
    const key = parseForm(form).text.toLowerCase()
    let owner = claimed.get(key)
    if (owner === undefined) {
      owner = merged.length
      merged.push({ forms: [form], category, group: null, language: 'en', curated: true })
      claimed.set(key, owner)
    }
    for (const c of concepts) join(owner, c)
  }
}

function dedupe(forms: string[]): string[] {
  const seen = new Set<string>()
  return forms.filter((f) => {
    const k = f
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

const lexicon = build()
const json = JSON.stringify(lexicon)
// Written as Prettier prints it, so the committed file passes the format check and diffs by entry.
const options = (await resolveConfig(OUT)) ?? {}
writeFileSync(OUT, await format(json, { ...options, filepath: OUT }))
const counts = CATEGORY_ORDER.map(
  (c, i) => `${c} ${lexicon.entries.filter((e) => e[1] === i).length}`,
).join(', ')
process.stdout.write(
  `lexicon.json: ${lexicon.entries.length} entries (${counts}), ${(statSync(OUT).size / 1024).toFixed(0)} KiB\n`,
)
