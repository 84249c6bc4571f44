import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { ResumeEditor, type ResumeEditorProps } from '../../src/ui/editor/resume-editor.tsx'
import {
  ENGLISH_RESUME,
  RUSSIAN_RESUME,
  SPANISH_RESUME,
  XSS_RESUME,
} from '../../src/ui/editor/resume-fixtures.ts'

/**
 * The page's part, played by the story: a save makes the saved text the new baseline and shows the
 * confirmation, as the resumes page does once the API answers.
 */
function SavingPage(props: ResumeEditorProps) {
  const [saved, setSaved] = useState({ text: props.text, title: props.title, done: false })
  return (
    <ResumeEditor
      {...props}
      text={saved.text}
      title={saved.title}
      saved={props.saved ?? saved.done}
      onSave={(text, title) => {
        props.onSave(text, title)
        setSaved({ text, title, done: true })
      }}
    />
  )
}

const meta = {
  title: 'Resumes/Editor',
  component: ResumeEditor,
  tags: ['screen'],
  render: (args) => <SavingPage {...args} />,
  args: {
    title: 'Senior Software Engineer — Ada Lovelace',
    text: ENGLISH_RESUME,
    onSave: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResumeEditor>

export default meta
type Story = StoryObj<typeof meta>

const editable = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /Resume content|Текст резюме|Contenido/ })

/**
 * Selects `length` characters of a text node (or of the first text node of an element), as a
 * mouse drag would: the editor reads the DOM selection on `selectionchange`, while it has focus.
 */
async function selectText(canvasElement: HTMLElement, target: Node, start: number, length: number) {
  editable(canvasElement).focus()
  const node = target.nodeType === Node.TEXT_NODE ? target : target.firstChild
  if (!node) throw new Error('no text to select')
  const range = document.createRange()
  range.setStart(node, start)
  range.setEnd(node, start + length)
  const selection = window.getSelection()
  selection?.removeAllRanges()
  selection?.addRange(range)
  await new Promise((resolve) => setTimeout(resolve, 100))
}

/**
 * Presses Tab in the editor and says whether the editor left it to the browser (which moves focus
 * on). Checked on the event itself: user-event's own focus move would land on a link inside the
 * editable area, which a browser never tabs to.
 */
function tabLeftToBrowser(content: HTMLElement, shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', {
    key: 'Tab',
    shiftKey,
    bubbles: true,
    cancelable: true,
  })
  content.dispatchEvent(event)
  return !event.defaultPrevented
}

/** Puts the caret at the end of an element's text. */
async function caretAtEnd(canvasElement: HTMLElement, element: HTMLElement) {
  const node = element.lastChild
  if (!node) throw new Error('no text to put the caret in')
  await selectText(canvasElement, node, node.textContent?.length ?? 0, 0)
}

/** A realistic resume loaded; a word made bold through the toolbar is saved as `**word**`. */
export const Default: Story = {
  tags: ['state:resumes.editor'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const content = editable(canvasElement)
    await expect(
      within(content).getByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeVisible()
    await expect(
      within(content).getByRole('link', { name: 'linkedin.com/in/ada' }),
    ).toHaveAttribute('href', 'https://linkedin.com/in/ada')
    const save = canvas.getByRole('button', { name: 'Save' })
    await expect(save).toBeDisabled()
    await expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeVisible()

    await selectText(canvasElement, within(content).getByText('Senior Software Engineer'), 0, 6)
    const bold = canvas.getByRole('button', { name: 'Bold' })
    await expect(bold).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(bold)
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'))
    await expect(canvas.getByText('Unsaved changes')).toBeVisible()
    await expect(save).toBeEnabled()

    await userEvent.click(save)
    await expect(args.onSave).toHaveBeenCalledTimes(1)
    const [text, title] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] as [string, string]
    await expect(text).toContain('**Senior** Software Engineer')
    await expect(text.startsWith('# Ada Lovelace\n')).toBe(true)
    await expect(text).toContain('- Cut report generation time by **63%**')
    await expect(text).toContain('  - Versioning policy, rate limits and OpenAPI docs')
    await expect(title).toBe('Senior Software Engineer — Ada Lovelace')
    await expect(await canvas.findByText('Changes saved')).toBeVisible()
    await expect(save).toBeDisabled()
  },
}

/** Nothing changed yet: Save is disabled, no unsaved-changes mark; counts shown. */
export const Unchanged: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled()
    await expect(canvas.queryByText('Unsaved changes')).not.toBeInTheDocument()
    await expect(canvas.getByTestId('editor-stats')).toHaveTextContent(/\d+ words.*\d+ characters/)
    // Cancel with nothing to lose leaves at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
  },
}

