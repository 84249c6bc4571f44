import { analyse } from 'chardet'
import iconv from 'iconv-lite'

export interface DecodedText {
  text: string
  /** The encoding the bytes were read as, e.g. "utf-8", "utf-16le", "windows-1251". */
  encoding: string
}

/** Enough bytes to recognise an encoding and spot binary data without reading a whole file. */
const SAMPLE_BYTES = 8192
/** Share of control characters above which a "text" is really binary data. */
const MAX_CONTROL_SHARE = 0.01

/**
 * Decodes bytes that should be plain text: a byte-order mark decides first, then UTF-16 without a
 * BOM (every other byte zero), then strict UTF-8, then chardet's best guess among encodings
 * iconv-lite knows (Windows-1251 Russian, Latin-1 Spanish...). Null when the result is binary
 * garbage rather than text, so the caller can refuse it.
 */
export function decodeText(bytes: Uint8Array): DecodedText | null {
  const decoded = decodeWithBestEncoding(bytes)
  if (!decoded || looksBinary(decoded.text)) return null
  return decoded
}

function decodeWithBestEncoding(bytes: Uint8Array): DecodedText | null {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return decodeAs(bytes.subarray(3), 'utf-8')
  if (startsWith(bytes, [0xff, 0xfe])) return decodeAs(bytes.subarray(2), 'utf-16le')
  if (startsWith(bytes, [0xfe, 0xff])) return decodeAs(bytes.subarray(2), 'utf-16be')
  const utf16 = guessBomlessUtf16(bytes)
  if (utf16) return decodeAs(bytes, utf16)
  // Real text never contains NUL outside UTF-16; binary formats are full of it.
  if (bytes.subarray(0, SAMPLE_BYTES).includes(0)) return null
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' }
  } catch {
    // Not UTF-8: a legacy single-byte encoding, guessed below.
  }
  for (const match of analyse(bytes.subarray(0, SAMPLE_BYTES))) {
    const name = match.name.toLowerCase()
    if (name.startsWith('utf') || !iconv.encodingExists(name)) continue
    return decodeAs(bytes, name)
  }
  return null
}

function decodeAs(bytes: Uint8Array, encoding: string): DecodedText {
  return { text: iconv.decode(bytes, encoding, { stripBOM: true }), encoding }
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte)
}

/** ASCII-range text in UTF-16 has a zero in every other byte: odd bytes for LE, even for BE. */
function guessBomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const length = Math.min(bytes.length, SAMPLE_BYTES) & ~1
  if (length < 8) return null
  let evenZeros = 0
  let oddZeros = 0
  for (let index = 0; index < length; index += 2) {
    if (bytes[index] === 0) evenZeros += 1
    if (bytes[index + 1] === 0) oddZeros += 1
  }
  const pairs = length / 2
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le'
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be'
  return null
}

/**
 * Control characters (other than whitespace), replacement characters, half surrogate pairs and
 * private-use characters mean it was not text. The last two are what random bytes behind a UTF-16
 * byte-order mark decode to (about one character in eight); real text has next to none.
 */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, SAMPLE_BYTES)
  if (sample.length === 0) return false
  const suspicious =
    // eslint-disable-next-line no-control-regex -- counting control characters is the point
    sample.match(/[\u0000-\u0008\u000E-\u001F\u007F-\u009F\uFFFD\uE000-\uF8FF]|\p{Cs}/gu)?.length ??
    0
  return suspicious / sample.length > MAX_CONTROL_SHARE
}
