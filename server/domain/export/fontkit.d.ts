/**
 * The part of fontkit (pdfkit's own font engine, installed with it) that render-pdf uses: parsing
 * a TTF once per process instead of once per document makes a PDF export several times faster.
 */
declare module 'fontkit' {
  export interface Font {
    readonly postscriptName: string
    /** Every code point the cmap maps. */
    readonly characterSet: number[]
    layout(text: string): unknown
    glyphForCodePoint(codePoint: number): unknown
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font
}
