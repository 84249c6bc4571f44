import type { Meta, StoryObj } from '@storybook/react-vite'
import { FileText, Mail, UserRound } from 'lucide-react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../src/ui/primitives/tabs.tsx'

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'resume', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Documents">
        <TabsTrigger value="resume">Resume</TabsTrigger>
        <TabsTrigger value="cover">Cover letter</TabsTrigger>
        <TabsTrigger value="bio">Executive bio</TabsTrigger>
      </TabsList>
      <TabsContent value="resume">
        <p className="text-sm text-ink-muted">Your tailored resume, ready to export.</p>
      </TabsContent>
      <TabsContent value="cover">
        <p className="text-sm text-ink-muted">A cover letter written for this job.</p>
      </TabsContent>
      <TabsContent value="bio">
        <p className="text-sm text-ink-muted">A short professional bio.</p>
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Line: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const resume = canvas.getByRole('tab', { name: 'Resume' })
    await expect(resume).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel', { name: 'Resume' })).toBeVisible()

    await userEvent.click(resume)
    await userEvent.keyboard('{ArrowRight}')
    const cover = canvas.getByRole('tab', { name: 'Cover letter' })
    await expect(cover).toHaveFocus()
    await expect(cover).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel', { name: 'Cover letter' })).toHaveTextContent(
      'A cover letter written for this job.',
    )
    await expect(args.onValueChange).toHaveBeenLastCalledWith('cover')

    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Executive bio' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    // Wraps around to the first tab, and back again with ArrowLeft.
    await userEvent.keyboard('{ArrowRight}')
    await expect(resume).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('tab', { name: 'Executive bio' })).toHaveFocus()
    await userEvent.keyboard('{Home}')
    await expect(resume).toHaveAttribute('aria-selected', 'true')

    // Tab leaves the tab list for the active panel.
    await userEvent.tab()
    await expect(canvas.getByRole('tabpanel', { name: 'Resume' })).toHaveFocus()
  },
}

export const Pill: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="monthly">
      <TabsList variant="pill" aria-label="Billing period">
        <TabsTrigger value="monthly">Monthly</TabsTrigger>
        <TabsTrigger value="yearly">Yearly</TabsTrigger>
      </TabsList>
      <TabsContent value="monthly">
        <p className="text-sm text-ink-muted">Billed every month. Cancel any time.</p>
      </TabsContent>
      <TabsContent value="yearly">
        <p className="text-sm text-ink-muted">Billed once a year.</p>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Yearly' }))
    await expect(canvas.getByRole('tabpanel', { name: 'Yearly' })).toHaveTextContent(
      'Billed once a year.',
    )
  },
}

export const WithIcons: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Documents">
        <TabsTrigger value="resume">
          <FileText aria-hidden="true" />
          Resume
        </TabsTrigger>
        <TabsTrigger value="cover">
          <Mail aria-hidden="true" />
          Cover letter
        </TabsTrigger>
        <TabsTrigger value="bio">
          <UserRound aria-hidden="true" />
          Executive bio
        </TabsTrigger>
      </TabsList>
      <TabsContent value="resume">
        <p className="text-sm text-ink-muted">Your tailored resume, ready to export.</p>
      </TabsContent>
      <TabsContent value="cover">
        <p className="text-sm text-ink-muted">A cover letter written for this job.</p>
      </TabsContent>
      <TabsContent value="bio">
        <p className="text-sm text-ink-muted">A short professional bio.</p>
      </TabsContent>
    </Tabs>
  ),
}

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Documents">
        <TabsTrigger value="resume">Resume</TabsTrigger>
        <TabsTrigger value="cover" disabled>
          Cover letter
        </TabsTrigger>
        <TabsTrigger value="bio">Executive bio</TabsTrigger>
      </TabsList>
      <TabsContent value="resume">
        <p className="text-sm text-ink-muted">Your tailored resume, ready to export.</p>
      </TabsContent>
      <TabsContent value="bio">
        <p className="text-sm text-ink-muted">A short professional bio.</p>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Cover letter' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('tab', { name: 'Resume' }))
    // The arrow key skips the disabled tab.
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Executive bio' })).toHaveFocus()
  },
}

const MANY = [
  'Overview',
  'Keywords',
  'ATS score',
  'Experience',
  'Skills',
  'Education',
  'Formatting',
  'History',
]

/** On a 360 px screen the list scrolls sideways; the active tab stays reachable by keyboard. */
export const ScrollableOnMobile: Story = {
  args: { defaultValue: 'Overview' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div className="max-w-[328px]">
      <Tabs {...args}>
        <TabsList aria-label="Analysis sections">
          {MANY.map((name) => (
            <TabsTrigger key={name} value={name}>
              {name}
            </TabsTrigger>
          ))}
        </TabsList>
        {MANY.map((name) => (
          <TabsContent key={name} value={name}>
            <p className="text-sm text-ink-muted">{name} details.</p>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole('tablist', { name: 'Analysis sections' })
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth)
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }))
    await userEvent.keyboard('{End}')
    const history = canvas.getByRole('tab', { name: 'History' })
    await expect(history).toHaveFocus()
    await expect(list.scrollLeft).toBeGreaterThan(0)
  },
}
