/*
 * pdf.js for the whole server, loaded so that it leaves the JavaScript built-ins alone. Every
 * module uses pdf.js through this one (types may come from pdfjs-dist directly).
 *
 * pdf.js's legacy build (the one that runs on Node 20) carries core-js polyfills, and on Node 20
 * they replace built-ins that everything in the process uses: JSON.stringify and JSON.parse (for
 * JSON.rawJSON, which Node 20's V8 lacks), Array.prototype.push (for a corner case of the spec)
 * and Function.prototype.toString. The replacements are plain JavaScript: the JSON.stringify one
 * re-reads its whole output a character at a time, which made serialising the 150 KB resume list
 * the largest cost of GET /api/resumes, and every push in Fastify, pino, drizzle and the analysis
 * became a JavaScript call (scripts/bench-api.ts measured both). What pdf.js needs are the
 * additions (Promise.withResolvers, Uint8Array base64, Iterator helpers...): those stay, and the
 * built-ins that existed before and were replaced are put back.
 *
 * The worker module is loaded here too: on Node pdf.js runs its worker in-process and would
 * otherwise import it at the first document, and its own copy of core-js would replace the
 * built-ins again. Once loaded it sets globalThis.pdfjsWorker, which pdf.js uses instead.
 */

/** The objects whose own properties core-js may replace. */
const BUILTINS: readonly object[] = [
  JSON,
  Math,
  Reflect,
  Object,
  Object.prototype,
  Function.prototype,
  Array,
  Array.prototype,
  String,
  String.prototype,
  Number,
  Number.prototype,
  Promise,
  Promise.prototype,
  RegExp.prototype,
  Map.prototype,
  Set.prototype,
  Date.prototype,
  ArrayBuffer.prototype,
  Uint8Array,
  Uint8Array.prototype,
  Object.getPrototypeOf(Uint8Array.prototype) as object,
]

type Snapshot = Map<object, Map<PropertyKey, PropertyDescriptor>>

function snapshotBuiltins(): Snapshot {
  const snapshot: Snapshot = new Map()
  for (const target of BUILTINS) {
    const descriptors = new Map<PropertyKey, PropertyDescriptor>()
    for (const key of Reflect.ownKeys(target)) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key)
      if (descriptor !== undefined) descriptors.set(key, descriptor)
    }
    snapshot.set(target, descriptors)
  }
  return snapshot
}

/** Puts back every property that existed in `snapshot` and has changed since; keeps additions. */
function restoreBuiltins(snapshot: Snapshot): string[] {
  const restored: string[] = []
  for (const [target, descriptors] of snapshot) {
    for (const [key, before] of descriptors) {
      const now = Object.getOwnPropertyDescriptor(target, key)
      if (now !== undefined && Object.is(now.value, before.value) && now.get === before.get) {
        continue
      }
      Object.defineProperty(target, key, before)
      restored.push(String(key))
    }
  }
  return restored
}

const builtins = snapshotBuiltins()
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
// A variable, because pdfjs-dist ships no types for its worker module (nothing of it is used here).
const WORKER_MODULE = 'pdfjs-dist/legacy/build/pdf.worker.mjs'
await import(WORKER_MODULE)

/** What pdf.js had replaced at load (the test reads it). */
export const RESTORED_BUILTINS: readonly string[] = restoreBuiltins(builtins)

export const { getDocument, OPS } = pdfjs
