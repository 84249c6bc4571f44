import Quill from 'quill/core'
import Bold from 'quill/formats/bold'
import Header from 'quill/formats/header'
import IndentClass from 'quill/formats/indent'
import Italic from 'quill/formats/italic'
import Link from 'quill/formats/link'
import ListItem, { ListContainer } from 'quill/formats/list'
import { MAX_INDENT } from './resume-delta.ts'
import { isSafeHref } from '../../contract/safe-href.ts'

/*
 * The formats the resume editor allows, registered with Quill once. Only what the stored text can
 * hold (resume-text.ts): anything else pasted is dropped on the way in, so nothing is lost on save.
 */

/** Headings 1–3 only: a pasted h4 comes in as a paragraph. */
class ResumeHeader extends Header {
  static override tagName = ['H1', 'H2', 'H3']
}

/** Quill writes every list as an <ol> styled by counters; a resume only has bullets, so a <ul>. */
class BulletContainer extends ListContainer {
  static override tagName = 'UL'
}

class BulletItem extends ListItem {
  static override requiredContainer = BulletContainer
  static override register() {
    Quill.register(BulletContainer, true)
  }
}
BulletContainer.allowedChildren = [BulletItem]

/** Links to http(s) and mailto only: a pasted javascript: link comes in as plain text. */
class SafeLink extends Link {
  static override create(value: string) {
    const node = super.create(value)
    node.removeAttribute('target')
    node.setAttribute('rel', 'noopener noreferrer nofollow')
    return node
  }
  static override formats(domNode: HTMLElement) {
    const href = domNode.getAttribute('href')
    return href !== null && isSafeHref(href) ? href : null
  }
  static override sanitize(url: string) {
    return isSafeHref(url) ? url : this.SANITIZED_URL
  }
}

Quill.register(
  {
    'formats/bold': Bold,
    'formats/italic': Italic,
    'formats/header': ResumeHeader,
    'formats/list': BulletItem,
    'formats/indent': IndentClass,
    'formats/link': SafeLink,
  },
  true,
)

export const RESUME_FORMATS = ['bold', 'italic', 'link', 'header', 'list', 'indent']

type KeyContext = { format: Record<string, unknown> }
type Binding =
  | false
  | {
      key: string
      shiftKey?: boolean | null
      collapsed?: boolean
      format?: string[]
      prefix?: RegExp
      handler: (
        this: { quill: Quill },
        range: { index: number; length: number },
        context: KeyContext & { prefix: string },
      ) => boolean
    }

/**
 * Keyboard bindings over Quill's defaults. Tab indents a bullet (one level deeper than the one
 * above at most) and Shift+Tab outdents it; anywhere else both move focus, so the editor is no
 * keyboard trap. "- " or "* " starts a bullet and "# " to "### " a heading, as in most
 * editors; numbered lists and checklists are not offered.
 */
export const RESUME_BINDINGS: Record<string, Binding> = {
  tab: false,
  'remove tab': false,
  indent: {
    key: 'Tab',
    format: ['list'],
    handler(range) {
      const [line] = this.quill.getLine(range.index)
      const previous = line?.prev as { formats?: () => Record<string, unknown> } | null
      const above = previous?.formats?.()
      const current = Number(this.quill.getFormat(range).indent) || 0
      if (!above?.list || current > (Number(above.indent) || 0) || current >= MAX_INDENT) {
        return true
      }
      this.quill.format('indent', '+1', 'user')
      return false
    },
  },
  outdent: {
    key: 'Tab',
    shiftKey: true,
    format: ['list'],
    handler(range) {
      if (!this.quill.getFormat(range).indent) return true
      this.quill.format('indent', '-1', 'user')
      return false
    },
  },
  'list autofill': {
    key: ' ',
    shiftKey: null,
    collapsed: true,
    prefix: /^\s*?(-|\*|#{1,3})$/,
    handler(range, context) {
      const [line, offset] = this.quill.getLine(range.index)
      const marker = context.prefix.trim()
      if (!line || offset > context.prefix.length || context.format.list || context.format.header) {
        return true
      }
      const start = range.index - offset
      this.quill.history.cutoff()
      this.quill.deleteText(start, context.prefix.length, 'user')
      this.quill.formatLine(
        start,
        0,
        marker.startsWith('#') ? { header: marker.length } : { list: 'bullet' },
        'user',
      )
      this.quill.history.cutoff()
      this.quill.setSelection(start, 0, 'silent')
      return false
    },
  },
}

export { Quill }
