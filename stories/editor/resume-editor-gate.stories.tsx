import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { ResumeEditorGate } from '../../src/ui/editor/resume-editor-gate.tsx'
import { ENGLISH_RESUME } from '../../src/ui/editor/resume-fixtures.ts'

const meta = {
  title: 'Resumes/Editor gate',
  component: ResumeEditorGate,
  tags: ['screen'],
  args: {
    plan: 'free',
    title: 'Senior Software Engineer — Ada Lovelace',
    text: ENGLISH_RESUME,
    onSave: fn(),
  },
  argTypes: {
    plan: { control: 'inline-radio', options: ['free', 'premium', 'pro'] },
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResumeEditorGate>

export default meta
type Story = StoryObj<typeof meta>

/** Free plan: no WYSIWYG editor (spec §6), the upgrade box with the §6 message instead. */
export const GatedFree: Story = {
  tags: ['state:resumes.editor.gated'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const box = within(canvas.getByRole('region', { name: 'Premium Feature' }))
    await expect(box.getByRole('heading', { name: 'Premium Feature' })).toBeVisible()
    await expect(box.getByText('Upgrade to Premium or Pro to access this feature')).toBeVisible()
    await expect(box.getByText('Free')).toBeVisible()
    await expect(box.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await expect(canvas.queryByRole('textbox', { name: 'Resume content' })).not.toBeInTheDocument()
  },
}

export const GatedFreeMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: GatedFree.play,
}

/** Premium opens the editor. */
export const Premium: Story = {
  tags: ['no-visual'],
  args: { plan: 'premium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Resume content' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Premium Feature' })).not.toBeInTheDocument()
  },
}

/** Pro covers premium features. */
export const Pro: Story = {
  tags: ['no-visual'],
  args: { plan: 'pro' },
  play: Premium.play,
}

/** Demo mode opens every gate. */
export const DemoMode: Story = {
  tags: ['no-visual'],
  args: { plan: 'free', demoMode: true },
  play: Premium.play,
}
