import { brotliDecompressSync, constants, inflateRawSync } from 'node:zlib'
import { Inflate } from 'fflate'
import { DocumentError } from './document-error.ts'

/*
 * pdf.js decodes each stream whole into one growing buffer and has no limit of its own, so a 200 KB
 * PDF whose page content inflates to 500 MB (Flate, LZW, RunLength, Brotli, or a chain of them)
 * costs that much memory and seconds of blocked event loop before it is found to hold no text.
 * Before pdf.js sees a file, this measures what every stream decodes to, decoding it the way
 * pdf.js would, and refuses the file past a budget. Image codecs (DCT, JPX, JBIG2, CCITT) are not
 * decoded here: pdf.js decodes images only for pages without text, bounded by its maxImageSize.
 */

const MB = 1024 * 1024

/**
 * All the decoded stream data a PDF may have. A resume's pages, fonts and pictures decode to a few
 * megabytes (the sample resumes: under 1 MB); 32 MB leaves room for screenshots while keeping a
 * bomb's cost to a fraction of a second and a bounded amount of memory.
 */
export const MAX_PDF_DECODED_BYTES = 32 * MB
/**
 * How much scanning and decoding input a file may cause, as a multiple of its size. A normal file
 * is read about twice (once tokenised, once decoded); files built to make the scan quadratic (tens
 * of thousands of chained filters, streams with no known end) stop here instead.
 */
const WORK_PER_BYTE = 32
const MIN_WORK = 4 * MB

// The refusals' texts, in each language, are in document-messages.ts.
const PDF_TOO_LARGE = 'pdf_too_large'
const PDF_TOO_COMPLEX = 'pdf_too_complex'
const PDF_DAMAGED = 'pdf_damaged'

class Budget {
  private decoded = 0
  private work = 0

  constructor(private readonly workLimit: number) {}

  get decodedTotal(): number {
    return this.decoded
  }

  /** What one more stream may still decode to. */
  get remaining(): number {
    return MAX_PDF_DECODED_BYTES - this.decoded
  }

  takeDecoded(bytes: number): void {
    this.decoded += bytes
    if (this.decoded > MAX_PDF_DECODED_BYTES) throw new DocumentError('too_large', PDF_TOO_LARGE)
  }

  takeWork(bytes: number): void {
    this.work += bytes
    if (this.work > this.workLimit) throw new DocumentError('too_large', PDF_TOO_COMPLEX)
  }
}

/** Thrown by a decoder whose output passed its limit. */
class OverLimit extends Error {}

/**
 * Refuses (413) a PDF whose streams would decode to more than MAX_PDF_DECODED_BYTES in pdf.js, or
 * whose structure would make that check itself expensive. Cheap for real files: a few
 * milliseconds for a resume.
 */
export function assertPdfStreamsFit(bytes: Uint8Array): void {
  pdfDecodedBytes(bytes)
}

/**
 * What a PDF's streams decode to in all, as pdf.js would decode them; throws the 413
 * DocumentError as soon as the total passes MAX_PDF_DECODED_BYTES.
 */
export function pdfDecodedBytes(bytes: Uint8Array): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1')
  const budget = new Budget(Math.max(MIN_WORK, bytes.length * WORK_PER_BYTE))
  // Every object in the file, inside streams too: pdf.js rebuilds a broken file's cross-reference
  // table by the same search, so no object can hide from it and not from us. Streams are decoded
  // once all objects are known, since a /Length often refers to an object after its stream.
  const plain = new Map<string, Value | null>()
  const streams: StreamObject[] = []
  for (const header of objectHeaders(text)) {
    const object = readObject(text, header.end, budget)
    if (object === null) continue
    if (object.kind === 'stream') {
      streams.push(object)
    } else {
      // An object defined twice is unknown: which one pdf.js uses depends on its xref.
      plain.set(header.key, plain.has(header.key) ? null : object.value)
    }
  }
  for (const stream of streams) {
    assertObjectCountsFit(stream.entries, plain)
    const end = streamEnd(text, stream, plain, budget)
    const filters = filtersOf(stream.entries.get('/F') ?? stream.entries.get('/Filter'), plain)
    const data = bytes.subarray(stream.start, end)
    budget.takeDecoded(decodedSize(data, filters, stream.earlyChangeSet, budget))
  }
  return budget.decodedTotal
}

