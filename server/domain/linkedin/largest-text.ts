import { getDocument } from '../documents/pdfjs.ts'

/** The name is set far larger than anything else on LinkedIn's PDF (26 pt against 10-13 pt). */
const MIN_RATIO_TO_BODY = 1.5

/**
 * The text set in the largest type on a PDF's first page, when it stands out from the body text
 * (the member's name on a "Save to PDF" profile); null when nothing does or the file cannot be
 * read. The text itself comes from the upload extractor; this only finds which line is the name.
 */
export async function largestTextOnFirstPage(bytes: Uint8Array): Promise<string | null> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  })
  try {
    const document = await task.promise
    const content = await (await document.getPage(1)).getTextContent()
    const items: Array<{ text: string; size: number }> = []
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue
      const transform = item.transform as number[]
      items.push({ text: item.str, size: Math.hypot(transform[2] ?? 0, transform[3] ?? 0) })
    }
    if (items.length === 0) return null
    const sizes = items.map((item) => item.size).sort((a, b) => a - b)
    const median = sizes[Math.floor(sizes.length / 2)] ?? 0
    const largest = sizes.at(-1) ?? 0
    if (median <= 0 || largest / median < MIN_RATIO_TO_BODY) return null
    const text = items
      .filter((item) => largest - item.size < 0.5)
      .map((item) => item.text)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
    return text === '' ? null : text
  } catch {
    return null
  } finally {
    await task.destroy()
  }
}
