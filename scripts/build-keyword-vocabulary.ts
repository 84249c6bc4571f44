/**
 * Writes server/domain/analysis/keywords/everyday-words.json: the lower-case words that job ads
 * write in lower case, from SkillSpan's TRAIN split (MIT; the dev split is for measuring only).
 * The extractor reads it to tell everyday words from names: a shouted "APPLY" or "JOB" is no
 * acronym, and "experienceMust" is two words that lost their line break, while "JavaScript" is a
 * name. A word counts when it is written in lower case at least MIN_COUNT times.
 * Run: npx tsx scripts/build-keyword-vocabulary.ts
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const TRAIN = resolve(ROOT, '../shared/data/eval/skillspan/train.json')
const OUT = join(ROOT, 'server/domain/analysis/keywords/everyday-words.json')
const MIN_COUNT = 3

const counts = new Map<string, number>()
for (const line of readFileSync(TRAIN, 'utf8').split('\n')) {
  if (line.trim() === '') continue
  const row = JSON.parse(line) as { tokens: string[] }
  for (const token of row.tokens) {
    if (!/^[a-z]+(?:-[a-z]+)?$/.test(token)) continue
    counts.set(token, (counts.get(token) ?? 0) + 1)
  }
}
const words = [...counts]
  .filter(([, n]) => n >= MIN_COUNT)
  .map(([w]) => w)
  .sort()
const json = JSON.stringify({
  source:
    'SkillSpan train split (Zhang et al., NAACL 2022), MIT: lower-case words written 3+ times',
  words,
})
const options = (await resolveConfig(OUT)) ?? {}
writeFileSync(OUT, await format(json, { ...options, parser: 'json' }))
process.stdout.write(`${words.length} words -> ${OUT}\n`)
