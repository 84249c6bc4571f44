#!/usr/bin/env node
// `npm run states:coverage`: is every key of ../shared/spec/screen-states.md tagged `state:<key>` on
// at least one story? Reads the built Storybook's storybook-static/index.json and prints
//
//   {"total": N, "covered": N, "missing": [...], "extra": [...], "planned_missing": [...]}
//
// on stdout (`extra`: tagged keys neither catalogue file has, usually typos). The keys of
// ../shared/spec/screen-states-next.md are planned (work under way): a story may carry them, and
// the ones no story carries yet are listed as `planned_missing` without failing the run. Exits 1
// when a required key is missing or a tag is extra, 2 when a catalogue or the index cannot be read.
//
// The index is built (`npm run build-storybook`, 10-30 s) when it is missing or older than a file
// in stories/ or .storybook/ (the only files its titles and tags come from); `--build` always
// builds, as `npm test` does. The build's output goes to stderr so stdout stays plain JSON.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { collectStateTags, computeCoverage, parseStateKeys } from './states-coverage-core.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const CATALOGUE = resolve(ROOT, '../shared/spec/screen-states.md')
const PLANNED_CATALOGUE = resolve(ROOT, '../shared/spec/screen-states-next.md')
const INDEX = join(ROOT, 'storybook-static', 'index.json')
const SOURCES = ['stories', '.storybook'].map((folder) => join(ROOT, folder))

const args = process.argv.slice(2)
const unknown = args.filter((arg) => arg !== '--build')
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}. Usage: states-coverage.mjs [--build]`)
  process.exit(2)
}

function newestModification(folder) {
  let newest = 0
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

function indexIsStale() {
  if (!existsSync(INDEX)) return true
  const built = statSync(INDEX).mtimeMs
  return SOURCES.some((folder) => newestModification(folder) > built)
}

if (args.includes('--build') || indexIsStale()) {
  console.error('Building Storybook for its index.json (npm run build-storybook)...')
  const build = spawnSync('npm', ['run', 'build-storybook'], {
    cwd: ROOT,
    stdio: ['ignore', process.stderr, process.stderr],
  })
  if (build.status !== 0) {
    console.error('The Storybook build failed; see its output above.')
    process.exit(2)
  }
}

let markdown
let plannedMarkdown
let index
try {
  markdown = readFileSync(CATALOGUE, 'utf8')
  plannedMarkdown = readFileSync(PLANNED_CATALOGUE, 'utf8')
  index = JSON.parse(readFileSync(INDEX, 'utf8'))
} catch (error) {
  console.error(`Cannot read the catalogue or the index: ${error.message}`)
  process.exit(2)
}

const keys = parseStateKeys(markdown)
if (keys.length === 0) {
  console.error(`No keys found in ${CATALOGUE}: its tables changed shape?`)
  process.exit(2)
}
const planned = parseStateKeys(plannedMarkdown)
if (planned.length === 0) {
  console.error(`No keys found in ${PLANNED_CATALOGUE}: its tables changed shape?`)
  process.exit(2)
}
const coverage = computeCoverage(keys, collectStateTags(index), planned)
console.log(JSON.stringify(coverage, null, 2))
process.exit(coverage.missing.length > 0 || coverage.extra.length > 0 ? 1 : 0)
