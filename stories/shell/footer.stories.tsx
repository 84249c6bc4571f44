import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Footer } from '../../src/ui/shell/footer.tsx'

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

/** Quick links, legal links, social icons (each named), copyright 2025 and the tagline. */
export const Default: Story = {
  tags: ['state:shell.footer'],
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement)
    const quick = within(footer.getByRole('navigation', { name: 'Quick links' }))
    await expect(
      quick.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['Dashboard', '/dashboard'],
      ['Support', '/support'],
    ])
    const legal = within(footer.getByRole('navigation', { name: 'Legal' }))
    await expect(legal.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Privacy Policy',
      'Terms of Service',
      'Cookie Policy',
      'GDPR',
    ])
    const social = within(footer.getByRole('list', { name: 'Follow JobFit' }))
    for (const name of ['JobFit on LinkedIn', 'JobFit on X', 'JobFit on Instagram']) {
      await expect(social.getByRole('link', { name })).toHaveAttribute('target', '_blank')
    }
    await expect(footer.getByText('© 2025 JobFit. All rights reserved.')).toBeVisible()
    await expect(footer.getByText('Made for job seekers, one application at a time.')).toBeVisible()
  },
}

/** The app's own link targets can be set (legal pages are not routed yet). */
export const CustomLinks: Story = {
  tags: ['no-visual'],
  args: { links: { support: 'mailto:support@jobfit.test' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:support@jobfit.test',
    )
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
}
