import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { plagiarismResults, plagiarismSampleText } from '../../src/mocks/fixtures/pro.ts'
import { PlagiarismChecker } from '../../src/ui/pro/plagiarism-checker.tsx'

const meta = {
  title: 'Pro/Plagiarism checker',
  component: PlagiarismChecker,
  args: { check: { status: 'idle' }, onCheck: fn() },
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-6xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlagiarismChecker>

export default meta
type Story = StoryObj<typeof meta>

const done = (result: (typeof plagiarismResults)[keyof typeof plagiarismResults]) =>
  ({ status: 'done', text: plagiarismSampleText, result }) as const

const report = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Originality report' }))

/** Under 50 characters: the counter says so and the button stays disabled until the 50th. */
export const TooShort: Story = {
  tags: ['state:pro.plagiarism.too-short'],
  args: { initialText: 'Led a team of five engineers.' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    const submit = page.getByRole('button', { name: 'Check Originality' })
    await expect(submit).toBeDisabled()
    await expect(page.getByText('29 / 50 characters minimum')).toBeVisible()
    await expect(page.getByText('Enter at least 50 characters to run the check.')).toBeVisible()
    await userEvent.click(page.getByLabelText('Text to check'))
    await userEvent.paste(' Shipped a billing system in 3 months.')
    await expect(submit).toBeEnabled()
    await userEvent.click(submit)
    await expect(args.onCheck).toHaveBeenCalledTimes(1)
  },
}

export const Checking: Story = {
  tags: ['state:pro.plagiarism.checking'],
  args: { initialText: plagiarismSampleText, check: { status: 'checking' } },
  play: async ({ canvasElement }) => {
    await expect(report(canvasElement).getByText('Checking your text…')).toBeInTheDocument()
    await expect(within(canvasElement).getByLabelText('Text to check')).toBeDisabled()
  },
}

/** 90 or more: excellent, green. */
export const Excellent: Story = {
  tags: ['state:pro.plagiarism.excellent'],
  args: { initialText: plagiarismSampleText, check: done(plagiarismResults.excellent) },
  play: async ({ canvasElement }) => {
    const panel = report(canvasElement)
    await expect(panel.getByText('96%')).toBeVisible()
    await expect(panel.getByText('Excellent')).toHaveAttribute('data-tone', 'success')
    await expect(panel.getByText('No passage was flagged.')).toBeVisible()
  },
}

/** 75 to 89: good, yellow, one flagged cliché. */
export const Good: Story = {
  tags: ['state:pro.plagiarism.good'],
  args: { initialText: plagiarismSampleText, check: done(plagiarismResults.good) },
  play: async ({ canvasElement }) => {
    const panel = report(canvasElement)
    await expect(panel.getByText('Good')).toHaveAttribute('data-tone', 'warning')
    await expect(panel.getByText('1 flagged section')).toBeVisible()
  },
}

/** Under 75: low, red; the flagged passages highlighted (reason on focus), listed, and advice. */
export const Low: Story = {
  tags: ['state:pro.plagiarism.low'],
  args: { initialText: plagiarismSampleText, check: done(plagiarismResults.low) },
  play: async ({ canvasElement }) => {
    const panel = report(canvasElement)
    await expect(panel.getByText('61%')).toBeVisible()
    await expect(panel.getByText('Low')).toHaveAttribute('data-tone', 'danger')
    await expect(panel.getByText('3 flagged sections')).toBeVisible()
    await expect(
      panel.getByText('Matches: Resume-Matcher sample resume (Apache-2.0)'),
    ).toBeVisible()
    await expect(panel.getByText('Recommendations')).toBeVisible()
    const marks = canvasElement.querySelectorAll('mark')
    await expect(marks).toHaveLength(3)
  },
}

/** The reason of a flagged passage shows on keyboard focus. */
export const FlagReasonOnFocus: Story = {
  tags: ['no-visual'],
  args: { initialText: plagiarismSampleText, check: done(plagiarismResults.low) },
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('mark') as HTMLElement
    mark.focus()
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toHaveTextContent('Common resume cliché')
  },
}

export const GenericError: Story = {
  tags: ['state:pro.plagiarism.error'],
  args: {
    initialText: plagiarismSampleText,
    check: { status: 'error', message: 'An error occurred' },
  },
  play: async ({ canvasElement }) => {
    await expect(report(canvasElement).getByRole('alert')).toHaveTextContent('An error occurred')
  },
}

export const NotAuthenticated: Story = {
  tags: ['state:pro.plagiarism.error'],
  args: {
    initialText: plagiarismSampleText,
    check: { status: 'error', message: 'Not authenticated' },
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initialText: plagiarismSampleText, check: done(plagiarismResults.low) },
}
