import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import {
  DOCUMENT_MESSAGES,
  type DocumentMessageId,
} from '../../server/domain/documents/document-messages.ts'
import {
  garbledResumeText,
  uploadedGarbledPdf,
  uploadedPdf,
} from '../../src/mocks/fixtures/resumes.ts'
import { Button } from '../../src/ui/primitives/button.tsx'
import { CreateResumeDialog } from '../../src/ui/resumes/create-resume-dialog.tsx'

const pdf = () => new File(['%PDF-1.7 resume'], 'maya-chen-resume.pdf', { type: 'application/pdf' })

/** A promise that never settles: the dialog stays in its busy step for review. */
const never = () => new Promise<never>(() => {})

const meta = {
  title: 'Resumes/Create dialog',
  component: CreateResumeDialog,
  // An open dialog or menu covers the page it is on: on the docs page each story gets a frame.
  parameters: { docs: { story: { inline: false, height: '720px' } } },
  args: {
    defaultOpen: true,
    trigger: <Button>New Resume</Button>,
    onUpload: fn(async () => ({ text_content: uploadedPdf.text_content })),
    onCreate: fn(async () => {}),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof CreateResumeDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = () => within(screen.getByRole('dialog', { name: 'New resume' }))
const submit = () => dialog().getByRole('button', { name: 'Create resume' })

/** Nothing entered: submit disabled, with the reason next to it. */
export const Empty: Story = {
  tags: ['state:resumes.create.empty'],
  play: async () => {
    await expect(screen.getByRole('dialog', { name: 'New resume' })).toHaveAccessibleDescription(
      'Give it a title, then paste your resume or upload a file.',
    )
    await expect(submit()).toBeDisabled()
    await expect(submit()).toHaveAccessibleDescription(
      'Add a title, then paste your resume or upload a file.',
    )
    await expect(dialog().getByRole('group', { name: 'Upload a file' })).toBeVisible()
    await expect(dialog().getByText('Accepted: PDF, DOCX, TXT · Up to 5 MB')).toBeVisible()
  },
}

/** Opens from its trigger; Tab stays inside; the title is required once left empty; Escape closes. */
export const KeyboardAndValidation: Story = {
  tags: ['state:resumes.create.empty', 'no-visual'],
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'New Resume' })
    await userEvent.click(trigger)
    const modal = await screen.findByRole('dialog', { name: 'New resume' })
    const title = within(modal).getByRole('textbox', { name: /Title/ })
    await waitFor(() => expect(title).toHaveFocus())

    // Leaving the title empty says so (spec §5).
    await userEvent.tab()
    await expect(await within(modal).findByText('Title is required')).toBeVisible()
    await expect(title).toHaveAttribute('aria-invalid', 'true')

    // Focus never leaves the dialog.
    for (let i = 0; i < 10; i += 1) {
      await userEvent.tab()
      await expect(modal).toContainElement(document.activeElement as HTMLElement)
    }
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    await expect(trigger).toHaveFocus()
  },
}

/** Title and pasted text: submit enabled; the job description is optional. */
export const Pasted: Story = {
  tags: ['state:resumes.create.pasted'],
  play: async () => {
    await userEvent.type(dialog().getByRole('textbox', { name: /Title/ }), 'Frontend – Northwind')
    await expect(submit()).toBeDisabled()
    await userEvent.type(
      dialog().getByRole('textbox', { name: 'Paste your resume' }),
      'Maya Chen, Frontend Engineer',
    )
    await expect(submit()).toBeEnabled()
    await expect(dialog().getByText('28 characters')).toBeVisible()
    await expect(dialog().getByRole('textbox', { name: /Job description/ })).not.toBeRequired()
  },
}

/** Title and an attached file: submit enabled, the file shown with a remove button. */
export const WithFile: Story = {
  tags: ['state:resumes.create.file'],
  play: async () => {
    await userEvent.type(dialog().getByRole('textbox', { name: /Title/ }), 'Frontend – Northwind')
    await userEvent.upload(dialog().getByLabelText('Upload a file', { selector: 'input' }), pdf())
    await expect(await dialog().findByText('maya-chen-resume.pdf')).toBeVisible()
    await expect(
      dialog().getByRole('button', { name: 'Remove file maya-chen-resume.pdf' }),
    ).toBeVisible()
    await expect(submit()).toBeEnabled()
  },
}