/**
 * Object numbers a PDF may declare in one cross-reference or object stream. pdf.js loops over the
 * count such a stream declares: an XRef stream's /Index or /Size with /W [0 0 0] reads no data per
 * entry, so 2^32-1 is a hang, and 4 million one-byte entries (a 4 KB stream) ran for over a
 * minute; 100,000 took 0.5 s. A resume has hundreds of objects and a long book tens of thousands.
 * A classic xref table needs no limit: pdf.js reads its entries from the file and stops at the
 * first missing one, so the 5 MB upload limit bounds them.
 */
export const MAX_PDF_OBJECTS = 100_000

/**
 * Refuses a stream whose declared entry count pdf.js would loop over unchecked: an XRef stream
 * (pdf.js does not need its /Type, so any stream with /W counts) or an object stream (/First, /N).
 */
function assertObjectCountsFit(
  entries: Map<string, Value>,
  plain: Map<string, Value | null>,
): void {
  const resolve = (key: string): Value | undefined => {
    const value = entries.get(key)
    return (value?.type === 'ref' ? plain.get(value.key) : value) ?? undefined
  }
  const integers = (value: Value | undefined): number[] => {
    const tokens =
      value?.type === 'array' ? value.tokens : value?.type === 'token' ? [value.token] : []
    return tokens.filter((token) => INTEGER.test(token)).map(Number)
  }
  let declared = 0
  if (entries.has('/W')) {
    const index = resolve('/Index')
    // /Index holds pairs: first object number, count.
    const counts =
      index === undefined
        ? integers(resolve('/Size'))
        : integers(index).filter((_, at) => at % 2 === 1)
    declared = counts.reduce((sum, count) => sum + count, 0)
    const width = integers(resolve('/W')).reduce((sum, bytes) => sum + bytes, 0)
    if (declared > 0 && width === 0) throw new DocumentError('corrupt', PDF_DAMAGED)
  }
  if (entries.has('/First')) declared = Math.max(declared, ...integers(resolve('/N')))
  if (declared > MAX_PDF_OBJECTS) throw new DocumentError('too_large', PDF_TOO_COMPLEX)
}

/** "N G obj" headers, found without a backtracking regular expression (digits may run long). */
function* objectHeaders(text: string): Generator<{ key: string; end: number }> {
  let at = text.indexOf('obj')
  while (at !== -1) {
    const end = at + 3
    const after = text.charCodeAt(end)
    if (Number.isNaN(after) || WHITESPACE.has(after) || DELIMITERS.has(after)) {
      // pdf.js's lexer ends a number at the first letter, so "4 0obj" is a header to it too.
      const generation = numberBefore(text, at, false)
      const number = generation === null ? null : numberBefore(text, generation.start, true)
      if (generation !== null && number !== null) {
        yield { key: `${number.value} ${generation.value}`, end }
      }
    }
    at = text.indexOf('obj', end)
  }
}

/** The integer that ends just before `at`, after some whitespace if `spaced`. */
function numberBefore(
  text: string,
  at: number,
  spaced: boolean,
): { value: number; start: number } | null {
  let cursor = at
  while (cursor > 0 && WHITESPACE.has(text.charCodeAt(cursor - 1))) cursor -= 1
  if (spaced && cursor === at) return null
  const end = cursor
  while (cursor > 0 && end - cursor < 10 && isDigit(text.charCodeAt(cursor - 1))) cursor -= 1
  if (cursor === end) return null
  return { value: Number(text.slice(cursor, end)), start: cursor }
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}

