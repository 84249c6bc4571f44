import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { CircleDot } from 'lucide-react'
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../lib/cn.ts'
import { Alert } from '../primitives/alert.tsx'
import { Button } from '../primitives/button.tsx'
import { ConfirmDialog } from '../primitives/confirm-dialog.tsx'
import { Field } from '../primitives/field.tsx'
import { Input } from '../primitives/input.tsx'
import { EditorToolbar } from './editor-toolbar.tsx'
import { LinkDialog } from './link-dialog.tsx'
import { fromText, textStats, toText, type EditorJson } from './resume-text.ts'
import { isSafeHref } from './safe-href.ts'

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
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ul_ul]:list-[circle]',
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

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // Only what the stored text can hold (resume-text.ts): nothing pasted can be lost on save.
        heading: { levels: [1, 2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        hardBreak: false,
        horizontalRule: false,
        orderedList: false,
        strike: false,
        underline: false,
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: false,
          linkOnPaste: true,
          protocols: [],
          // Pasted or parsed links with any other scheme are refused, never rendered as links.
          isAllowedUri: (url) => isSafeHref(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
        },
      }),
    ],
    content: fromText(text),
    editorProps: {
      attributes: {
        id: contentId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': hintId,
        class: EDITABLE_CLASSES,
      },
    },
    onUpdate: ({ editor: current }) => setDoc(current.getJSON()),
  })

  const currentText = useMemo(() => toText(doc), [doc])
  const stats = useMemo(() => textStats(doc), [doc])
  const dirty = currentText !== savedText || titleValue !== title
  const canSave = dirty && !saving && titleValue.trim() !== ''

  const save = () => {
    if (canSave) onSave(currentText, titleValue.trim())
  }
  const discard = () => {
    editor.commands.setContent(fromText(text))
    setDoc(editor.getJSON())
    setTitleValue(title)
  }
  const onTitleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault()
      save()
    }
  }

  // Ctrl/Cmd+S saves and Ctrl/Cmd+K opens the link prompt from the text, as in most editors; the
  // formatting shortcuts (B, I, Alt+1, Shift+8, Z) come with StarterKit.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return
      const key = event.key.toLowerCase()
      if (key === 's') {
        event.preventDefault()
        if (canSave) onSave(toText(editor.getJSON()), titleValue.trim())
      } else if (key === 'k') {
        event.preventDefault()
        setLinkOpen(true)
      }
    }
    const dom = editor.view.dom
    dom.addEventListener('keydown', onKey)
    return () => dom.removeEventListener('keydown', onKey)
  }, [editor, canSave, onSave, titleValue])
  const linkHref = editor.isActive('link')
    ? (editor.getAttributes('link') as { href?: string }).href
    : undefined

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
          <EditorToolbar editor={editor} controls={contentId} onLink={() => setLinkOpen(true)} />
          <EditorContent editor={editor} />
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
        onApply={(href) => applyLink(editor, href)}
        onRemove={
          linkHref ? () => editor.chain().extendMarkRange('link').unsetLink().run() : undefined
        }
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          editor.commands.focus()
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

/** Links the selection, or inserts the address itself as linked text when nothing is selected. */
function applyLink(editor: Editor, href: string) {
  const chain = editor.chain().focus()
  if (editor.state.selection.empty && !editor.isActive('link')) {
    const label = href.replace(/^mailto:/, '')
    chain
      .insertContent({ type: 'text', text: label, marks: [{ type: 'link', attrs: { href } }] })
      .run()
    return
  }
  chain.extendMarkRange('link').setLink({ href }).run()
}
