import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { errorBodies } from '../../src/mocks/fixtures/errors.ts'
import { linkedinProfile } from '../../src/mocks/fixtures/pro.ts'
import { LinkedinImport } from '../../src/ui/pro/linkedin-import.tsx'

const meta = {
  title: 'Pro/LinkedIn import',
  component: LinkedinImport,
  args: {
    state: { status: 'idle' },
    fileImport: true,
    onImportUrl: fn(),
    onImportFile: fn(),
    onCopy: fn(),
    onCreateDraft: fn(),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-6xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkedinImport>

export default meta
type Story = StoryObj<typeof meta>

const imported = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Imported data' }))

const PROFILE_URL = 'https://www.linkedin.com/in/jordan-rivera'

/** The profile URL input and, where the server takes files, the PDF/ZIP upload. */
export const Empty: Story = {
  tags: ['state:pro.linkedin.empty'],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByLabelText('LinkedIn profile URL'))
    await userEvent.paste(' linkedin.com/in/jordan-rivera ')
    await userEvent.click(page.getByRole('button', { name: 'Import Profile' }))
    await expect(args.onImportUrl).toHaveBeenCalledWith('linkedin.com/in/jordan-rivera')
    await expect(page.getByRole('button', { name: 'Import File' })).toBeDisabled()
  },
}

/** Without file import: only the URL form. */
export const UrlOnly: Story = {
  args: { fileImport: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Import File' }),
    ).not.toBeInTheDocument()
  },
}

/** Not a linkedin.com profile address: the message of spec §5, nothing sent. */
export const InvalidUrl: Story = {
  tags: ['state:pro.linkedin.invalid-url'],
  args: { initialUrl: 'https://example.com/jordan' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole('button', { name: 'Import Profile' }))
    await expect(page.getByText('Please provide a valid LinkedIn profile URL')).toBeVisible()
    await expect(page.getByLabelText('LinkedIn profile URL')).toHaveFocus()
    await expect(args.onImportUrl).not.toHaveBeenCalled()
  },
}

export const Importing: Story = {
  tags: ['state:pro.linkedin.importing'],
  args: { initialUrl: PROFILE_URL, state: { status: 'importing' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Importing…' })).toBeDisabled()
    await expect(imported(canvasElement).getByText('Importing your profile…')).toBeInTheDocument()
  },
}

/** The imported profile with 'Copy Data', 'Use in Resume' and 'Create Draft Resume'. */
export const Imported: Story = {
  tags: ['state:pro.linkedin.imported'],
  args: { initialUrl: PROFILE_URL, state: { status: 'done', profile: linkedinProfile } },
  play: async ({ canvasElement, args }) => {
    const panel = imported(canvasElement)
    await expect(panel.getByText('Jordan Rivera')).toBeVisible()
    await expect(panel.getByText('Product Manager · Contoso Health')).toBeVisible()
    await expect(panel.getByText('SQL')).toBeVisible()
    await expect(
      panel.getByText('Note: Imported from the LinkedIn "Save to PDF" file.'),
    ).toBeVisible()
    await userEvent.click(panel.getByRole('button', { name: 'Copy Data' }))
    await expect(args.onCopy).toHaveBeenCalledWith(linkedinProfile)
  },
}

/** 'Use in Resume' only shows its notice (spec §2). */
export const UseNotice: Story = {
  tags: ['state:pro.linkedin.use-notice'],
  args: { initialUrl: PROFILE_URL, state: { status: 'done', profile: linkedinProfile } },
  play: async ({ canvasElement }) => {
    const panel = imported(canvasElement)
    await userEvent.click(panel.getByRole('button', { name: 'Use in Resume' }))
    await expect(panel.getByText(/Your LinkedIn data is ready to use/)).toBeVisible()
  },
}

/** Beyond the spec: a draft resume was made from the import. */
export const DraftCreated: Story = {
  args: {
    initialUrl: PROFILE_URL,
    state: { status: 'done', profile: linkedinProfile },
    draft: { status: 'created' },
  },
  play: async ({ canvasElement }) => {
    const panel = imported(canvasElement)
    await expect(panel.getByText('Draft resume created.')).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Open Resumes' })).toHaveAttribute(
      'href',
      '/resumes',
    )
  },
}

/** URL import without a profile-data provider: the server's refusal pointing at the file import. */
export const NoProvider: Story = {
  args: {
    initialUrl: PROFILE_URL,
    state: { status: 'error', message: String(errorBodies.linkedinNoProvider.detail) },
  },
  play: async ({ canvasElement }) => {
    await expect(imported(canvasElement).getByRole('alert')).toHaveTextContent(
      /needs a profile-data provider/,
    )
    await expect(
      imported(canvasElement).queryByRole('button', { name: 'Copy Data' }),
    ).not.toBeInTheDocument()
  },
}

/** The import failed: a private profile, in the server's words. */
export const GenericError: Story = {
  tags: ['state:pro.linkedin.error'],
  args: {
    initialUrl: PROFILE_URL,
    state: {
      status: 'error',
      message:
        'This LinkedIn profile is not public. Make it public or upload your profile PDF instead.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(imported(canvasElement).getByRole('alert')).toHaveTextContent(
      /This LinkedIn profile is not public/,
    )
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initialUrl: PROFILE_URL, state: { status: 'done', profile: linkedinProfile } },
}
