import type { Meta, StoryObj } from '@storybook/react-vite'
import { Check } from 'lucide-react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PopularBadge } from '../../src/ui/primitives/badge.tsx'
import { Button } from '../../src/ui/primitives/button.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../src/ui/primitives/card.tsx'

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { className: 'max-w-sm' },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Keyword match</CardTitle>
        <CardDescription>How well your resume covers the job description.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-semibold">72%</p>
        <p className="text-sm text-ink-muted">18 of 25 keywords found</p>
      </CardContent>
      <CardFooter>
        <Button variant="secondary" size="sm">
          See missing keywords
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 3, name: 'Keyword match' })).toBeVisible()
  },
}

export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args}>
      <CardContent>
        <p className="text-sm">Your resume was saved as a draft.</p>
      </CardContent>
    </Card>
  ),
}

const onOpen = fn()

export const Interactive: Story = {
  args: { interactive: true },
  render: (args) => (
    <Card {...args} asChild>
      <article>
        <CardHeader>
          <CardTitle>
            <a
              href="#resume-42"
              className="after:absolute after:inset-0 focus-visible:outline-none"
              onClick={onOpen}
            >
              Product designer 2025
            </a>
          </CardTitle>
          <CardDescription>Modern template · edited 3 days ago</CardDescription>
        </CardHeader>
      </article>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('article')).toHaveAttribute('data-slot', 'card')
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Product designer 2025' })).toHaveFocus()
  },
}

const FEATURES = ['AI optimization', 'WYSIWYG editor', 'DOCX export', 'Cover letter generator']

export const Highlighted: Story = {
  name: 'Highlighted (popular plan)',
  args: { highlighted: true },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Premium</CardTitle>
          <PopularBadge />
        </div>
        <CardDescription>For an active job search.</CardDescription>
      </CardHeader>
      <CardContent>
        <p>
          <span className="text-4xl font-semibold">$9.99</span>
          <span className="text-sm text-ink-muted"> / month</span>
        </p>
        <ul className="grid gap-2 text-sm">
          {FEATURES.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-success-700" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button fullWidth>Choose Premium</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Popular')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Choose Premium' })).toBeEnabled()
  },
}

export const PricingRow: Story = {
  name: 'Set of cards (responsive)',
  render: () => (
    <div className="grid gap-4 md:grid-cols-3">
      {(['Free', 'Premium', 'Pro'] as const).map((plan) => (
        <Card key={plan} highlighted={plan === 'Premium'}>
          <CardHeader>
            <CardTitle>{plan}</CardTitle>
            <CardDescription>Plan description goes here.</CardDescription>
          </CardHeader>
          <CardFooter>
            <Button variant={plan === 'Premium' ? 'primary' : 'secondary'} fullWidth>
              Choose {plan}
            </Button>
          </CardFooter>
        </Card>
      ))}
    </div>
  ),
}