interface StreamObject {
  kind: 'stream'
  entries: Map<string, Value>
  /** Where the data starts: after the end of the "stream" line, as pdf.js reads it. */
  start: number
  /** The dictionary mentions EarlyChange (an LZW parameter): both readings are measured. */
  earlyChangeSet: boolean
}

type ParsedObject = StreamObject | { kind: 'plain'; value: Value }
// A PDF tokeniser just good enough to read an object's dictionary: strings, comments and nesting
// are skipped the way pdf.js's lexer skips them, without recursion (nesting may be 100 000 deep),
// and every character it reads counts against the work budget.

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20])
const DELIMITERS = new Set([...'()<>[]{}/%'].map((char) => char.charCodeAt(0)))

class Tokens {
  constructor(
    private readonly text: string,
    public at: number,
    private readonly budget: Budget,
  ) {}

  skipSpace(): void {
    const { text } = this
    const start = this.at
    while (this.at < text.length) {
      const code = text.charCodeAt(this.at)
      if (WHITESPACE.has(code)) {
        this.at += 1
      } else if (code === 0x25) {
        // A % comment runs to the end of its line.
        while (this.at < text.length && !isLineEnd(text.charCodeAt(this.at))) this.at += 1
      } else {
        break
      }
    }
    this.budget.takeWork(this.at - start)
  }

  /** '<<', '>>', '[', ']', '/Name' (#xx decoded), '(' or '<' for a skipped string, or a word. */
  next(): string | null {
    this.skipSpace()
    const start = this.at
    try {
      return this.read()
    } finally {
      this.budget.takeWork(this.at - start)
    }
  }

  private read(): string | null {
    const { text } = this
    if (this.at >= text.length) return null
    const char = text.charAt(this.at)
    const pair = text.slice(this.at, this.at + 2)
    if (pair === '<<' || pair === '>>') {
      this.at += 2
      return pair
    }
    this.at += 1
    if ('[]{}>)'.includes(char)) return char
    if (char === '(') {
      let depth = 1
      while (this.at < text.length && depth > 0) {
        const inner = text.charAt(this.at)
        if (inner === '\\') this.at += 1
        else if (inner === '(') depth += 1
        else if (inner === ')') depth -= 1
        this.at += 1
      }
      return '('
    }
    if (char === '<') {
      const close = text.indexOf('>', this.at)
      this.at = close === -1 ? text.length : close + 1
      return '<'
    }
    const start = this.at - 1
    while (this.at < text.length) {
      const code = text.charCodeAt(this.at)
      if (WHITESPACE.has(code) || DELIMITERS.has(code)) break
      this.at += 1
    }
    const word = text.slice(start, this.at)
    return char === '/' ? decodeName(word) : word
  }
}

function isLineEnd(code: number): boolean {
  return code === 0x0a || code === 0x0d
}

/** PDF names may spell any byte as #xx: /Fl#61teDecode is /FlateDecode to pdf.js. */
function decodeName(name: string): string {
  return name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  )
}

/** One value: a token, a reference, an array's direct tokens, or a dictionary (not kept). */
type Value =
  | { type: 'token'; token: string }
  | { type: 'ref'; key: string }
  | { type: 'array'; tokens: string[] }
  | { type: 'dict' }

const INTEGER = /^\d+$/

/**
 * The object after "N G obj": a stream (its dictionary and where its data starts), a plain value
 * followed by endobj (a number, a name or an array, which a stream may refer to), or null.
 */
