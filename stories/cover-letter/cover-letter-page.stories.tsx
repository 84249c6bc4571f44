import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import {
  coverLetterExportRequest,
  coverLetterRequest,
  coverLetterResponse,
} from '../../src/mocks/fixtures/generate.ts'
import { garbledResumeText, uploadedGarbledPdf } from '../../src/mocks/fixtures/resumes.ts'
import {
  CoverLetterPage,
  type CoverLetterPageProps,
} from '../../src/ui/cover-letter/cover-letter-page.tsx'

const filled = {
  full_name: coverLetterRequest.full_name,
  email: coverLetterRequest.email ?? '',
  target_job_title: coverLetterRequest.target_job_title,
  company_name: coverLetterRequest.company_name,
  resume_content: coverLetterRequest.resume_content,
  job_description: coverLetterRequest.job_description,
}

/** A mock of the file reader, typed as the prop so every story may answer with warnings. */
const fileLoader = (read: CoverLetterPageProps['onLoadFile']) => fn(read)

/** The greeting and the first two paragraphs: what a stream has written halfway. */
const halfWritten = coverLetterResponse.cover_letter_text.split('\n\n').slice(0, 3).join('\n\n')

const meta = {
  title: 'Cover letter/Page',
  component: CoverLetterPage,
  tags: ['screen'],
  args: {
    access: 'open',
    generation: { status: 'idle' },
    premiumCoverLetters: null,
    onLoadFile: fileLoader(async (file) => ({ text_content: await file.text() })),
    onGenerate: fn(),
    onReset: fn(),
    onCopy: fn(),
    onExport: fn(),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-6xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoverLetterPage>

export default meta
type Story = StoryObj<typeof meta>

const resultPanel = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Your cover letter' }))

/** Not on premium or pro: the upgrade screen, with premium's cover letters and a link to /pricing. */
export const Upgrade: Story = {
  tags: ['state:cover.upgrade'],
  args: { access: 'upgrade', premiumCoverLetters: 10 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Cover Letter Generator is a Premium Feature' }),
    ).toBeVisible()
    await expect(page.getByText('Premium includes 10 cover letters a month.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing')
  },
}

/** A 403 on generate: the premium message on the upgrade screen, and a way back. */
export const Forbidden: Story = {
  tags: ['state:cover.forbidden'],
  args: {
    access: 'forbidden',
    notice: 'Premium subscription required for Cover Letter Generator',
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('alert')).toHaveTextContent(
      'Premium subscription required for Cover Letter Generator',
    )
    await userEvent.click(page.getByRole('button', { name: 'Start over' }))
    await expect(args.onReset).toHaveBeenCalledTimes(1)
  },
}

/** The empty form: tone formal, email optional, upload buttons for the two long fields. */
export const FormEmpty: Story = {
  tags: ['state:cover.form.empty'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'Cover Letter' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Tone' })).toHaveTextContent('Formal')
    await expect(page.getByLabelText('Email')).not.toBeRequired()
    await expect(page.getByLabelText('Company')).toBeRequired()
    await expect(page.getByLabelText('Upload resume file')).toHaveAttribute(
      'accept',
      '.txt,.doc,.docx',
    )
    await expect(page.getByLabelText('Upload job description file')).toBeEnabled()
    await expect(
      resultPanel(canvasElement).getByText(
        'Fill in the form and generate: your cover letter will appear here.',
      ),
    ).toBeVisible()
  },
}

/** Generate with required fields missing. */
export const FormInvalid: Story = {
  tags: ['state:cover.form.invalid'],
  args: { initialDraft: { full_name: 'Maya Chen', email: 'maya.chen@example.com' } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole('button', { name: 'Generate Cover Letter' }))
    await expect(page.getByText('Please enter the job title')).toBeVisible()
    await expect(page.getByText('Please enter the company')).toBeVisible()
    await expect(page.getByText('Please add your resume content')).toBeVisible()
    await expect(page.getByText('Please add the job description')).toBeVisible()
    await expect(page.queryByText('Please enter your full name')).not.toBeInTheDocument()
    await expect(page.getByLabelText('Target job title')).toHaveFocus()
    await expect(args.onGenerate).not.toHaveBeenCalled()
  },
}

