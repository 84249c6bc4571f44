/** A piece of resume text, as the light Markdown of decisions.md ("# headings, - bullets") reads. */
export type ResumeBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string }

const HEADING = /^(#{1,6})\s+(.*)$/
const BULLET = /^\s*[-*•]\s+(.*)$/

/**
 * Splits resume text into headings, bullet lists and paragraphs, so it can be shown readably as
 * plain text nodes (never as HTML). Lines of one paragraph stay separate lines; blank lines end
 * paragraphs and lists. Deeper headings than ### read as ###: a resume needs no more levels.
 */
export function resumeBlocks(text: string): ResumeBlock[] {
  const blocks: ResumeBlock[] = []
  let paragraph: string[] | null = null
  let list: string[] | null = null
  const close = () => {
    if (paragraph) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') })
    if (list) blocks.push({ kind: 'list', items: list })
    paragraph = null
    list = null
  }
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trimEnd()
    if (line.trim() === '') {
      close()
      continue
    }
    const heading = HEADING.exec(line.trim())
    if (heading) {
      close()
      const level = Math.min(3, heading[1]?.length ?? 1) as 1 | 2 | 3
      blocks.push({ kind: 'heading', level, text: heading[2]?.trim() ?? '' })
      continue
    }
    const bullet = BULLET.exec(line)
    if (bullet) {
      if (paragraph) close()
      list ??= []
      list.push(bullet[1]?.trim() ?? '')
      continue
    }
    if (list) close()
    paragraph ??= []
    paragraph.push(line.trim())
  }
  close()
  return blocks
}
