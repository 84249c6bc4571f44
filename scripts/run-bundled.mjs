#!/usr/bin/env node
// Runs a TypeScript script the way a built server would run: bundled once with esbuild (see
// bundle-entry.mjs), then executed by plain Node with --expose-gc. The benchmarks use it so their
// timings and memory are the code's own.
//
//   node scripts/run-bundled.mjs scripts/bench-analysis.ts [args...]
import { spawnSync } from 'node:child_process'
import { bundleEntry, ROOT } from './bundle-entry.mjs'

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('Usage: node scripts/run-bundled.mjs <script.ts> [args...]')
  process.exit(2)
}
const outfile = await bundleEntry(entry)
const result = spawnSync(process.execPath, ['--expose-gc', outfile, ...args], {
  cwd: ROOT,
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