function readObject(text: string, from: number, budget: Budget): ParsedObject | null {
  const tokens = new Tokens(text, from, budget)
  const first = tokens.next()
  if (first === null) return null
  if (first !== '<<') {
    let value: Value
    if (first === '[') {
      const array = readArray(tokens)
      if (array === null) return null
      value = { type: 'array', tokens: array }
    } else {
      value = { type: 'token', token: first }
    }
    return tokens.next() === 'endobj' ? { kind: 'plain', value } : null
  }
  const items: (string | Value)[] = []
  for (;;) {
    const token = tokens.next()
    if (token === null) return null
    if (token === '>>') break
    if (token === '[') {
      const array = readArray(tokens)
      if (array === null) return null
      items.push({ type: 'array', tokens: array })
    } else if (token === '<<') {
      if (!skipDictionary(tokens)) return null
      items.push({ type: 'dict' })
    } else {
      items.push(token)
    }
  }
  const dictionaryEnd = tokens.at
  tokens.skipSpace()
  if (!text.startsWith('stream', tokens.at)) return null
  const after = text.charCodeAt(tokens.at + 6)
  if (!Number.isNaN(after) && !WHITESPACE.has(after) && !DELIMITERS.has(after)) return null
  // Like pdf.js's skipToNextLine: the data starts after the end of the "stream" line.
  let start = tokens.at + 6
  while (start < text.length && !isLineEnd(text.charCodeAt(start))) start += 1
  start += text.startsWith('\r\n', start) ? 2 : 1
  budget.takeWork(start - tokens.at)
  return {
    kind: 'stream',
    entries: entriesOf(items),
    start: Math.min(start, text.length),
    earlyChangeSet: text.slice(from, dictionaryEnd).includes('EarlyChange'),
  }
}

/** An array's direct tokens (nested arrays and dictionaries skipped), after its '['. */
function readArray(tokens: Tokens): string[] | null {
  const direct: string[] = []
  let depth = 1
  while (depth > 0) {
    const token = tokens.next()
    if (token === null) return null
    if (token === '[' || token === '<<') depth += 1
    else if (token === ']' || token === '>>') depth -= 1
    else if (depth === 1) direct.push(token)
  }
  return direct
}

/** Skips a nested dictionary, after its '<<'. */
function skipDictionary(tokens: Tokens): boolean {
  let depth = 1
  while (depth > 0) {
    const token = tokens.next()
    if (token === null) return false
    if (token === '[' || token === '<<') depth += 1
    else if (token === ']' || token === '>>') depth -= 1
  }
  return true
}

/** A dictionary's keys and values; "N G R" becomes a reference. */
function entriesOf(items: (string | Value)[]): Map<string, Value> {
  const entries = new Map<string, Value>()
  let index = 0
  while (index < items.length) {
    const key = items[index]
    index += 1
    if (typeof key !== 'string' || !key.startsWith('/')) continue
    const value = items[index]
    if (value === undefined) break
    const generation = items[index + 1]
    if (
      typeof value === 'string' &&
      INTEGER.test(value) &&
      typeof generation === 'string' &&
      INTEGER.test(generation) &&
      items[index + 2] === 'R'
    ) {
      entries.set(key, { type: 'ref', key: `${Number(value)} ${Number(generation)}` })
      index += 3
    } else {
      entries.set(key, typeof value === 'string' ? { type: 'token', token: value } : value)
      index += 1
    }
  }
  return entries
}

/**
 * Where pdf.js ends a stream's data: at /Length when "endstream" follows it, else at the first
 * "endstream". When /Length refers to an object we cannot see (inside an object stream), pdf.js
 * may read as far as that object says, so only the end of the file bounds it; the decoders stop at
 * their data's own end.
 */
function streamEnd(
  text: string,
  stream: StreamObject,
  plain: Map<string, Value | null>,
  budget: Budget,
): number {
  const value = stream.entries.get('/Length')
  let length: number | null = null
  if (value?.type === 'token' && INTEGER.test(value.token)) length = Number(value.token)
  if (value?.type === 'ref') {
    const resolved = plain.get(value.key)
    if (resolved?.type !== 'token' || !INTEGER.test(resolved.token)) return text.length
    length = Number(resolved.token)
  }
  if (length !== null && stream.start + length <= text.length) {
    const tail = new Tokens(text, stream.start + length, budget)
    tail.skipSpace()
    if (text.startsWith('endstream', tail.at)) return stream.start + length
  }
  const found = text.indexOf('endstream', stream.start)
  return found === -1 ? text.length : found
}

/**
 * The filter chain, references resolved as pdf.js resolves them (the value, then each element of
 * an array); null when a reference leads to nothing we can see.
 */
