import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Avatar } from '../../src/ui/primitives/avatar.tsx'

/** An inline SVG portrait: stories never load remote images. */
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d2fe"/><circle cx="32" cy="25" r="12" fill="#4338ca"/><path d="M10 60c3-13 12-19 22-19s19 6 22 19z" fill="#4338ca"/></svg>',
)}`

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { user: { displayName: 'Ann Lee', email: 'ann.lee@example.com', photoURL: PHOTO } },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const WithPhoto: Story = {
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img', { name: "Ann Lee's photo" })
    await expect(image).toHaveAttribute('src', PHOTO)
  },
}

export const DisplayNameOnly: Story = {
  args: { user: { displayName: 'Ann Lee', email: null, photoURL: null } },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ann Lee' })
    await expect(avatar).toHaveTextContent('AL')
  },
}

export const EmailOnly: Story = {
  args: { user: { displayName: null, email: 'maria.garcia@example.com', photoURL: null } },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'maria.garcia' })
    await expect(avatar).toHaveTextContent('MG')
  },
}

export const Neither: Story = {
  name: 'Neither name nor email',
  args: { user: { displayName: null, email: null, photoURL: null } },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'User' })
    await expect(avatar).toHaveTextContent('U')
  },
}

export const BrokenPhoto: Story = {
  name: 'Photo fails to load (initials)',
  args: { user: { displayName: 'Ann Lee', photoURL: 'data:image/png;base64,broken' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Ann Lee' }),
    ).toHaveTextContent('AL')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar user={{ displayName: 'Ann Lee' }} size="sm" />
      <Avatar user={{ displayName: 'Ann Lee' }} size="md" />
      <Avatar user={{ displayName: 'Ann Lee' }} size="lg" />
    </div>
  ),
}

export const Decorative: Story = {
  name: 'Decorative (next to the name)',
  args: { decorative: true, user: { displayName: 'Ann Lee' } },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Avatar {...args} size="sm" />
      <span className="text-sm font-medium">Ann Lee</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument()
  },
}
