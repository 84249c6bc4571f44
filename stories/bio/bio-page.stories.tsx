import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { bioExportRequest, bioRequest, bioResponse } from '../../src/mocks/fixtures/generate.ts'
import { BioPage } from '../../src/ui/bio/bio-page.tsx'

/** The form as the fixture fills it, awards included. */
const filled = {
  full_name: bioRequest.full_name,
  current_title: bioRequest.current_title,
  industry: bioRequest.industry,
  education: bioRequest.education,
  awards: bioRequest.awards ?? '',
  accomplishments: bioRequest.accomplishments,
}

/** The first two paragraphs of the fixture bio: what a stream has written halfway. */
const halfWritten = bioResponse.bio_text.split('\n\n').slice(0, 2).join('\n\n')

const meta = {
  title: 'Bio/Page',
  component: BioPage,
  tags: ['screen'],
  args: {
    access: 'open',
    generation: { status: 'idle' },
    proGenerations: 20,
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
} satisfies Meta<typeof BioPage>

export default meta
type Story = StoryObj<typeof meta>

const resultPanel = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Your executive bio' }))

/** Not on pro: the upgrade screen with pro's monthly generations and a link to /pricing. */
export const Upgrade: Story = {
  tags: ['state:bio.upgrade'],
  args: { access: 'upgrade' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Executive BIOs are a Pro Feature' }),
    ).toBeVisible()
    await expect(page.getByText('Pro includes 20 AI generations a month.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing')
    await expect(page.queryByRole('button', { name: 'Generate Bio' })).not.toBeInTheDocument()
    await expect(page.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument()
  },
}

/** A 403 on generate: the server's message on the upgrade screen, and a way back to the form. */
export const Forbidden: Story = {
  tags: ['state:bio.forbidden'],
  args: { access: 'forbidden', notice: 'Pro subscription required for Executive BIO Generator' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('alert')).toHaveTextContent(
      'Pro subscription required for Executive BIO Generator',
    )
    await expect(
      page.getByRole('heading', { name: 'Executive BIOs are a Pro Feature' }),
    ).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Start over' }))
    await expect(args.onReset).toHaveBeenCalledTimes(1)
  },
}

/** The empty form: every field blank, tone neutral, the result panel waiting. */
export const FormEmpty: Story = {
  tags: ['state:bio.form.empty'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'Executive Bio' })).toBeVisible()
    for (const label of ['Full name', 'Current title', 'Industry', 'Education', 'Awards']) {
      await expect(page.getByLabelText(label)).toHaveValue('')
    }
    await expect(page.getByLabelText('Full name')).toBeRequired()
    await expect(page.getByLabelText('Awards')).not.toBeRequired()
    await expect(page.getByRole('combobox', { name: 'Tone' })).toHaveTextContent('Neutral')
    await expect(
      resultPanel(canvasElement).getByText(
        'Fill in your details and generate: your bio will appear here.',
      ),
    ).toBeVisible()
  },
}

/** Generate with required fields missing: a message under each, focus on the first, no call. */
export const FormInvalid: Story = {
  tags: ['state:bio.form.invalid'],
  args: { initialDraft: { industry: 'Healthcare technology', awards: '' } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole('button', { name: 'Generate Bio' }))
    await expect(page.getByText('Please enter your full name')).toBeVisible()
    await expect(page.getByText('Please enter your current title')).toBeVisible()
    await expect(page.getByText('Please enter your education')).toBeVisible()
    await expect(page.getByText('Please describe your key accomplishments')).toBeVisible()
    await expect(page.queryByText('Please enter your industry')).not.toBeInTheDocument()
    await expect(page.getByLabelText('Full name')).toHaveFocus()
    await expect(page.getByLabelText('Full name')).toBeInvalid()
    await expect(args.onGenerate).not.toHaveBeenCalled()
  },
}

/** The tone is a select: keyboard opens it and picks Creative, which goes with the request. */
export const ChooseTone: Story = {
  tags: ['no-visual'],
  args: { initialDraft: filled },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    page.getByRole('combobox', { name: 'Tone' }).focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.click(await screen.findByRole('option', { name: 'Creative' }))
    await userEvent.click(page.getByRole('button', { name: 'Generate Bio' }))
    await expect(args.onGenerate).toHaveBeenCalledWith({ ...bioRequest, tone: 'creative' })
  },
}

