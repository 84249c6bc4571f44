import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Dropzone, RESUME_FILE_TYPES } from '../../src/ui/primitives/dropzone.tsx'

const pdf = () => new File(['%PDF-1.7 resume'], 'ann-lee-resume.pdf', { type: 'application/pdf' })

const meta = {
  title: 'Primitives/Dropzone',
  component: Dropzone,
  args: {
    'aria-label': 'Resume file',
    accept: RESUME_FILE_TYPES,
    maxSize: 5 * 1024 * 1024,
    onFileChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dropzone>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: 'Resume file' })).toBeVisible()
    await expect(canvas.getByText('Accepted: PDF, DOCX, TXT · Up to 5 MB')).toBeVisible()
    const browse = canvas.getByRole('button', { name: 'Drag a file here or browse' })
    await expect(browse).toHaveAccessibleDescription('Accepted: PDF, DOCX, TXT · Up to 5 MB')

    const file = pdf()
    await userEvent.upload(canvas.getByLabelText('Resume file', { selector: 'input' }), file)
    await expect(args.onFileChange).toHaveBeenCalledWith(file)
    await expect(await canvas.findByText('ann-lee-resume.pdf')).toBeVisible()

    // Removing the file brings the drop area back and puts focus on its browse button.
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remove file ann-lee-resume.pdf' }),
    )
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null)
    await expect(canvas.getByRole('button', { name: 'Drag a file here or browse' })).toHaveFocus()
  },
}

export const FileSelected: Story = {
  args: { defaultFile: new File(['x'.repeat(48_000)], 'product-designer-2025.docx') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Selected file')).toBeVisible()
    await expect(canvas.getByText('product-designer-2025.docx')).toBeVisible()
    await expect(canvas.getByText('46.9 kB')).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Remove file product-designer-2025.docx' }),
    ).toBeEnabled()
  },
}

export const Rejected: Story = {
  name: 'Rejected (wrong type)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    // applyAccept off: hand the dropzone a file the browser's picker would have filtered out.
    const user = userEvent.setup({ applyAccept: false })
    const image = new File(['png'], 'photo.png', { type: 'image/png' })
    await user.upload(canvas.getByLabelText('Resume file', { selector: 'input' }), image)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'photo.png is not an accepted file type. Use PDF, DOCX, or TXT.',
    )
    await expect(args.onFileChange).not.toHaveBeenCalled()
    await expect(
      canvas.getByRole('button', { name: 'Drag a file here or browse' }),
    ).toHaveAccessibleDescription(
      'Accepted: PDF, DOCX, TXT · Up to 5 MB photo.png is not an accepted file type. Use PDF, DOCX, or TXT.',
    )
  },
}

export const RejectedTooLarge: Story = {
  name: 'Rejected (too large)',
  args: { maxSize: 1024 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const big = new File(['x'.repeat(4096)], 'long-resume.txt', { type: 'text/plain' })
    await userEvent.upload(canvas.getByLabelText('Resume file', { selector: 'input' }), big)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'long-resume.txt is larger than 1 kB. Choose a smaller file.',
    )
    await expect(args.onFileChange).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Drag a file here or browse' }),
    ).toBeDisabled()
  },
}

export const DisabledWithFile: Story = {
  args: { disabled: true, defaultFile: pdf() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove file ann-lee-resume.pdf' }),
    ).toBeDisabled()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
}
