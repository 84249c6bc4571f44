import type { Quill } from './quill-setup.ts'
import type { QuillRange } from './use-quill.ts'

/** What the toolbar shows: which toggles are on, and whether undo and redo can run. */
export type ToolbarState = {
  heading1: boolean
  heading2: boolean
  bulletList: boolean
  bold: boolean
  italic: boolean
  link: boolean
  undo: boolean
  redo: boolean
}

export type FormatCommand = 'heading1' | 'heading2' | 'heading3' | 'bulletList' | 'bold' | 'italic'

export const EMPTY_TOOLBAR_STATE: ToolbarState = {
  heading1: false,
  heading2: false,
  bulletList: false,
  bold: false,
  italic: false,
  link: false,
  undo: false,
  redo: false,
}

export function toolbarState(quill: Quill | null, range: QuillRange | null): ToolbarState {
  if (!quill) return EMPTY_TOOLBAR_STATE
  const format = range ? formatAt(quill, range) : {}
  return {
    heading1: format.header === 1,
    heading2: format.header === 2,
    bulletList: Boolean(format.list),
    bold: format.bold === true,
    italic: format.italic === true,
    link: typeof format.link === 'string',
    undo: quill.history.stack.undo.length > 0,
    redo: quill.history.stack.redo.length > 0,
  }
}

/** The formats at the range, or none when the range is stale (the text got shorter). */
function formatAt(quill: Quill, range: QuillRange): Record<string, unknown> {
  return range.index + range.length < quill.getLength() ? quill.getFormat(range) : {}
}

/**
 * Toggles a format where the user left the selection; the editor takes focus back, so the caret
 * returns to the text after a toolbar button or a shortcut.
 */
export function toggleFormat(quill: Quill, command: FormatCommand) {
  quill.focus()
  const range = quill.getSelection(true)
  const format = quill.getFormat(range)
  switch (command) {
    case 'heading1':
    case 'heading2':
    case 'heading3': {
      const level = Number(command.slice(-1))
      quill.formatLine(
        range.index,
        range.length,
        'header',
        format.header === level ? false : level,
        'user',
      )
      return
    }
    case 'bulletList':
      quill.formatLine(
        range.index,
        range.length,
        format.list ? { list: false, indent: false } : { list: 'bullet' },
        'user',
      )
      return
    default:
      quill.format(command, format[command] !== true, 'user')
  }
}

/** The address of the link the range is in, when it is in one. */
export function linkHrefAt(quill: Quill | null, range: QuillRange | null): string | undefined {
  if (!quill || !range) return undefined
  const { link } = formatAt(quill, range)
  return typeof link === 'string' ? link : undefined
}

/**
 * Links the selection, or inserts the address itself as linked text when nothing is selected (at
 * the start when the caret was never put in the text).
 */
export function applyLink(quill: Quill, range: QuillRange | null, href: string) {
  quill.focus()
  const target = linkRange(quill, range ?? quill.getSelection(true))
  if (target.length === 0) {
    const label = href.replace(/^mailto:/, '')
    quill.insertText(target.index, label, { link: href }, 'user')
    quill.setSelection(target.index + label.length, 0, 'user')
    return
  }
  quill.formatText(target.index, target.length, 'link', href, 'user')
}

export function removeLink(quill: Quill, range: QuillRange) {
  quill.focus()
  const target = linkRange(quill, range)
  quill.formatText(target.index, target.length, 'link', false, 'user')
}

/** The selection, or, for a caret inside a link, the whole link. */
function linkRange(quill: Quill, range: QuillRange): QuillRange {
  if (range.length > 0) return range
  const [leaf] = quill.getLeaf(range.index)
  let blot = leaf?.parent
  while (blot && blot.statics.blotName !== 'link' && blot !== quill.scroll) blot = blot.parent
  if (!blot || blot === quill.scroll) return range
  return { index: quill.getIndex(blot), length: blot.length() }
}

/** Undo or redo, back in the text. */
export function stepHistory(quill: Quill, direction: 'undo' | 'redo') {
  quill.focus()
  if (direction === 'undo') quill.history.undo()
  else quill.history.redo()
}