/** A text file that cannot be read: spec §5's message under its button; the field stays empty. */
export const FileReadError: Story = {
  tags: ['state:cover.file-read-error'],
  args: {
    onLoadFile: fileLoader(async () => {
      throw new Error('NotReadableError')
    }),
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    const file = new File(['Maya Chen'], 'resume.txt', { type: 'text/plain' })
    await userEvent.upload(page.getByLabelText('Upload resume file'), file)
    await expect(args.onLoadFile).toHaveBeenCalledWith(file)
    await expect(
      await page.findByText('Error reading file. Please copy and paste the text instead.'),
    ).toBeVisible()
    await expect(page.getByLabelText('Resume content')).toHaveValue('')
  },
}

/** A file read into its field: the text, and where it came from. */
export const FileLoaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const file = new File(['Own our design system.'], 'posting.txt', { type: 'text/plain' })
    await userEvent.upload(page.getByLabelText('Upload job description file'), file)
    await waitFor(() =>
      expect(page.getByLabelText('Job description')).toHaveValue('Own our design system.'),
    )
    await expect(page.getByText('Text taken from posting.txt')).toBeVisible()
  },
}

/** While the letter streams in. */
export const Generating: Story = {
  tags: ['state:cover.generating'],
  args: {
    initialDraft: filled,
    generation: { status: 'generating', stage: 'writing', percent: 58, text: halfWritten },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const result = resultPanel(canvasElement)
    await expect(result.getByRole('progressbar', { name: 'Writing your letter' })).toHaveAttribute(
      'aria-valuenow',
      '58',
    )
    await expect(result.getByRole('region', { name: 'Generated cover letter' })).toHaveTextContent(
      /^Dear Hiring Manager,/,
    )
    await expect(page.getByRole('button', { name: 'Generating…' })).toBeDisabled()
    await expect(page.getByLabelText('Upload resume file')).toBeDisabled()
  },
}

/** The finished letter: tone, position, company, character count, the text, copy and exports. */
export const Result: Story = {
  tags: ['state:cover.result'],
  args: { initialDraft: filled, generation: { status: 'done', result: coverLetterResponse } },
  play: async ({ canvasElement, args }) => {
    const result = resultPanel(canvasElement)
    const fact = (term: string) => result.getByText(term, { selector: 'dt' }).nextSibling
    await expect(fact('Tone')).toHaveTextContent('Formal')
    await expect(fact('Position')).toHaveTextContent('Senior Frontend Engineer')
    await expect(fact('Company')).toHaveTextContent('Northwind Commerce')
    await expect(fact('Characters')).toHaveTextContent(
      new Intl.NumberFormat('en').format(coverLetterResponse.metadata.character_count),
    )
    await userEvent.click(result.getByRole('button', { name: 'Copy' }))
    await expect(args.onCopy).toHaveBeenCalledWith(coverLetterResponse.cover_letter_text)
    await userEvent.click(result.getByRole('button', { name: 'Export DOCX' }))
    await expect(args.onExport).toHaveBeenCalledWith('docx', coverLetterExportRequest)
    await userEvent.click(result.getByRole('button', { name: 'Export PDF' }))
    await expect(args.onExport).toHaveBeenLastCalledWith('pdf', coverLetterExportRequest)
  },
}

/** The generation failed. */
export const GenerateError: Story = {
  name: 'Error',
  tags: ['state:cover.error'],
  args: {
    initialDraft: filled,
    generation: {
      status: 'error',
      message: 'Failed to generate cover letter. Please try again.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(resultPanel(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to generate cover letter. Please try again.',
    )
  },
}

/** An export failed. */
export const ExportError: Story = {
  tags: ['state:cover.export.error'],
  args: {
    initialDraft: filled,
    generation: { status: 'done', result: coverLetterResponse },
    exportError: 'Failed to export to PDF. Please try again.',
  },
  play: async ({ canvasElement }) => {
    await expect(resultPanel(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to export to PDF. Please try again.',
    )
  },
}

/** A 403 on export: the upgrade screen with the export message. */
export const ExportForbidden: Story = {
  tags: ['state:cover.export.forbidden'],
  args: { access: 'forbidden', notice: 'Premium subscription required for Cover Letter export' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Premium subscription required for Cover Letter export',
    )
  },
}