/** While the bio streams in: the stage and percent, the text so far, Generate busy. */
export const Generating: Story = {
  tags: ['state:bio.generating'],
  args: {
    initialDraft: filled,
    generation: { status: 'generating', stage: 'writing', percent: 64, text: halfWritten },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const result = resultPanel(canvasElement)
    const bar = result.getByRole('progressbar', { name: 'Writing your bio' })
    await expect(bar).toHaveAttribute('aria-valuenow', '64')
    await expect(result.getByText('64%')).toBeVisible()
    await expect(result.getByRole('region', { name: 'Generated bio' })).toHaveTextContent(
      /^Daniel Okafor is the Chief Operating Officer/,
    )
    await expect(page.getByRole('button', { name: 'Generating…' })).toBeDisabled()
    await expect(page.getByLabelText('Full name')).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Reset' })).toBeEnabled()
  },
}

/** The finished bio: tone, industry, word and paragraph counts, the text, copy and two exports. */
export const Result: Story = {
  tags: ['state:bio.result'],
  args: { initialDraft: filled, generation: { status: 'done', result: bioResponse } },
  play: async ({ canvasElement, args }) => {
    const result = resultPanel(canvasElement)
    const fact = (term: string) => result.getByText(term, { selector: 'dt' }).nextSibling
    await expect(fact('Tone')).toHaveTextContent('Neutral')
    await expect(fact('Industry')).toHaveTextContent('Healthcare technology')
    await expect(fact('Word count')).toHaveTextContent(String(bioResponse.metadata.word_count))
    await expect(fact('Paragraphs')).toHaveTextContent('3')
    await expect(result.getByRole('region', { name: 'Generated bio' })).toHaveTextContent(
      /Top 25 Innovators\.$/,
    )
    await userEvent.click(result.getByRole('button', { name: 'Copy' }))
    await expect(args.onCopy).toHaveBeenCalledWith(bioResponse.bio_text)
    await userEvent.click(result.getByRole('button', { name: 'Export to Word' }))
    await expect(args.onExport).toHaveBeenCalledWith('docx', bioExportRequest)
    await userEvent.click(result.getByRole('button', { name: 'Export to PDF' }))
    await expect(args.onExport).toHaveBeenLastCalledWith('pdf', bioExportRequest)
  },
}

/** The generation failed. */
export const GenerateError: Story = {
  name: 'Error',
  tags: ['state:bio.error'],
  args: {
    initialDraft: filled,
    generation: { status: 'error', message: 'Failed to generate bio. Please try again.' },
  },
  play: async ({ canvasElement }) => {
    await expect(resultPanel(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to generate bio. Please try again.',
    )
    await expect(within(canvasElement).getByRole('button', { name: 'Generate Bio' })).toBeEnabled()
  },
}

/** An export failed: the message under the buttons; the bio stays. */
export const ExportError: Story = {
  tags: ['state:bio.export.error'],
  args: {
    initialDraft: filled,
    generation: { status: 'done', result: bioResponse },
    exportError: 'Failed to export to Word. Please try again.',
  },
  play: async ({ canvasElement }) => {
    const result = resultPanel(canvasElement)
    await expect(result.getByRole('alert')).toHaveTextContent(
      'Failed to export to Word. Please try again.',
    )
    await expect(result.getByRole('button', { name: 'Export to PDF' })).toBeEnabled()
  },
}

/** An export running: both export buttons wait for it. */
export const Exporting: Story = {
  args: {
    initialDraft: filled,
    generation: { status: 'done', result: bioResponse },
    exporting: 'pdf',
  },
  play: async ({ canvasElement }) => {
    const result = resultPanel(canvasElement)
    await expect(result.getByRole('button', { name: 'Export to PDF' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(result.getByRole('button', { name: 'Export to Word' })).toBeDisabled()
  },
}

/** A 403 on export: the page turns into the upgrade screen with the export message. */
export const ExportForbidden: Story = {
  tags: ['state:bio.export.forbidden'],
  args: { access: 'forbidden', notice: 'Pro subscription required for BIO export' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('alert')).toHaveTextContent(
      'Pro subscription required for BIO export',
    )
    await expect(page.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing')
  },
}

export const ResultMobile: Story = {
  ...Result,
  tags: [],
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

export const FormInvalidMobile: Story = {
  ...FormInvalid,
  tags: [],
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

export const UpgradeRussian: Story = {
  args: { access: 'upgrade' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        name: 'Биографии руководителя доступны в тарифе Pro',
      }),
    ).toBeVisible()
    await expect(
      within(canvasElement).getByText('В тариф Pro входит: 20 ИИ-генераций в месяц.'),
    ).toBeVisible()
  },
}

export const ResultSpanish: Story = {
  args: { initialDraft: filled, generation: { status: 'done', result: bioResponse } },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const result = within(
      within(canvasElement).getByRole('region', { name: 'Su biografía ejecutiva' }),
    )
    await expect(result.getByRole('button', { name: 'Exportar a PDF' })).toBeVisible()
    await expect(result.getByText('Neutro')).toBeVisible()
  },
}
