import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ScoreBar } from '../../src/ui/analysis/score-bar.tsx'

const meta = {
  title: 'Resumes/Analysis/Score bar',
  component: ScoreBar,
  args: { label: 'ATS score', score: 80 },
  decorators: [
    (Story) => (
      <div className="w-full max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScoreBar>

export default meta
type Story = StoryObj<typeof meta>

async function expectBar(
  canvasElement: HTMLElement,
  name: string,
  { now, text, tone }: { now: number; text: string; tone: string },
) {
  const bar = within(canvasElement).getByRole('progressbar', { name })
  await expect(bar).toHaveAttribute('aria-valuenow', String(now))
  await expect(bar).toHaveAttribute('aria-valuetext', text)
  await expect(bar.closest('[data-slot="progress"]')).toHaveAttribute('data-tone', tone)
  await expect(bar.querySelector('[data-slot="progress-indicator"]')).toHaveClass(
    tone === 'success' ? 'bg-success-500' : tone === 'warning' ? 'bg-warning-400' : 'bg-danger-500',
  )
}

/** 80, the lowest green score. */
export const Green: Story = {
  tags: ['state:resumes.ats-bar.green'],
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'ATS score', { now: 80, text: '80%, strong', tone: 'success' })
    await expect(within(canvasElement).getByText('80%')).toBeVisible()
  },
}

/** 65: yellow (60 to 79). */
export const Yellow: Story = {
  tags: ['state:resumes.ats-bar.yellow'],
  args: { score: 65, label: 'Tools', description: '4 of 6 tool keywords are in your resume.' },
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'Tools', { now: 65, text: '65%, fair', tone: 'warning' })
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAccessibleDescription(
      '4 of 6 tool keywords are in your resume.',
    )
  },
}

/** 42: red (under 60). */
export const Red: Story = {
  tags: ['state:resumes.ats-bar.red'],
  args: { score: 42, label: 'Technical skills' },
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'Technical skills', {
      now: 42,
      text: '42%, weak',
      tone: 'danger',
    })
  },
}

/** 79.5 is still yellow: the band is not rounded up. */
export const JustBelowGreen: Story = {
  args: { score: 79.5, label: 'Soft skills' },
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'Soft skills', {
      now: 79.5,
      text: '79.5%, fair',
      tone: 'warning',
    })
  },
}

/** The percentage is written the Russian way, with a space before the sign. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { score: 80, label: 'Оценка ATS' },
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'Оценка ATS', {
      now: 80,
      text: '80\u00a0%, высокий',
      tone: 'success',
    })
  },
}