type Locale = 'en' | 'ru' | 'es'

const wordResume = () =>
  new File(['PK'], 'maya-chen-resume.docx', {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  })

const GARBLED: Record<
  Locale,
  { upload: string; field: string; title: string; body: RegExp; loaded: string }
> = {
  en: {
    upload: 'Upload resume file',
    field: 'Resume content',
    title: 'The text of maya-chen-resume.docx looks garbled',
    body: /does not look like words.*check it before you generate/,
    loaded: 'Text taken from maya-chen-resume.docx',
  },
  ru: {
    upload: 'Загрузить файл резюме',
    field: 'Текст резюме',
    title: 'Текст файла maya-chen-resume.docx выглядит искажённым',
    body: /не похоже на слова.*проверьте его, прежде чем создавать письмо/,
    loaded: 'Текст взят из maya-chen-resume.docx',
  },
  es: {
    upload: 'Subir archivo del currículum',
    field: 'Contenido del currículum',
    title: 'El texto de maya-chen-resume.docx parece ilegible',
    body: /no parece formado por palabras.*revíselo antes de generar la carta/,
    loaded: 'Texto tomado de maya-chen-resume.docx',
  },
}

/**
 * The uploaded file's text came back as symbol soup (text_warnings: garbled_text): the text is in
 * the resume box all the same, with a warning under it to check or replace it before generating.
 */
function garbledStory(locale: Locale = 'en'): Story {
  const words = GARBLED[locale]
  return {
    globals: { locale },
    args: { onLoadFile: fileLoader(async () => uploadedGarbledPdf) },
    play: async ({ canvasElement }) => {
      // The text box fills and the warning appears in the same frame: with the page's fonts still
      // loading, lines would wrap at other places than in the picture.
      await document.fonts.ready
      const page = within(canvasElement)
      await userEvent.upload(page.getByLabelText(words.upload), wordResume())
      const warning = await page.findByRole('alert')
      await expect(warning).toHaveTextContent(words.title)
      await expect(warning).toHaveTextContent(words.body)
      await expect(page.getByLabelText(words.field)).toHaveValue(garbledResumeText)
      await expect(page.getByLabelText(words.field)).toHaveAccessibleDescription(
        expect.stringContaining(words.title),
      )
      await expect(page.getByText(words.loaded)).toBeVisible()
    },
  }
}

export const GarbledText = garbledStory()
export const GarbledTextRussian = garbledStory('ru')
export const GarbledTextSpanish = garbledStory('es')

/** The warning is about the text as read: it goes once the user edits it, or picks another file. */
export const GarbledTextCleared: Story = {
  tags: ['no-visual'],
  args: {
    onLoadFile: fileLoader(async (file) =>
      file.name.endsWith('.docx') ? uploadedGarbledPdf : { text_content: await file.text() },
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const upload = page.getByLabelText('Upload resume file')
    const box = page.getByLabelText('Resume content')
    await userEvent.upload(upload, wordResume())
    await expect(await page.findByRole('alert')).toHaveTextContent('looks garbled')
    await userEvent.type(box, ' fixed')
    await expect(page.queryByRole('alert')).not.toBeInTheDocument()
    await expect(box).not.toHaveAttribute('aria-describedby', expect.stringContaining('garbled'))

    await userEvent.upload(upload, wordResume())
    await expect(await page.findByRole('alert')).toHaveTextContent('looks garbled')
    await userEvent.upload(upload, new File(['Maya Chen, Frontend Engineer'], 'resume.txt'))
    await waitFor(() => expect(box).toHaveValue('Maya Chen, Frontend Engineer'))
    await expect(page.queryByRole('alert')).not.toBeInTheDocument()
  },
}

export const ResultMobile: Story = {
  ...Result,
  tags: [],
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

export const FormEmptyMobile: Story = {
  ...FormEmpty,
  tags: [],
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

export const UpgradeRussian: Story = {
  args: { access: 'upgrade', premiumCoverLetters: 3 },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('В Premium входят 3 сопроводительных письма в месяц.'),
    ).toBeVisible()
  },
}

export const FormInvalidSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole('button', { name: 'Generar carta' }))
    await expect(page.getByText('Añada la descripción del puesto')).toBeVisible()
  },
}
