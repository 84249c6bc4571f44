// Bundles one TypeScript entry with esbuild into .cache/bundled/, the way the server and the
// benchmarks run outside development: plain Node, without tsx's on-the-fly compiler in the process
// (about 70 MB of resident memory and a slower start).
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))

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

/**
 * Bundles `entry` (relative to the project) and resolves with the output file.
 * `packages: 'external'` leaves every npm package to be loaded from node_modules at run time (the
 * server's choice: PGlite and pdf.js find their wasm, data and worker files beside their own code);
 * 'bundle' inlines them (the benchmarks', so their figures are the code's own), except pdf.js.
 */
export async function bundleEntry(entry, { packages = 'bundle' } = {}) {
  const name = path.basename(entry, '.ts')
  const outfile = path.join(ROOT, '.cache', 'bundled', `${name}.mjs`)
  await build({
    entryPoints: [path.resolve(ROOT, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // esbuild rewrites every regex literal with \p{...} as `new RegExp(...)` for targets it is
    // unsure of, which in a function body builds the RegExp on every call; Node 20 runs them as
    // literals (the same engine either way), so they stay literals.
    supported: { 'regexp-unicode-property-escapes': true },
    ...(packages === 'external'
      ? { packages: 'external' }
      : // pdf.js loads its worker by path at run time: it cannot live inside a bundle.
        { external: ['pdfjs-dist'] }),
    logLevel: 'error',
    plugins: [sourceUrls],
  })
  return outfile
}