/** Editing the title alone is a change; Discard puts it back; Ctrl+S saves. */
export const TitleAndShortcuts: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const title = canvas.getByLabelText(/Resume title/)
    await userEvent.clear(title)
    await userEvent.type(title, 'Staff Engineer')
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }))
    await expect(title).toHaveValue('Senior Software Engineer — Ada Lovelace')
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled()

    await selectText(
      canvasElement,
      within(editable(canvasElement)).getByText('Senior Software Engineer'),
      7,
      8,
    )
    await userEvent.keyboard('{Control>}i{/Control}')
    await userEvent.keyboard('{Control>}s{/Control}')
    await expect(args.onSave).toHaveBeenCalledTimes(1)
    const [text] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] as [string]
    await expect(text).toContain('Senior *Software* Engineer')
  },
}

/** Cancel with unsaved changes asks first. */
export const CancelWithChanges: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/Resume title/), ' (draft)')
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    const dialog = await screen.findByRole('alertdialog')
    await expect(within(dialog).getByText('Discard your changes?')).toBeVisible()
    await expect(args.onCancel).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }))
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
  },
}

/** The toolbar is one tab stop; arrow keys, Home and End move between enabled buttons. */
export const ToolbarKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const first = canvas.getByRole('button', { name: 'Heading 1' })
    await expect(first).toHaveAttribute('tabindex', '0')
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('tabindex', '-1')
    first.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('button', { name: 'Heading 2' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    // Undo and redo are disabled before any edit, so End stops on Link.
    await expect(canvas.getByRole('button', { name: 'Link' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(first).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('button', { name: 'Link' })).toHaveFocus()
  },
}

/** The link prompt refuses javascript: and accepts a bare host as https. */
export const AddLink: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await selectText(
      canvasElement,
      within(editable(canvasElement)).getByText('Senior Software Engineer'),
      0,
      6,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }))
    const dialog = await screen.findByRole('dialog', { name: 'Link' })
    const url = within(dialog).getByLabelText('Web address or email')
    await userEvent.type(url, 'javascript:alert(1)')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
    await expect(within(dialog).getByText(/Enter a web address/)).toBeVisible()
    await userEvent.clear(url)
    await userEvent.type(url, 'example.com/ada')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(
      within(editable(canvasElement)).getByRole('link', { name: 'Senior' }),
    ).toHaveAttribute('href', 'https://example.com/ada')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    const [text] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] as [string]
    await expect(text).toContain('[Senior](https://example.com/ada) Software Engineer')
  },
}

/**
 * Tab nests a bullet under the one above and Shift+Tab brings it back; in a plain line Tab leaves
 * the editor, so keyboard users are never trapped in it.
 */
export const ListKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const content = editable(canvasElement)
    const item = within(content).getByText('Designed the public REST API used by 1,200+ customers')
    await selectText(canvasElement, item, 0, 0)
    await userEvent.keyboard('{Tab}')
    await waitFor(() => expect(item.closest('li')).toHaveClass('ql-indent-1'))
    await expect(content).toHaveFocus()
    // One level below the bullet above at most: a second Tab leaves the editor instead.
    await expect(tabLeftToBrowser(content)).toBe(true)
    await expect(item.closest('li')).toHaveClass('ql-indent-1')

    await selectText(canvasElement, item, 0, 0)
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    await waitFor(() => expect(item.closest('li')).not.toHaveClass('ql-indent-1'))
    await expect(content).toHaveFocus()
    await userEvent.keyboard('{Tab}')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    const [text] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] as [string]
    await expect(text).toContain(
      '(Kafka, Flink)\n  - Designed the public REST API used by 1,200+ customers\n  - Versioning',
    )

    await selectText(canvasElement, within(content).getByText('Senior Software Engineer'), 0, 0)
    await expect(tabLeftToBrowser(content)).toBe(true)
    await expect(tabLeftToBrowser(content, true)).toBe(true)
    await expect(content.textContent).not.toContain('\t')
  },
}