/** Upload then create: the upload step is running, the form locked, the dialog not dismissible. */
export const Uploading: Story = {
  tags: ['state:resumes.create.uploading'],
  args: {
    onUpload: fn(never),
    initialDraft: { title: 'Frontend – Northwind', file: pdf() },
  },
  play: async ({ args }) => {
    await userEvent.click(submit())
    await expect(args.onUpload).toHaveBeenCalledTimes(1)
    await expect(await dialog().findByText('Uploading file…')).toBeVisible()
    await expect(submit()).toHaveAttribute('aria-busy', 'true')
    await expect(dialog().getByRole('textbox', { name: /Title/ })).toBeDisabled()
    await expect(dialog().queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await expect(screen.getByRole('dialog', { name: 'New resume' })).toBeVisible()
  },
}

/** The file's text is in: 'File uploaded successfully!', and the resume is being created with it. */
export const Uploaded: Story = {
  tags: ['state:resumes.create.uploaded', 'state:resumes.create.uploading'],
  args: {
    onCreate: fn(never),
    initialDraft: {
      title: 'Frontend – Northwind',
      file: pdf(),
      jobDescription: 'React and TypeScript',
    },
  },
  play: async ({ args }) => {
    await userEvent.click(submit())
    await expect(await dialog().findByText('File uploaded successfully!')).toBeVisible()
    await expect(dialog().getByText('Creating resume…')).toBeVisible()
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Frontend – Northwind',
      original_content: uploadedPdf.text_content,
      job_description: 'React and TypeScript',
    })
  },
}

/** Created: 'Resume created successfully!'; Done closes the dialog. */
export const Success: Story = {
  tags: ['state:resumes.create.success'],
  args: { initialDraft: { title: 'Frontend – Northwind', content: 'Maya Chen' } },
  play: async ({ args }) => {
    await userEvent.click(submit())
    await expect(args.onUpload).not.toHaveBeenCalled()
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Frontend – Northwind',
      original_content: 'Maya Chen',
      job_description: null,
    })
    await expect(await dialog().findByText('Resume created successfully!')).toBeVisible()
    await expect(dialog().getByText('“Frontend – Northwind” is now in your list.')).toBeVisible()
    await expect(dialog().getByRole('button', { name: 'Done' })).toBeVisible()
  },
}

/** The create call failed: 'Failed to create resume'; the draft stays for another try. */
export const CreateError: Story = {
  tags: ['state:resumes.create.error'],
  args: {
    onCreate: fn(async () => Promise.reject(new Error('HTTP 500'))),
    initialDraft: { title: 'Frontend – Northwind', content: 'Maya Chen' },
  },
  play: async () => {
    await userEvent.click(submit())
    await expect(await dialog().findByRole('alert')).toHaveTextContent('Failed to create resume')
    await expect(dialog().getByRole('textbox', { name: /Title/ })).toHaveValue(
      'Frontend – Northwind',
    )
    await expect(submit()).toBeEnabled()
  },
}

/** The server's own message is shown when the app can read one (here: an unsupported file). */
export const ServerMessage: Story = {
  tags: ['state:resumes.create.error'],
  args: {
    onUpload: fn(async () => Promise.reject(new Error('HTTP 415'))),
    describeError: () => 'Unsupported file type. Upload a PDF, DOCX or TXT file.',
    initialDraft: { title: 'Frontend – Northwind', file: pdf() },
  },
  play: async ({ args }) => {
    await userEvent.click(submit())
    await expect(await dialog().findByRole('alert')).toHaveTextContent(
      'Unsupported file type. Upload a PDF, DOCX or TXT file.',
    )
    await expect(args.onCreate).not.toHaveBeenCalled()
  },
}

