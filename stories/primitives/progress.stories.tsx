import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  Progress,
  RemainingProgress,
  ScoreProgress,
  UsageProgress,
} from '../../src/ui/primitives/progress.tsx'

const meta = {
  title: 'Primitives/Progress',
  component: Progress,
  args: { label: 'Upload', value: 60, valueText: '60%' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['accent', 'success', 'warning', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <div className="w-full max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>

export default meta
type Story = StoryObj<typeof meta>

/** Finds the one progressbar by name and checks its value and band colour. */
async function expectBar(
  canvasElement: HTMLElement,
  name: string,
  { now, text, tone }: { now: number; text: string; tone: string },
) {
  const bar = within(canvasElement).getByRole('progressbar', { name })
  await expect(bar).toHaveAttribute('aria-valuenow', String(now))
  await expect(bar).toHaveAttribute('aria-valuetext', text)
  await expect(bar.closest('[data-slot="progress"]')).toHaveAttribute('data-tone', tone)
}

export const Accent: Story = {
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'Upload', { now: 60, text: '60%', tone: 'accent' })
    await expect(within(canvasElement).getByText('60%')).toBeVisible()
  },
}
export const Success: Story = { args: { tone: 'success' } }
export const Warning: Story = { args: { tone: 'warning' } }
export const Danger: Story = { args: { tone: 'danger' } }

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <Progress {...args} size="sm" label="Small" />
      <Progress {...args} size="md" label="Medium" />
      <Progress {...args} size="lg" label="Large" />
    </div>
  ),
}

/** No visible label: the bar is still named for screen readers. */
export const HiddenLabel: Story = {
  args: { label: 'Profile completeness', hideLabel: true, valueText: undefined, value: 45 },
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'Profile completeness', { now: 45, text: '45%', tone: 'accent' })
  },
}

export const WithAriaLabel: Story = {
  args: { label: undefined, valueText: undefined, 'aria-label': 'Export progress', value: 30 },
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'Export progress', { now: 30, text: '30%', tone: 'accent' })
  },
}

export const Empty: Story = { args: { value: 0, valueText: '0%' } }
export const Full: Story = { args: { value: 100, valueText: '100%', tone: 'success' } }

// Dashboard usage bar (spec §9): red at 90% used or more, yellow at 70% or more, else green.

export const UsageGreen: Story = {
  render: () => <UsageProgress label="AI generations this month" used={12} limit={30} />,
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'AI generations this month', {
      now: 40,
      text: '12 / 30',
      tone: 'success',
    })
  },
}

export const UsageYellow: Story = {
  render: () => <UsageProgress label="AI generations this month" used={21} limit={30} />,
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'AI generations this month', {
      now: 70,
      text: '21 / 30',
      tone: 'warning',
    })
  },
}

export const UsageRed: Story = {
  render: () => <UsageProgress label="AI generations this month" used={27} limit={30} />,
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'AI generations this month', {
      now: 90,
      text: '27 / 30',
      tone: 'danger',
    })
  },
}

// ATS and category bars (spec §9): 80 or more green, 60 or more yellow, else red.

export const ScoreGreen: Story = {
  render: () => <ScoreProgress label="ATS score" score={86} size="lg" />,
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'ATS score', { now: 86, text: '86%', tone: 'success' })
  },
}

export const ScoreYellow: Story = {
  render: () => <ScoreProgress label="ATS score" score={64} size="lg" />,
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'ATS score', { now: 64, text: '64%', tone: 'warning' })
  },
}

export const ScoreRed: Story = {
  render: () => <ScoreProgress label="ATS score" score={42} size="lg" />,
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'ATS score', { now: 42, text: '42%', tone: 'danger' })
  },
}

/** Category breakdown as the ATS report shows it, one bar per category, at the band edges. */
export const ScoreCategories: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <ScoreProgress label="Keywords" score={80} />
      <ScoreProgress label="Formatting" score={79} />
      <ScoreProgress label="Experience" score={60} />
      <ScoreProgress label="Readability" score={59} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'Keywords', { now: 80, text: '80%', tone: 'success' })
    await expectBar(canvasElement, 'Formatting', { now: 79, text: '79%', tone: 'warning' })
    await expectBar(canvasElement, 'Experience', { now: 60, text: '60%', tone: 'warning' })
    await expectBar(canvasElement, 'Readability', { now: 59, text: '59%', tone: 'danger' })
  },
}

// Profile generation bar (spec §9): red when none remain, yellow when 2 or fewer, otherwise green.

export const RemainingGreen: Story = {
  render: () => (
    <RemainingProgress
      label="Generations used"
      remaining={7}
      limit={10}
      valueText="7 of 10 remaining"
    />
  ),
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'Generations used', {
      now: 30,
      text: '7 of 10 remaining',
      tone: 'success',
    })
  },
}

export const RemainingYellow: Story = {
  render: () => (
    <RemainingProgress
      label="Generations used"
      remaining={2}
      limit={10}
      valueText="2 of 10 remaining"
    />
  ),
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'Generations used', {
      now: 80,
      text: '2 of 10 remaining',
      tone: 'warning',
    })
  },
}

export const RemainingRed: Story = {
  render: () => <RemainingProgress label="Generations used" remaining={0} limit={10} />,
  play: async ({ canvasElement }) => {
    await expectBar(canvasElement, 'Generations used', {
      now: 100,
      text: '10 / 10',
      tone: 'danger',
    })
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <div className="flex flex-col gap-4">
      <UsageProgress label="AI generations this month, Premium plan" used={21} limit={30} />
      <ScoreProgress label="ATS score" score={86} />
      <RemainingProgress label="Generations used" remaining={0} limit={10} />
    </div>
  ),
}