/** "## " starts a heading and "- " a bullet as they are typed; Ctrl+Alt+1 makes a heading. */
export const TypingShortcuts: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const content = editable(canvasElement)
    await caretAtEnd(canvasElement, within(content).getByText(/^TypeScript, React/))
    await userEvent.keyboard('{Enter}## Projects{Enter}- Difference Engine simulator')
    await expect(
      await within(content).findByRole('heading', { level: 2, name: 'Projects' }),
    ).toBeVisible()
    await expect(
      within(content).getByText('Difference Engine simulator').closest('li'),
    ).not.toBeNull()
    await userEvent.keyboard('{Enter}{Enter}Awards')
    await userEvent.keyboard('{Control>}{Alt>}1{/Alt}{/Control}')
    await expect(
      await within(content).findByRole('heading', { level: 1, name: 'Awards' }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    const [text] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] as [string]
    await expect(text.endsWith('## Projects\n- Difference Engine simulator\n# Awards')).toBe(true)
  },
}

/** A web address pasted over selected words links them instead of replacing them. */
export const PasteLink: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const content = editable(canvasElement)
    await selectText(canvasElement, within(content).getByText('Senior Software Engineer'), 0, 6)
    await userEvent.paste('https://example.com/ada')
    const link = await within(content).findByRole('link', { name: 'Senior' })
    await expect(link).toHaveAttribute('href', 'https://example.com/ada')
    // Anything else pasted is text, a javascript: address too.
    const rest = link.nextSibling
    if (!rest) throw new Error('no text after the link')
    await selectText(canvasElement, rest, 1, 8)
    await userEvent.paste('javascript:alert(1)')
    await expect(link.parentElement).toHaveTextContent('Senior javascript:alert(1) Engineer')
    await expect(within(content).getAllByRole('link')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    const [text] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] as [string]
    await expect(text).toContain('[Senior](https://example.com/ada) javascript:alert(1) Engineer')
  },
}

/** The link prompt opened before the caret was ever in the text inserts the link at the start. */
export const LinkWithoutCaret: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }))
    const dialog = await screen.findByRole('dialog', { name: 'Link' })
    await userEvent.type(within(dialog).getByLabelText('Web address or email'), 'ada@example.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(
      within(editable(canvasElement)).getByRole('link', { name: 'ada@example.com' }),
    ).toHaveAttribute('href', 'mailto:ada@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    const [text] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] as [string]
    await expect(text.startsWith('# [ada@example.com](mailto:ada@example.com)Ada Lovelace')).toBe(
      true,
    )
  },
}

/** A save under way: Save is busy and disabled. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Saving…' })
    await expect(save).toBeDisabled()
    await expect(save).toHaveAttribute('aria-busy', 'true')
  },
}

/** The last save failed: the message in place, announced. */
export const SaveError: Story = {
  args: { error: 'Failed to update resume. Please try again.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('Your resume was not saved')
    await expect(alert).toHaveTextContent('Failed to update resume. Please try again.')
  },
}

/** The last save succeeded. */
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Changes saved')).toBeVisible()
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { title: 'Ведущий аналитик данных', text: RUSSIAN_RESUME },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('toolbar', { name: 'Форматирование' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Сохранить' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Полужирный' })).toBeVisible()
    await expect(
      within(editable(canvasElement)).getByRole('heading', { name: 'Иван Петров' }),
    ).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { title: 'Diseñadora UX/UI', text: SPANISH_RESUME },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('toolbar', { name: 'Formato' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toBeDisabled()
    await expect(
      within(editable(canvasElement)).getByRole('heading', { name: 'María García López' }),
    ).toBeVisible()
  },
}

/** 360 px: the toolbar wraps, the actions stack full-width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toolbar = canvas.getByRole('toolbar')
    await expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth)
    // All eight buttons on one row.
    const tops = new Set(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.offsetTop),
    )
    await expect(tops.size).toBe(1)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

declare global {
  interface Window {
    __jobfitXss?: number
  }
}

/**
 * Hostile text in a stored resume stays text: no element is created from it, no handler runs, and
 * javascript:/data: links are refused (shown as their literal Markdown).
 */
export const HostileContentStaysInert: Story = {
  args: { title: 'Mallory', text: XSS_RESUME },
  beforeEach: () => {
    window.__jobfitXss = undefined
    const alertSpy = fn()
    const original = window.alert
    window.alert = alertSpy
    return () => {
      window.alert = original
    }
  },
  play: async ({ canvasElement }) => {
    const content = editable(canvasElement)
    await expect(content).toHaveTextContent('<script>window.__jobfitXss=2</script>')
    await expect(content).toHaveTextContent('[Click me](javascript:window.__jobfitXss=3)')
    // Give an onerror handler time to fire, were an image ever created.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(content.querySelector('img, script, iframe, object, embed')).toBeNull()
    await expect(canvasElement.querySelector('img, script, iframe')).toBeNull()
    await expect(content.querySelectorAll('a')).toHaveLength(0)
    await expect(window.__jobfitXss).toBeUndefined()
  },
}