function filtersOf(value: Value | undefined, plain: Map<string, Value | null>): string[] | null {
  const resolved = value?.type === 'ref' ? plain.get(value.key) : value
  if (resolved === null) return null
  if (resolved === undefined) return value === undefined ? [] : null
  if (resolved.type === 'token') return resolved.token.startsWith('/') ? [resolved.token] : []
  if (resolved.type !== 'array') return []
  const names: string[] = []
  const { tokens } = resolved
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] ?? ''
    if (token.startsWith('/')) {
      names.push(token)
    } else if (INTEGER.test(token) && tokens[index + 2] === 'R') {
      const element = plain.get(`${Number(token)} ${Number(tokens[index + 1])}`)
      if (element?.type !== 'token' || !element.token.startsWith('/')) return null
      names.push(element.token)
      index += 2
    }
  }
  return names
}

/** Image codecs and encryption: pdf.js passes or bounds them; the chain is not followed further. */
const NOT_EXPANDED_HERE = new Set([
  '/DCT',
  '/DCTDecode',
  '/JPX',
  '/JPXDecode',
  '/CCF',
  '/CCITTFaxDecode',
  '/JBIG2Decode',
  '/Crypt',
])

/** What `data` decodes to through `filters`, within what the budget has left. */
function decodedSize(
  data: Uint8Array,
  filters: string[] | null,
  earlyChangeSet: boolean,
  budget: Budget,
): number {
  if (filters === null) {
    // Unknown filters: the most any expanding filter could make of these bytes.
    const guesses = [['/FlateDecode'], ['/LZWDecode'], ['/RunLengthDecode']]
    return Math.max(
      data.length,
      ...guesses.map((chain) => decodeChain(data, chain, earlyChangeSet, budget)),
    )
  }
  return decodeChain(data, filters, earlyChangeSet, budget)
}

function decodeChain(
  data: Uint8Array,
  filters: string[],
  earlyChangeSet: boolean,
  budget: Budget,
): number {
  const chain: string[] = []
  for (const filter of filters) {
    if (NOT_EXPANDED_HERE.has(filter)) break
    chain.push(filter)
  }
  let current = data
  for (const [index, filter] of chain.entries()) {
    budget.takeWork(current.length)
    // The last filter's output is only counted; another filter's input must be kept.
    const keep = index < chain.length - 1
    let decoded: Decoded | null
    try {
      decoded = decodeOne(filter, current, { limit: budget.remaining, keep }, earlyChangeSet)
    } catch (error) {
      if (error instanceof OverLimit) throw new DocumentError('too_large', PDF_TOO_LARGE)
      throw error
    }
    // A name pdf.js does not know: it passes the data through unchanged.
    if (decoded === null) continue
    if (decoded.bytes === null) return decoded.length
    current = decoded.bytes
  }
  return current.length
}

interface Decoded {
  length: number
  /** The output itself when it was kept. */
  bytes: Uint8Array | null
}

interface DecodeOptions {
  limit: number
  keep: boolean
}

/** One filter, as pdf.js decodes it; null for names pdf.js passes through unchanged. */
function decodeOne(
  filter: string,
  data: Uint8Array,
  options: DecodeOptions,
  earlyChangeSet: boolean,
): Decoded | null {
  switch (filter) {
    case '/Fl':
    case '/FlateDecode':
      return inflate(data, options)
    case '/LZW':
    case '/LZWDecode': {
      // pdf.js reads codes one step early unless DecodeParms says EarlyChange 0; where the
      // dictionary names it at all, the larger of both readings counts.
      const usual = lzwDecode(data, options, 1)
      if (!earlyChangeSet) return usual
      const late = lzwDecode(data, options, 0)
      return usual.length >= late.length ? usual : late
    }
    case '/RL':
    case '/RunLengthDecode':
      return runLengthDecode(data, options)
    case '/AHx':
    case '/ASCIIHexDecode':
      return asciiHexDecode(data, options)
    case '/A85':
    case '/ASCII85Decode':
      return ascii85Decode(data, options)
    case '/BrotliDecode':
      return brotli(data, options)
    default:
      return null
  }
}

