import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { isLanguage } from '../../src/i18n/settings.ts'
import { resumes, uploadedPdf } from '../../src/mocks/fixtures/resumes.ts'
import { ResumesPage } from '../../src/ui/resumes/resumes-page.tsx'
import { TEMPLATE_THUMBNAILS, waitForThumbnails } from './template-thumbnails.ts'

const meta = {
  title: 'Resumes/Page',
  component: ResumesPage,
  tags: ['screen'],
  args: {
    status: 'success',
    resumes,
    plan: 'premium',
    language: 'en',
    defaultTemplate: 'minimalist',
    thumbnails: TEMPLATE_THUMBNAILS,
    onDefaultTemplateChange: fn(async () => {}),
    onUpload: fn(async () => ({ text_content: uploadedPdf.text_content })),
    onCreate: fn(async () => {}),
    onRetry: fn(),
    onView: fn(),
    onOptimize: fn(),
    onExport: fn(async () => {}),
    onDownloadJsonResume: fn(async () => {}),
    onImportJsonResume: fn(async () => ({ title: 'Jane Doe – Backend Engineer' })),
    onTemplateChange: fn(async () => {}),
    onEdit: fn(),
    onDelete: fn(async () => {}),
  },
  // Dates follow the toolbar's language, as they follow the interface language in the app.
  render: (args, { globals }) => (
    <ResumesPage {...args} language={isLanguage(globals.locale) ? globals.locale : 'en'} />
  ),
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-6xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResumesPage>

export default meta
type Story = StoryObj<typeof meta>

const cards = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-labelledby'))

const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

/** Five resumes, one card each, with View, Optimize and Export DOCX; the default template below. */
export const List: Story = {
  tags: ['state:resumes.list', 'state:resumes.template-selector'],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await waitForThumbnails(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'Resumes' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'New Resume' })).toBeVisible()
    await expect(cards(canvasElement)).toHaveLength(5)
    await expect(
      page.getByRole('heading', { name: 'Senior Frontend Engineer - Northwind' }),
    ).toBeVisible()

    const northwind = within(
      page.getByRole('article', { name: 'Senior Frontend Engineer - Northwind' }),
    )
    await expect(northwind.getByText('Optimized')).toBeVisible()
    await expect(northwind.getByText('Fit score 86')).toBeVisible()
    await expect(northwind.getByText('Template: Modern')).toBeVisible()
    await expect(northwind.getByText('Created November 3, 2025')).toBeVisible()
    await userEvent.click(northwind.getByRole('button', { name: 'View' }))
    await expect(args.onView).toHaveBeenCalledWith(expect.objectContaining({ match_score: 86 }))
    await userEvent.click(northwind.getByRole('button', { name: 'Optimize' }))
    await expect(args.onOptimize).toHaveBeenCalledTimes(1)
    await expect(northwind.getByRole('button', { name: 'Export DOCX' })).toBeEnabled()

    const group = page.getByRole('radiogroup', { name: 'Default template' })
    await expect(within(group).getByRole('radio', { name: 'Minimalist' })).toBeChecked()
    await expect(within(group).getAllByRole('img')).toHaveLength(3)
  },
}

/** While GET /resumes runs: skeleton cards and a status for screen readers. */
export const Loading: Story = {
  tags: ['state:resumes.loading'],
  args: { status: 'loading', resumes: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await waitForThumbnails(canvasElement)
    await expect(page.getByRole('status')).toHaveTextContent('Loading resumes…')
    await expect(page.queryByRole('article')).not.toBeInTheDocument()
    await expect(page.queryByRole('searchbox')).not.toBeInTheDocument()
  },
}

