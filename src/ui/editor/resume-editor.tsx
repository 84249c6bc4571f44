import { CircleDot } from 'lucide-react'
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { ConfirmDialog } from '../primitives/confirm-dialog.tsx'
import { Field } from '../primitives/field.tsx'
import { Input } from '../primitives/input.tsx'
import { EditorToolbar, type ToolKey } from './editor-toolbar.tsx'
import { LinkDialog } from './link-dialog.tsx'
import {
  applyLink,
  linkHrefAt,
  removeLink,
  stepHistory,
  toggleFormat,
  toolbarState,
  type FormatCommand,
} from './quill-commands.ts'
import { deltaToDoc, docToDelta } from './resume-delta.ts'
import { fromText, textStats, toText, type EditorJson } from './resume-text.ts'
import { isSafeHref } from '../../contract/safe-href.ts'
import { useQuill } from './use-quill.ts'

export type ResumeEditorProps = {
  /** The saved title; the baseline the unsaved-changes indicator compares with. */
  title: string
  /**
   * The saved resume text (stored form, light Markdown; see resume-text.ts). Read into the editor
   * once, at mount; a later value only moves the unsaved-changes baseline (after a save). Give the
   * editor a `key` per resume to load another one.
   */
  text: string
  /** Called with the content in its stored form, and the title. */
  onSave: (text: string, title: string) => void
  /** Leaves the editor; asked to confirm first when there are unsaved changes. */
  onCancel?: () => void
  /** A save is under way: Save shows a spinner and the editor stays editable. */
  saving?: boolean
  /** The last save failed: the message (already translated). */
  error?: string | null
  /** The last save succeeded: shows the confirmation until the next edit. */
  saved?: boolean
  className?: string
}

const EDITABLE_CLASSES = cn(
  'min-h-80 px-4 py-3 text-sm leading-relaxed text-ink outline-none sm:px-6 sm:py-4',
  'break-words whitespace-pre-wrap',
  '[&_h1]:mt-3 [&_h1]:mb-1 [&_h1]:text-2xl [&_h1]:font-semibold [&_h1:first-child]:mt-0',
  '[&_h2]:mt-2 [&_h2]:mb-1 [&_h2]:border-b [&_h2]:border-border-subtle [&_h2]:pb-1 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-1 [&_h3]:text-base [&_h3]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-6',
  '[&_a]:text-accent-700 [&_a]:underline [&_strong]:font-semibold',
)

/**
 * The WYSIWYG resume editor (spec §1, §6): a title, a formatting toolbar and the resume, written
 * back to the stored text form on save. Save is enabled only when something changed; leaving with
 * unsaved changes asks first. Pure: the page saves and reports back through `saving`, `error`,
 * `saved` and a new `text`/`title` baseline.
 */
