import { useLayoutEffect, useRef, useState } from 'react'
import type { DeltaOp } from './resume-delta.ts'
import { Quill, RESUME_BINDINGS, RESUME_FORMATS } from './quill-setup.ts'

export type QuillRange = { index: number; length: number }

export type UseQuillOptions = {
  /** The content at mount, read once; later values are ignored (give the component a `key`). */
  initial: () => DeltaOp[]
  /** Attributes and classes of the editable element (its id, role, ARIA names). */
  attributes: Record<string, string>
  className: string
  /** Every change to the content, by the user or by a command. */
  onChange: (ops: DeltaOp[]) => void
}

export type QuillHandle = {
  /** The element to render as the editor's host: `<div ref={hostRef} />`. */
  hostRef: React.RefObject<HTMLDivElement | null>
  /** The editor once mounted (before the first paint: it is created in a layout effect). */
  quill: Quill | null
  /**
   * The last selection inside the editor: kept while focus is on the toolbar or a dialog, so a
   * command applies where the user left off.
   */
  range: QuillRange | null
  /** Renders again: after a command that changes formats without an editor event. */
  refresh: () => void
}

/**
 * A Quill editor in a React component. Quill owns its DOM under the host; React re-renders on every
 * change of content or selection so the toolbar and counters follow.
 */
export function useQuill({
  initial,
  attributes,
  className,
  onChange,
}: UseQuillOptions): QuillHandle {
  const hostRef = useRef<HTMLDivElement>(null)
  const [quill, setQuill] = useState<Quill | null>(null)
  const [range, setRange] = useState<QuillRange | null>(null)
  // Formats can change with no change of text or selection (Bold at a caret): render on any event.
  const [, setRevision] = useState(0)
  const mountOptions = useRef({ initial, attributes, className })
  const changed = useRef(onChange)
  changed.current = onChange

  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    const {
      initial: content,
      attributes: rootAttributes,
      className: rootClass,
    } = mountOptions.current
    // A fresh element each mount: Strict Mode mounts twice, and Quill cannot be detached.
    const mount = document.createElement('div')
    host.append(mount)
    const editor = new Quill(mount, {
      formats: RESUME_FORMATS,
      modules: { keyboard: { bindings: RESUME_BINDINGS }, history: { userOnly: true } },
    })
    for (const [name, value] of Object.entries(rootAttributes)) {
      editor.root.setAttribute(name, value)
    }
    editor.root.classList.add(...rootClass.split(/\s+/).filter(Boolean))
    editor.setContents(content(), 'silent')
    editor.history.clear()

    const onEditorChange = (event: string, ...args: unknown[]) => {
      if (event === 'text-change') changed.current(editor.getContents().ops)
      // Quill reports a caret at the start before anyone has clicked in; the toolbar should not
      // light up a format the user never put a caret in.
      else if (
        event === 'selection-change' &&
        args[0] &&
        args[2] !== 'silent' &&
        editor.hasFocus()
      ) {
        setRange(args[0] as QuillRange)
      }
      setRevision((revision) => revision + 1)
    }
    editor.on('editor-change', onEditorChange)
    setQuill(editor)
    return () => {
      editor.off('editor-change', onEditorChange)
      mount.remove()
      setQuill(null)
    }
  }, [])

  return { hostRef, quill, range, refresh: () => setRevision((revision) => revision + 1) }
}
