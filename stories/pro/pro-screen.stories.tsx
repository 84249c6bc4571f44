import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { ProRoute } from '../../src/app/routes/pro/pro-route.tsx'
import { plagiarismSampleText } from '../../src/mocks/fixtures/pro.ts'
import { withDefaults } from '../../src/mocks/handlers/all.ts'
import { proHandlers } from '../../src/mocks/handlers/pro.ts'
import { toast } from '../../src/ui/primitives/toaster.tsx'
import { withStoryAuth } from '../bio/story-auth.tsx'

/**
 * /pro as the app mounts it, against the MSW API: each state reached through the container and the
 * handlers of src/mocks/handlers/pro.ts. The toasts time out, so these stay out of the visual suite;
 * the component stories hold the screenshots. `parameters.plan` picks the user.
 */
const meta = {
  title: 'Pro/Screen',
  component: ProRoute,
  tags: ['screen', 'no-visual'],
  parameters: { layout: 'fullscreen', route: '/pro', plan: 'pro' },
  decorators: [withStoryAuth],
  beforeEach: () => {
    toast.remove()
  },
} satisfies Meta<typeof ProRoute>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

async function openTab(page: Canvas, name: RegExp | string) {
  await userEvent.click(page.getByRole('tab', { name }))
}

export const Gated: Story = {
  tags: ['state:pro.gated'],
  parameters: { plan: 'premium' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Pro Plan Required' }),
    ).toBeVisible()
  },
}

export const Overview: Story = {
  tags: ['state:pro.overview', 'state:pro.overview.remaining'],
  parameters: { msw: { handlers: withDefaults(proHandlers.limitsRemaining) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('14 of 20 generations remaining this month')).toBeVisible()
    await expect(await page.findByText('37')).toBeVisible()
  },
}

export const Unlimited: Story = {
  tags: ['state:pro.overview.unlimited'],
  parameters: { msw: { handlers: withDefaults(proHandlers.unlimited) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Unlimited generations')).toBeVisible()
  },
}

export const Loading: Story = {
  tags: ['state:pro.overview.loading'],
  parameters: { msw: { handlers: withDefaults(proHandlers.slow) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findAllByRole('status', { name: 'Loading…' }),
    ).toHaveLength(3)
  },
}

/** A streamed run held after its first item: the bar moves past the start. */
export const BulkRunning: Story = {
  tags: ['state:pro.bulk.running'],
  parameters: {
    route: '/pro?tab=bulk',
    msw: { handlers: withDefaults(proHandlers.bulkStreamHeld) },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByLabelText('Job description 1'))
    await userEvent.paste('Senior Frontend Engineer\nReact, TypeScript')
    await userEvent.click(page.getByRole('button', { name: 'Generate Resumes' }))
    const bar = await page.findByRole('progressbar', {
      name: 'Tailoring your resume to 1 job description…',
    })
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(5))
    await expect(await page.findByRole('list', { name: 'Finished so far' })).toBeVisible()
  },
}

export const BulkResults: Story = {
  tags: ['state:pro.bulk.results'],
  parameters: {
    route: '/pro?tab=bulk',
    msw: { handlers: withDefaults(proHandlers.bulkPartialFailure) },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByLabelText('Job description 1'))
    await userEvent.paste('Senior Frontend Engineer')
    await userEvent.click(page.getByRole('button', { name: 'Generate Resumes' }))
    await expect(await page.findByText('2 of 3 resumes generated', { selector: 'p' })).toBeVisible()
    await expect(page.getByText('Failed')).toBeVisible()
  },
}

export const BulkError: Story = {
  tags: ['state:pro.bulk.error'],
  parameters: { route: '/pro?tab=bulk', msw: { handlers: withDefaults(proHandlers.offline) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByLabelText('Job description 1'))
    await userEvent.paste('Senior Frontend Engineer')
    await userEvent.click(page.getByRole('button', { name: 'Generate Resumes' }))
    const results = within(page.getByRole('region', { name: 'Results' }))
    await expect(await results.findByText('An error occurred')).toBeVisible()
  },
}

export const PlagiarismLow: Story = {
  tags: ['state:pro.plagiarism.low'],
  parameters: { msw: { handlers: withDefaults(proHandlers.plagiarismLow) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await openTab(page, /Plagiarism/)
    await userEvent.click(page.getByLabelText('Text to check'))
    await userEvent.paste(plagiarismSampleText)
    await userEvent.click(page.getByRole('button', { name: 'Check Originality' }))
    await expect(await page.findByText('3 flagged sections')).toBeVisible()
    await expect(await screen.findByText('Originality check complete')).toBeVisible()
  },
}

export const PlagiarismExcellent: Story = {
  tags: ['state:pro.plagiarism.excellent'],
  parameters: {
    route: '/pro?tab=plagiarism',
    msw: { handlers: withDefaults(proHandlers.plagiarismExcellent) },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByLabelText('Text to check'))
    await userEvent.paste(plagiarismSampleText)
    await userEvent.click(page.getByRole('button', { name: 'Check Originality' }))
    await expect(await page.findByText('96%')).toBeVisible()
  },
}

export const LinkedinImported: Story = {
  tags: ['state:pro.linkedin.imported', 'state:pro.linkedin.use-notice'],
  parameters: { route: '/pro?tab=linkedin' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByLabelText('LinkedIn profile URL'))
    await userEvent.paste('linkedin.com/in/jordan-rivera')
    await userEvent.click(page.getByRole('button', { name: 'Import Profile' }))
    const panel = within(page.getByRole('region', { name: 'Imported data' }))
    await expect(await panel.findByText('Jordan Rivera')).toBeVisible()
    await userEvent.click(panel.getByRole('button', { name: 'Use in Resume' }))
    await expect(panel.getByText(/Your LinkedIn data is ready to use/)).toBeVisible()
    await userEvent.click(panel.getByRole('button', { name: 'Create Draft Resume' }))
    await expect(await panel.findByText('Draft resume created.')).toBeVisible()
  },
}

export const LinkedinPrivate: Story = {
  tags: ['state:pro.linkedin.error'],
  parameters: {
    route: '/pro?tab=linkedin',
    msw: { handlers: withDefaults(proHandlers.linkedinPrivate) },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByLabelText('LinkedIn profile URL'))
    await userEvent.paste('linkedin.com/in/private-person')
    await userEvent.click(page.getByRole('button', { name: 'Import Profile' }))
    const panel = within(page.getByRole('region', { name: 'Imported data' }))
    await expect(await panel.findByText(/This LinkedIn profile is not public/)).toBeVisible()
  },
}