export function ResumeEditor({
  title,
  text,
  onSave,
  onCancel,
  saving = false,
  error,
  saved = false,
  className,
}: ResumeEditorProps) {
  const { t } = useTranslation('editor')
  const id = useId()
  const contentId = `${id}-content`
  const labelId = `${id}-label`
  const hintId = `${id}-hint`
  const savedText = useMemo(() => toText(fromText(text)), [text])
  const [titleValue, setTitleValue] = useState(title)
  const [doc, setDoc] = useState<EditorJson>(() => fromText(text))
  const [linkOpen, setLinkOpen] = useState(false)
  const [confirmOpen, setConfirmOpen] = useState(false)

  const { hostRef, quill, range, refresh } = useQuill({
    initial: () => docToDelta(fromText(text)),
    attributes: {
      id: contentId,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-describedby': hintId,
    },
    className: EDITABLE_CLASSES,
    onChange: (ops) => setDoc(deltaToDoc(ops)),
  })

  const currentText = useMemo(() => toText(doc), [doc])
  const stats = useMemo(() => textStats(doc), [doc])
  const dirty = currentText !== savedText || titleValue !== title
  const canSave = dirty && !saving && titleValue.trim() !== ''

  const save = () => {
    if (canSave) onSave(currentText, titleValue.trim())
  }
  const discard = () => {
    quill?.setContents(docToDelta(fromText(text)), 'user')
    setTitleValue(title)
  }
  const format = (command: FormatCommand) => {
    if (!quill) return
    toggleFormat(quill, command)
    refresh()
  }
  const onToolbar = (key: ToolKey) => {
    if (!quill) return
    if (key === 'link') setLinkOpen(true)
    else if (key === 'undo' || key === 'redo') stepHistory(quill, key)
    else format(key)
  }
  const onTitleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault()
      save()
    }
  }

  // Ctrl/Cmd+S saves and Ctrl/Cmd+K opens the link prompt from the text, as in most editors, and
  // Ctrl/Cmd+Alt+1–3 and Ctrl/Cmd+Shift+8 set headings and bullets as in Google Docs (by key
  // position, so the shifted or Alt-typed character does not matter); B, I and Z come with Quill.
  useEffect(() => {
    if (!quill) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return
      const command = shortcutCommand(event)
      if (command === null) return
      event.preventDefault()
      if (command === 'save') {
        if (canSave) onSave(toText(deltaToDoc(quill.getContents().ops)), titleValue.trim())
      } else if (command === 'link') setLinkOpen(true)
      else format(command)
    }
    const root = quill.root
    root.addEventListener('keydown', onKey)
    return () => root.removeEventListener('keydown', onKey)
  })
  // A web address pasted over selected text links it, instead of replacing it.
  useEffect(() => {
    const host = hostRef.current
    if (!quill || !host) return
    const onPaste = (event: ClipboardEvent) => {
      const pasted = event.clipboardData?.getData('text/plain').trim() ?? ''
      const selection = quill.getSelection()
      if (!selection || selection.length === 0 || /\s/.test(pasted) || !isSafeHref(pasted)) return
      event.preventDefault()
      event.stopPropagation()
      quill.formatText(selection.index, selection.length, 'link', pasted, 'user')
    }
    host.addEventListener('paste', onPaste, true)
    return () => host.removeEventListener('paste', onPaste, true)
  }, [quill, hostRef])
  const linkHref = linkHrefAt(quill, range)

  return (
    <section
      aria-label={t('label')}
      className={cn('flex w-full min-w-0 flex-col gap-4', className)}
    >
      <Field label={t('title.label')} required>
        <Input
          name="title"
          value={titleValue}
          placeholder={t('title.placeholder')}
          maxLength={200}
          onChange={(event) => setTitleValue(event.target.value)}
          onKeyDown={onTitleKeyDown}
        />
      </Field>

      <div className="flex flex-col gap-1.5">
        <p id={labelId} className="text-sm font-medium text-ink">
          {t('content.label')}
        </p>
        <p id={hintId} className="text-sm text-ink-muted">
          {t('content.hint')}
        </p>
        <div className="overflow-hidden rounded-ui border border-border bg-surface shadow-raised focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent-600">
          <EditorToolbar
            state={toolbarState(quill, range)}
            controls={contentId}
            onAction={onToolbar}
            disabled={!quill}
          />
          <div ref={hostRef} />
        </div>
        <p className="flex flex-wrap gap-x-3 text-xs text-ink-muted" data-testid="editor-stats">
          <span>{t('stats.words', { count: stats.words })}</span>
          <span aria-hidden="true">·</span>
          <span>{t('stats.characters', { count: stats.characters })}</span>
        </p>
      </div>

      {error ? (
        <Alert variant="danger" title={t('error.title')}>
          {error}
        </Alert>
      ) : null}
      {saved && !dirty && !error ? <Alert variant="success">{t('status.saved')}</Alert> : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="flex min-h-5 items-center gap-1.5 text-sm text-warning-800">
          {dirty ? (
            <>
              <CircleDot aria-hidden="true" className="size-4" />
              {t('status.unsaved')}
            </>
          ) : null}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row [&>*]:w-full sm:[&>*]:w-auto">
          {onCancel ? (
            <Button variant="ghost" onClick={() => (dirty ? setConfirmOpen(true) : onCancel())}>
              {t('actions.cancel')}
            </Button>
          ) : null}
          {dirty ? (
            <Button variant="secondary" onClick={discard} disabled={saving}>
              {t('actions.discard')}
            </Button>
          ) : null}
          <Button onClick={save} disabled={!canSave} loading={saving}>
            {saving ? t('status.saving') : t('actions.save')}
          </Button>
        </div>
      </div>

      <LinkDialog
        open={linkOpen}
        onOpenChange={setLinkOpen}
        initialHref={linkHref}
        onApply={(href) => {
          if (quill) applyLink(quill, range, href)
        }}
        onRemove={linkHref && quill && range ? () => removeLink(quill, range) : undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          quill?.focus()
        }}
      />
      {onCancel ? (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title={t('discard.title')}
          description={t('discard.description')}
          confirmLabel={t('discard.confirm')}
          tone="danger"
          onConfirm={onCancel}
        />
      ) : null}
    </section>
  )
}

type Shortcut = FormatCommand | 'save' | 'link'

/** The editor's own shortcut a key press with Ctrl or Cmd stands for, if any. */
function shortcutCommand(event: globalThis.KeyboardEvent): Shortcut | null {
  if (event.altKey) {
    const level = /^Digit([1-3])$/.exec(event.code)?.[1]
    return level ? (`heading${level}` as FormatCommand) : null
  }
  if (event.shiftKey) return event.code === 'Digit8' ? 'bulletList' : null
  const key = event.key.toLowerCase()
  return key === 's' ? 'save' : key === 'k' ? 'link' : null
}
