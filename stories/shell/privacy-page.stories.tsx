import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PrivacyPage } from '../../src/ui/shell/privacy-page.tsx'

const meta = {
  title: 'Shell/PrivacyPage',
  component: PrivacyPage,
  tags: ['screen'],
  parameters: { layout: 'fullscreen', route: '/privacy' },
} satisfies Meta<typeof PrivacyPage>

export default meta
type Story = StoryObj<typeof meta>

/** /privacy, where the footer's "Privacy Policy" leads: one h1, a heading per topic. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
    await expect(
      page.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'What we store',
      'Where it is kept',
      'For how long',
      'When you delete your account',
      'What our logs contain',
      'Your copy',
    ])
    await expect(page.getByText(/Cover letters and bios are not stored/)).toBeVisible()
    await expect(page.getByText(/billing records, no longer linked to you/)).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'Profile, Danger Zone, Download my data' }),
    ).toHaveAttribute('href', '/profile?tab=danger')
  },
}