/**
 * A decoder's output, refused past `limit`. Kept only when another filter reads it next; the last
 * filter's output is only counted, so measuring a bomb costs no memory.
 */
class Output {
  private readonly chunks: Uint8Array[] = []
  length = 0

  constructor(private readonly options: DecodeOptions) {}

  /** `count` bytes of `source`; past its end, zeros (as pdf.js's typed arrays give). */
  append(source: Uint8Array, count: number): void {
    this.grow(count)
    if (!this.options.keep) return
    const copy = new Uint8Array(count)
    copy.set(source.subarray(0, Math.min(count, source.length)))
    this.chunks.push(copy)
  }

  fill(byte: number, count: number): void {
    this.grow(count)
    if (this.options.keep) this.chunks.push(new Uint8Array(count).fill(byte))
  }

  private grow(count: number): void {
    this.length += count
    if (this.length > this.options.limit) throw new OverLimit()
  }

  result(): Decoded {
    return {
      length: this.length,
      bytes: this.options.keep ? new Uint8Array(Buffer.concat(this.chunks)) : null,
    }
  }
}

/** pdf.js's FlateStream: a zlib header it checks, then DEFLATE data whose checksum it ignores. */
function inflate(data: Uint8Array, options: DecodeOptions): Decoded {
  const cmf = data[0]
  const flg = data[1]
  const nothing = { length: 0, bytes: new Uint8Array() }
  // pdf.js refuses these headers and reads nothing.
  if (cmf === undefined || flg === undefined) return nothing
  if ((cmf & 0x0f) !== 0x08 || ((cmf << 8) + flg) % 31 !== 0 || flg & 0x20) return nothing
  const raw = data.subarray(2)
  try {
    // zlib is fast and stops at the end of the DEFLATE data; a truncated stream gives what it has.
    const bytes = inflateRawSync(raw, {
      maxOutputLength: Math.max(1, options.limit),
      finishFlush: constants.Z_SYNC_FLUSH,
    })
    return { length: bytes.length, bytes }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw new OverLimit()
    // Damaged data: pdf.js decodes up to the damage, so count that much (zlib tells nothing).
    return inflatePartly(raw, options)
  }
}

function inflatePartly(raw: Uint8Array, options: DecodeOptions): Decoded {
  const output = new Output(options)
  const stream = new Inflate((chunk) => output.append(chunk, chunk.length))
  try {
    for (let at = 0; at < raw.length; at += 16 * 1024) {
      stream.push(raw.subarray(at, at + 16 * 1024))
    }
  } catch (error) {
    if (error instanceof OverLimit) throw error
  }
  return output.result()
}

/** pdf.js's LZWStream, step for step (its tables, its code widths, its handling of bad codes). */
function lzwDecode(data: Uint8Array, options: DecodeOptions, earlyChange: 0 | 1): Decoded {
  const output = new Output(options)
  const values = new Uint8Array(4096)
  const lengths = new Uint16Array(4096)
  const previous = new Uint16Array(4096)
  const sequence = new Uint8Array(4096)
  for (let code = 0; code < 256; code += 1) {
    values[code] = code
    lengths[code] = 1
  }
  let codeLength = 9
  let nextCode = 258
  let prevCode = 0
  let sequenceLength = 0
  let cached = 0
  let bitsCached = 0
  let at = 0
  for (;;) {
    while (bitsCached < codeLength && at < data.length) {
      cached = ((cached << 8) | (data[at] ?? 0)) >>> 0
      bitsCached += 8
      at += 1
    }
    if (bitsCached < codeLength) break
    bitsCached -= codeLength
    const code = (cached >>> bitsCached) & ((1 << codeLength) - 1)
    const hasPrevious = sequenceLength > 0
    if (code < 256) {
      sequence[0] = code
      sequenceLength = 1
    } else if (code >= 258) {
      if (code < nextCode) {
        sequenceLength = lengths[code] ?? 0
        for (let j = sequenceLength - 1, q = code; j >= 0; j -= 1) {
          sequence[j] = values[q] ?? 0
          q = previous[q] ?? 0
        }
      } else {
        sequence[sequenceLength] = sequence[0] ?? 0
        sequenceLength += 1
      }
    } else if (code === 256) {
      codeLength = 9
      nextCode = 258
      sequenceLength = 0
      continue
    } else {
      break
    }
    if (hasPrevious) {
      previous[nextCode] = prevCode
      lengths[nextCode] = (lengths[prevCode] ?? 0) + 1
      values[nextCode] = sequence[0] ?? 0
      nextCode += 1
      const width = nextCode + earlyChange
      codeLength =
        width & (width - 1)
          ? codeLength
          : Math.min(Math.log(width) / 0.6931471805599453 + 1, 12) | 0
    }
    prevCode = code
    output.append(sequence, sequenceLength)
  }
  return output.result()
}

