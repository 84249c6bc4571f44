import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  bulkJobDescriptions,
  bulkJobDescriptionsMax,
  bulkResponse,
} from '../../src/mocks/fixtures/pro.ts'
import { resumes } from '../../src/mocks/fixtures/resumes.ts'
import { BulkGenerator } from '../../src/ui/pro/bulk-generator.tsx'

const meta = {
  title: 'Pro/Bulk generator',
  component: BulkGenerator,
  args: {
    run: { status: 'idle' },
    resumes,
    onGenerate: fn(),
    onCopy: fn(),
    onDownload: fn(),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-6xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BulkGenerator>

export default meta
type Story = StoryObj<typeof meta>

const results = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Results' }))

/** One job description: remove is not offered; add is. */
export const Single: Story = {
  tags: ['state:pro.bulk.single'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getAllByLabelText(/^Job description \d$/)).toHaveLength(1)
    await expect(page.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument()
    await expect(page.getByRole('button', { name: 'Add job description' })).toBeVisible()
  },
}

/** Five job descriptions: add is not offered, each can be removed. */
export const Max: Story = {
  tags: ['state:pro.bulk.max'],
  args: { initialJobs: bulkJobDescriptionsMax },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getAllByLabelText(/^Job description \d$/)).toHaveLength(5)
    await expect(
      page.queryByRole('button', { name: 'Add job description' }),
    ).not.toBeInTheDocument()
    await expect(page.getByText('You have added the maximum of 5 job descriptions.')).toBeVisible()
    await expect(page.getAllByRole('button', { name: /^Remove job description/ })).toHaveLength(5)
  },
}

/** Generate with every box empty: the message of spec §5 on the first box, nothing sent. */
export const Invalid: Story = {
  tags: ['state:pro.bulk.invalid'],
  args: { initialJobs: ['', '   '] },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole('button', { name: 'Generate Resumes' }))
    await expect(page.getByText('Please provide at least one job description')).toBeVisible()
    await expect(page.getByLabelText('Job description 1')).toHaveFocus()
    await expect(args.onGenerate).not.toHaveBeenCalled()
  },
}

/** Picking a resume fills the base; blank boxes are left out of the request. */
export const Submit: Story = {
  args: { initialJobs: [bulkJobDescriptions[0] ?? '', ''] },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole('combobox', { name: 'Start from one of your resumes' }))
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', {
        name: resumes[0]?.title,
      }),
    )
    await expect(page.getByLabelText('Base resume')).toHaveValue(resumes[0]?.original_content)
    await userEvent.click(page.getByRole('button', { name: 'Generate Resumes' }))
    await expect(args.onGenerate).toHaveBeenCalledWith({
      job_descriptions: [bulkJobDescriptions[0]?.trim()],
      base_resume: resumes[0]?.original_content.trim(),
      user_profile: {},
    })
  },
}

/** The run in progress, as the stream reports it. */
export const Running: Story = {
  tags: ['state:pro.bulk.running'],
  args: {
    initialJobs: bulkJobDescriptions,
    run: {
      status: 'running',
      total: 3,
      percent: 48,
      stage: 'writing',
      items: bulkResponse.results.slice(0, 1),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('button', { name: 'Generating…' })).toBeDisabled()
    await expect(
      results(canvasElement).getByRole('progressbar', {
        name: 'Tailoring your resume to 3 job descriptions…',
      }),
    ).toHaveAttribute('aria-valuenow', '48')
    await expect(
      within(results(canvasElement).getByRole('list', { name: 'Finished so far' })).getByText(
        'Success',
      ),
    ).toBeVisible()
  },
}

/** The run in progress without a stream: a spinner. */
export const RunningWithoutProgress: Story = {
  args: { initialJobs: bulkJobDescriptions, run: { status: 'running', total: 3, percent: null } },
}

/** Two tailored resumes with copy and downloads, and one failed item with its error. */
export const Results: Story = {
  tags: ['state:pro.bulk.results'],
  args: { initialJobs: bulkJobDescriptions, run: { status: 'done', response: bulkResponse } },
  play: async ({ canvasElement, args }) => {
    const panel = results(canvasElement)
    await expect(panel.getByText('2 of 3 resumes generated')).toBeVisible()
    await expect(panel.getAllByText('Success')).toHaveLength(2)
    await expect(panel.getByText('Failed')).toBeVisible()
    await expect(
      panel.getByText('The writer timed out. This item was not counted; try it again.'),
    ).toBeVisible()
    const gaps = panel.getByRole('region', { name: 'Keyword gaps across these jobs' })
    await expect(within(gaps).getAllByRole('row')).toHaveLength(6)
    await expect(
      panel.getByText('SQL, CI/CD, Stakeholder communication', { exact: false }),
    ).toBeVisible()
    const first = panel.getByRole('region', { name: 'Tailored resume 1' })
    await expect(first).toHaveTextContent(/^# Maya Chen/)
    await userEvent.click(panel.getAllByRole('button', { name: 'Copy' })[0] as HTMLElement)
    await expect(args.onCopy).toHaveBeenCalledWith(bulkResponse.results[0]?.resume_text)
    await userEvent.click(panel.getAllByRole('button', { name: 'Download .md' })[1] as HTMLElement)
    await expect(args.onDownload).toHaveBeenCalledWith(
      1,
      bulkResponse.results[1]?.resume_text,
      'md',
    )
  },
}

/** No token: 'Not authenticated'. */
export const NotAuthenticated: Story = {
  tags: ['state:pro.bulk.error'],
  args: {
    initialJobs: bulkJobDescriptions,
    run: { status: 'error', message: 'Not authenticated' },
  },
  play: async ({ canvasElement }) => {
    await expect(results(canvasElement).getByRole('alert')).toHaveTextContent('Not authenticated')
  },
}

/** Any other failure without a message of the server's. */
export const GenericError: Story = {
  tags: ['state:pro.bulk.error'],
  args: {
    initialJobs: bulkJobDescriptions,
    run: { status: 'error', message: 'An error occurred' },
  },
  play: async ({ canvasElement }) => {
    await expect(results(canvasElement).getByRole('alert')).toHaveTextContent('An error occurred')
  },
}

/** A phone: the form above the results. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initialJobs: bulkJobDescriptions, run: { status: 'done', response: bulkResponse } },
}