/** The list failed to load: 'Failed to load resumes' and a retry. */
export const LoadError: Story = {
  tags: ['state:resumes.error'],
  args: { status: 'error', resumes: undefined },
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole('alert'))
    await waitForThumbnails(canvasElement)
    await expect(alert.getByText('Failed to load resumes')).toBeVisible()
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** No resumes yet: a friendly empty state whose button opens the create dialog. */
export const Empty: Story = {
  tags: ['state:resumes.empty'],
  args: { resumes: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await waitForThumbnails(canvasElement)
    await expect(page.getByRole('heading', { name: 'No resumes yet' })).toBeVisible()
    await expect(page.queryByRole('searchbox')).not.toBeInTheDocument()
    const create = page.getByRole('button', { name: 'Create your first resume' })
    await userEvent.click(create)
    const dialog = await screen.findByRole('dialog', { name: 'New resume' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(create).toHaveFocus()
  },
}

/** A status filter applied: only the optimized resumes, and how many match. */
export const FilterApplied: Story = {
  tags: ['state:resumes.filter'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await waitForThumbnails(canvasElement)
    await userEvent.click(page.getByRole('combobox', { name: 'Status' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Optimized' }))
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(2))
    await expect(titles(canvasElement)).toEqual([
      'Senior Frontend Engineer - Northwind',
      'Product Engineer - Fabrikam Logistics',
    ])
    await expect(page.getByText('2 resumes match')).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Optimized')
  },
}

/** The search looks in titles, job descriptions and resume text, ignoring case and accents. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await waitForThumbnails(canvasElement)
    await userEvent.type(page.getByRole('searchbox', { name: 'Search resumes' }), 'HÍPAA')
    await waitFor(() => expect(titles(canvasElement)).toEqual(['UI Engineer - Contoso Health']))
    await expect(page.getByText('1 resume matches')).toBeVisible()
  },
}

/** Nothing matches: the no-results state, and 'Clear filters' brings every resume back. */
export const NoResults: Story = {
  tags: ['state:resumes.no-results'],
  args: { initialFilters: { query: 'kubernetes', status: 'exported' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await waitForThumbnails(canvasElement)
    await expect(page.getByRole('heading', { name: 'No resumes match' })).toBeVisible()
    await expect(page.getByText('0 resumes match')).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search resumes' })).toHaveValue('kubernetes')
    await userEvent.click(page.getByRole('button', { name: 'Clear filters' }))
    await expect(cards(canvasElement)).toHaveLength(5)
    await expect(page.getByRole('searchbox', { name: 'Search resumes' })).toHaveValue('')
  },
}

/** Free plan: Optimize is disabled with the reason in a tooltip; export is offered as an upgrade. */
export const FreePlan: Story = {
  tags: ['state:resumes.optimize-disabled'],
  args: { plan: 'free' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await waitForThumbnails(canvasElement)
    const card = within(page.getByRole('article', { name: 'Senior Frontend Engineer - Northwind' }))
    const optimize = card.getByRole('button', { name: 'Optimize' })
    await expect(optimize).toHaveAttribute('aria-disabled', 'true')
    await expect(optimize).toHaveAccessibleDescription(
      'Premium or Pro plan required for AI resume optimization',
    )
    await userEvent.click(optimize)
    await expect(args.onOptimize).not.toHaveBeenCalled()
    await expect(card.getByRole('link', { name: 'Upgrade to export' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await expect(card.queryByRole('button', { name: 'Export DOCX' })).not.toBeInTheDocument()
  },
}

/** The default template could not be saved: the message, and the saved choice back in place. */
export const TemplateSelectorError: Story = {
  tags: ['state:resumes.template-selector.error'],
  args: { onDefaultTemplateChange: fn(async () => Promise.reject(new Error('HTTP 500'))) },
  play: async ({ canvasElement, args }) => {
    const group = within(
      within(canvasElement).getByRole('radiogroup', { name: 'Default template' }),
    )
    await waitForThumbnails(canvasElement)
    await userEvent.click(group.getByRole('radio', { name: 'Classic' }))
    await expect(args.onDefaultTemplateChange).toHaveBeenCalledWith('classic')
    await expect(await group.findByRole('alert')).toHaveTextContent(
      'Failed to update default template',
    )
    await expect(group.getByRole('radio', { name: 'Minimalist' })).toBeChecked()
  },
}

/** Creating from the page: the dialog opens from 'New Resume' and focus returns to it. */
export const CreateFromPage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await waitForThumbnails(canvasElement)
    const newResume = page.getByRole('button', { name: 'New Resume' })
    await userEvent.click(newResume)
    await screen.findByRole('dialog', { name: 'New resume' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(newResume).toHaveFocus()
  },
}

const JSON_RESUME_FILE = new File(
  [JSON.stringify({ basics: { name: 'Jane Doe', label: 'Backend Engineer' } })],
  'jane-doe.json',
  { type: 'application/json' },
)

/** Chooses a file in 'Import JSON Resume', reached from the keyboard: it is the first stop. */
async function importFile(canvasElement: HTMLElement) {
  const page = within(canvasElement)
  await waitForThumbnails(canvasElement)
  const input = page.getByLabelText('Import JSON Resume')
  await expect(input).toHaveAttribute('accept', '.json,application/json')
  await userEvent.tab()
  await expect(input).toHaveFocus()
  await userEvent.upload(input, JSON_RESUME_FILE)
  return page
}

/** Importing a JSON Resume: the button spins and says 'Importing…' while the file is read and stored. */
export const ImportJsonResumeBusy: Story = {
  args: { onImportJsonResume: fn(() => new Promise<{ title: string }>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const page = await importFile(canvasElement)
    await expect(args.onImportJsonResume).toHaveBeenCalledWith(JSON_RESUME_FILE)
    const busy = page.getByLabelText('Importing…')
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    // Still focused: the control stays in place while it works, and opens nothing.
    await expect(busy).toHaveFocus()
  },
}

/** The server refused the document: the title, and its words saying where and what to fix. */
export const ImportJsonResumeError: Story = {
  args: {
    onImportJsonResume: fn(async () => Promise.reject(new Error('HTTP 422'))),
    describeImportError: () =>
      'This is not a JSON Resume the app can import: work[1].startDate: expected a date like 2021, 2021-03 or 2021-03-15 (ISO 8601), got "March 2021".',
  },
  play: async ({ canvasElement }) => {
    const page = await importFile(canvasElement)
    const alert = await page.findByRole('alert')
    await expect(alert).toHaveTextContent('Failed to import the JSON Resume')
    await expect(alert).toHaveTextContent(/work\[1\]\.startDate: expected a date like 2021/)
    await expect(page.getByLabelText('Import JSON Resume')).not.toHaveAttribute('aria-busy')
  },
}

/** Imported: the new resume's title; each card offers its JSON Resume download too. */
export const ImportJsonResumeSuccess: Story = {
  play: async ({ canvasElement, args }) => {
    const page = await importFile(canvasElement)
    await expect(await page.findByText('JSON Resume imported')).toBeVisible()
    await expect(page.getByText('“Jane Doe – Backend Engineer” is now in your list.')).toBeVisible()
    const northwind = within(
      page.getByRole('article', { name: 'Senior Frontend Engineer - Northwind' }),
    )
    await userEvent.click(northwind.getByRole('button', { name: 'Download JSON Resume' }))
    await expect(args.onDownloadJsonResume).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Senior Frontend Engineer - Northwind' }),
    )
    await expect(await northwind.findByRole('status')).toHaveTextContent('JSON Resume downloaded')
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { plan: 'free' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await waitForThumbnails(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'Резюме' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Новое резюме' })).toBeVisible()
    await expect(page.getByText('Создано 3 ноября 2025 г.')).toBeVisible()
    await expect(page.getByRole('radiogroup', { name: 'Шаблон по умолчанию' })).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { initialFilters: { status: 'draft' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await waitForThumbnails(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'Currículums' })).toBeVisible()
    await expect(page.getByText('2 currículums coinciden')).toBeVisible()
    await expect(page.getByText('Creado el 28 de octubre de 2025')).toBeVisible()
  },
}

/** 360 px: header, filters and cards stack in one column. */
export const Mobile: Story = {
  tags: ['state:resumes.list'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await waitForThumbnails(canvasElement)
    await expect(page.getByRole('button', { name: 'New Resume' })).toBeVisible()
    await expect(cards(canvasElement)).toHaveLength(5)
    // Nothing wider than the screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    )
  },
}

/** 360 px, loading. */
export const MobileLoading: Story = {
  tags: ['state:resumes.loading'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { status: 'loading', resumes: undefined },
  play: async ({ canvasElement }) => {
    await waitForThumbnails(canvasElement)
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading resumes…')
  },
}