/** pdf.js's RunLengthStream: a length byte, then bytes to copy or one byte to repeat. */
function runLengthDecode(data: Uint8Array, options: DecodeOptions): Decoded {
  const output = new Output(options)
  let at = 0
  while (at + 1 < data.length) {
    const n = data[at] ?? 128
    if (n === 128) break
    if (n < 128) {
      const run = data.subarray(at + 1, Math.min(at + 2 + n, data.length))
      output.append(run, run.length)
      at += 2 + n
    } else {
      output.fill(data[at + 1] ?? 0, 257 - n)
      at += 2
    }
  }
  return output.result()
}

function asciiHexDecode(data: Uint8Array, options: DecodeOptions): Decoded {
  const bytes: number[] = []
  let high = -1
  for (const byte of data) {
    if (byte === 0x3e) break
    const lower = byte | 0x20
    const digit =
      byte >= 0x30 && byte <= 0x39
        ? byte - 0x30
        : lower >= 0x61 && lower <= 0x66
          ? lower - 0x57
          : -1
    if (digit === -1) continue
    if (high === -1) {
      high = digit
    } else {
      bytes.push((high << 4) | digit)
      high = -1
    }
  }
  if (high !== -1) bytes.push(high << 4)
  const output = new Output(options)
  output.append(new Uint8Array(bytes), bytes.length)
  return output.result()
}

/** ASCII85: five characters make four bytes, and 'z' alone makes four zeros. */
function ascii85Decode(data: Uint8Array, options: DecodeOptions): Decoded {
  const output = new Output(options)
  const group: number[] = []
  const flush = (count: number) => {
    let value = 0
    for (let index = 0; index < 5; index += 1) value = value * 85 + (group[index] ?? 84)
    const bytes = new Uint8Array(count)
    for (let index = 0; index < count; index += 1) {
      bytes[index] = Math.floor(value / 256 ** (3 - index)) % 256
    }
    output.append(bytes, count)
    group.length = 0
  }
  for (const byte of data) {
    if (byte === 0x7e) break
    if (WHITESPACE.has(byte)) continue
    if (byte === 0x7a && group.length === 0) {
      output.fill(0, 4)
      continue
    }
    if (byte < 0x21 || byte > 0x75) break
    group.push(byte - 0x21)
    if (group.length === 5) flush(4)
  }
  if (group.length > 1) flush(group.length - 1)
  return output.result()
}

/**
 * pdf.js decodes Brotli in one go and keeps nothing of a stream that fails. zlib tells how much a
 * valid stream makes; a damaged one is refused, since what pdf.js would spend on it is unknown.
 */
function brotli(data: Uint8Array, options: DecodeOptions): Decoded {
  try {
    const bytes = brotliDecompressSync(data, { maxOutputLength: Math.max(1, options.limit) })
    return { length: bytes.length, bytes }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw new OverLimit()
    throw new DocumentError('corrupt', PDF_DAMAGED, { cause: error })
  }
}
