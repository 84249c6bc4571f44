/**
 * Whether an Accept-Encoding header accepts gzip: named with a weight above 0, or, when gzip is
 * not named, `*` with a weight above 0 (RFC 9110, 12.5.3). No header: no.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined) return false
  let anyEncoding = false
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const weight = parameters.find((parameter) => parameter.startsWith('q='))
    const accepted = weight === undefined || Number(weight.slice(2)) > 0
    if (name === 'gzip' || name === 'x-gzip') return accepted
    if (name === '*') anyEncoding = accepted
  }
  return anyEncoding
}
