import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AtsScoreGauge } from '../../src/ui/analysis/ats-score-gauge.tsx'

const meta = {
  title: 'Resumes/Analysis/ATS score gauge',
  component: AtsScoreGauge,
  args: { score: 86, label: 'ATS score', size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    score: { control: { type: 'range', min: 0, max: 100 } },
  },
} satisfies Meta<typeof AtsScoreGauge>

export default meta
type Story = StoryObj<typeof meta>

async function expectGauge(canvasElement: HTMLElement, name: string, tone: string) {
  const gauge = within(canvasElement).getByRole('img', { name })
  await expect(gauge).toHaveAttribute('data-tone', tone)
  return gauge
}

/** 80 or more: green, "strong". */
export const Green: Story = {
  play: async ({ canvasElement }) => {
    const gauge = await expectGauge(canvasElement, 'ATS score: 86 out of 100, strong', 'success')
    await expect(within(gauge).getByText('86')).toBeVisible()
    await expect(gauge.querySelector('[data-slot="ats-score-gauge-value"]')).toHaveClass(
      'stroke-success-500',
    )
  },
}

/** 60 to 79: yellow, "fair". Exactly 60 is the band's lower edge. */
export const Yellow: Story = {
  args: { score: 60 },
  play: async ({ canvasElement }) => {
    await expectGauge(canvasElement, 'ATS score: 60 out of 100, fair', 'warning')
    await expect(within(canvasElement).getByText('fair')).toBeVisible()
  },
}

/** Under 60: red, "weak". */
export const Red: Story = {
  args: { score: 59 },
  play: async ({ canvasElement }) => {
    await expectGauge(canvasElement, 'ATS score: 59 out of 100, weak', 'danger')
  },
}

/** Zero draws no arc at all, only the track. */
export const Zero: Story = {
  args: { score: 0 },
  play: async ({ canvasElement }) => {
    const gauge = await expectGauge(canvasElement, 'ATS score: 0 out of 100, weak', 'danger')
    await expect(gauge.querySelector('[data-slot="ats-score-gauge-value"]')).toBeNull()
  },
}

/** The small size, as in the before/after comparison. */
export const Small: Story = {
  args: { size: 'sm', score: 79, label: 'Optimized' },
  play: async ({ canvasElement }) => {
    await expectGauge(canvasElement, 'Optimized: 79 out of 100, fair', 'warning')
  },
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { score: 92, label: 'Оценка ATS' },
  play: async ({ canvasElement }) => {
    await expectGauge(canvasElement, 'Оценка ATS: 92 из 100, высокий', 'success')
  },
}
