#!/usr/bin/env node
// Runs a TypeScript script the way a built server would run: bundled once with esbuild into
// .cache/bundled/, then executed by plain Node (with --expose-gc). The benchmarks use it so their
// timings and memory are the code's own, without tsx's on-the-fly compiler in the process (about
// 70 MB of resident memory by itself).
//
//   node scripts/run-bundled.mjs scripts/bench-analysis.ts [args...]
import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

/** Keeps `import.meta.url` pointing at each source file, so files found relative to it still are. */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8')
      const url = JSON.stringify(pathToFileURL(args.path).href)
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' }
    })
  },
}

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('Usage: node scripts/run-bundled.mjs <script.ts> [args...]')
  process.exit(2)
}
const outfile = path.join(ROOT, '.cache', 'bundled', `${path.basename(entry, '.ts')}.mjs`)
await build({
  entryPoints: [path.resolve(ROOT, entry)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // pdf.js loads its worker by path at run time: it cannot live inside a bundle.
  external: ['pdfjs-dist'],
  logLevel: 'error',
  plugins: [sourceUrls],
})
const result = spawnSync(process.execPath, ['--expose-gc', outfile, ...args], {
  cwd: ROOT,
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