/** Create failed after the upload: trying again does not upload the file a second time. */
export const RetryAfterCreateError: Story = {
  tags: ['no-visual'],
  args: { initialDraft: { title: 'Frontend – Northwind', file: pdf() } },
  play: async ({ args }) => {
    const create = args.onCreate as ReturnType<typeof fn>
    create.mockRejectedValueOnce(new Error('HTTP 500'))
    await userEvent.click(submit())
    await expect(await dialog().findByRole('alert')).toHaveTextContent('Failed to create resume')
    await userEvent.click(submit())
    await expect(await dialog().findByText('Resume created successfully!')).toBeVisible()
    await expect(args.onUpload).toHaveBeenCalledTimes(1)
    await expect(args.onCreate).toHaveBeenCalledTimes(2)
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { initialDraft: { title: 'Frontend – Northwind', file: pdf() }, onCreate: fn(never) },
  play: async () => {
    const modal = within(screen.getByRole('dialog', { name: 'Новое резюме' }))
    await userEvent.click(modal.getByRole('button', { name: 'Создать резюме' }))
    await expect(await modal.findByText('Файл успешно загружен!')).toBeVisible()
    await expect(modal.getByText('Создаём резюме…')).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async () => {
    const modal = within(screen.getByRole('dialog', { name: 'Nuevo currículum' }))
    await expect(modal.getByRole('button', { name: 'Crear currículum' })).toBeDisabled()
    await expect(modal.getByText('Descripción del puesto')).toBeVisible()
  },
}

/** 360 px: the dialog fits the screen and scrolls; the buttons stack, primary on top. */
export const Mobile: Story = {
  tags: ['state:resumes.create.pasted'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initialDraft: { title: 'Frontend – Northwind', content: 'Maya Chen' } },
  play: async () => {
    const modal = screen.getByRole('dialog', { name: 'New resume' })
    await expect(modal.getBoundingClientRect().width).toBeLessThanOrEqual(360)
    await expect(submit()).toBeEnabled()
  },
}

/*
 * Honest refusals (docs/document-extraction.md): the server tells a scan from a PDF whose font has
 * no Unicode map, from a password and from a damaged file, in the request's language; the dialog
 * shows its words. The texts are the server's own (document-messages.ts), so a story never shows
 * a sentence the server does not send.
 */
type Locale = 'en' | 'ru' | 'es'

const CREATE: Record<Locale, string> = {
  en: 'Create resume',
  ru: 'Создать резюме',
  es: 'Crear currículum',
}

function refusalStory(id: DocumentMessageId, locale: Locale = 'en'): Story {
  const detail = DOCUMENT_MESSAGES[id][locale]
  return {
    tags: ['state:resumes.create.error'],
    globals: { locale },
    args: {
      onUpload: fn(async () => Promise.reject(new Error(detail))),
      describeError: (error) => (error instanceof Error ? error.message : null),
      initialDraft: { title: 'Frontend – Northwind', file: pdf() },
    },
    play: async ({ args }) => {
      // The dialog scrolls the warning into view as soon as it shows: with the page's fonts still
      // loading, the lines it measures against would be other heights than the picture's.
      await document.fonts.ready
      const modal = within(screen.getByRole('dialog'))
      await userEvent.click(modal.getByRole('button', { name: CREATE[locale] }))
      await expect(await modal.findByRole('alert')).toHaveTextContent(detail)
      await expect(args.onCreate).not.toHaveBeenCalled()
    },
  }
}

/** A PDF whose font has no Unicode map: not called a scan; export again, upload the DOCX, or paste. */
export const RefusedFontWithoutUnicodeMap = refusalStory('pdf_no_unicode_map')
export const RefusedFontWithoutUnicodeMapRussian = refusalStory('pdf_no_unicode_map', 'ru')
export const RefusedFontWithoutUnicodeMapSpanish = refusalStory('pdf_no_unicode_map', 'es')
/** A scan or a photo, pages that are pictures: run text recognition (OCR), or paste. */
export const RefusedScan = refusalStory('no_text_layer')
export const RefusedScanRussian = refusalStory('no_text_layer', 'ru')
export const RefusedScanSpanish = refusalStory('no_text_layer', 'es')
/** A password: remove it and upload again. */
export const RefusedEncrypted = refusalStory('pdf_encrypted')
/** A file that cannot be parsed: export it again. */
export const RefusedDamaged = refusalStory('pdf_damaged')

const GARBLED: Record<Locale, { title: string; body: RegExp }> = {
  en: {
    title: 'The text of maya-chen-resume.pdf looks garbled',
    body: /does not look like words.*Save as PDF with fonts embedded/,
  },
  ru: {
    title: 'Текст файла maya-chen-resume.pdf выглядит искажённым',
    body: /не похоже на слова.*со встроенными шрифтами/,
  },
  es: {
    title: 'El texto de maya-chen-resume.pdf parece ilegible',
    body: /no parece formado por palabras.*con las fuentes incrustadas/,
  },
}

/**
 * The file's text came back as symbol soup (text_warnings: garbled_text): nothing is created yet;
 * the text is moved into the text box, where the user can fix or replace it, with what to do.
 */
function garbledStory(locale: Locale = 'en'): Story {
  return {
    globals: { locale },
    args: {
      onUpload: fn(async () => uploadedGarbledPdf),
      initialDraft: { title: 'Frontend – Northwind', file: pdf() },
    },
    play: async ({ args }) => {
      // The dialog scrolls the warning into view as soon as it shows: with the page's fonts still
      // loading, the lines it measures against would be other heights than the picture's.
      await document.fonts.ready
      const modal = within(screen.getByRole('dialog'))
      await userEvent.click(modal.getByRole('button', { name: CREATE[locale] }))
      const warning = await modal.findByRole('alert')
      await expect(warning).toHaveTextContent(GARBLED[locale].title)
      await expect(warning).toHaveTextContent(GARBLED[locale].body)
      await expect(args.onCreate).not.toHaveBeenCalled()
      // The text is where the user can read and fix it; the file is no longer attached.
      await expect(modal.getAllByRole('textbox')[1]).toHaveValue(garbledResumeText)
      await expect(modal.queryByText('maya-chen-resume.pdf')).not.toBeInTheDocument()
      await expect(modal.getByRole('button', { name: CREATE[locale] })).toBeEnabled()
      // The text box grows to its new text over a few frames; the picture waits for the dialog
      // to stop moving, so it does not catch it half-way.
      await untilStill(screen.getByRole('dialog'))
    },
  }
}

/**
 * Waits until the element and its own scroll position have held still for several frames: the
 * text box grows to its text and the dialog scrolls the warning into view, each over a few frames.
 */
async function untilStill(element: HTMLElement): Promise<void> {
  const STILL_FRAMES = 5
  let last = ''
  let still = 0
  for (let frame = 0; frame < 120 && still < STILL_FRAMES; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const box = element.getBoundingClientRect()
    const now = [box.top, box.height, element.scrollTop, element.scrollHeight].join(':')
    still = now === last ? still + 1 : 0
    last = now
  }
}

export const GarbledText = garbledStory()
export const GarbledTextRussian = garbledStory('ru')
export const GarbledTextSpanish = garbledStory('es')

/** After the warning the user may still go on: the next submit creates the resume from the box. */
export const GarbledTextContinue: Story = {
  tags: ['no-visual'],
  args: {
    onUpload: fn(async () => uploadedGarbledPdf),
    initialDraft: { title: 'Frontend – Northwind', file: pdf() },
  },
  play: async ({ args }) => {
    await userEvent.click(submit())
    await expect(await dialog().findByRole('alert')).toHaveTextContent('looks garbled')
    const box = dialog().getByRole('textbox', { name: 'Paste your resume' })
    await userEvent.clear(box)
    await userEvent.type(box, 'Maya Chen, Frontend Engineer')
    await userEvent.click(submit())
    await expect(await dialog().findByText('Resume created successfully!')).toBeVisible()
    await expect(args.onUpload).toHaveBeenCalledTimes(1)
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Frontend – Northwind',
      original_content: 'Maya Chen, Frontend Engineer',
      job_description: null,
    })
  },
}
