import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { LanguagePicker } from '../../src/ui/shell/language-picker.tsx'

const meta = {
  title: 'Shell/Language picker',
  component: LanguagePicker,
  // An open dialog or menu covers the page it is on: on the docs page each story gets a frame.
  parameters: { docs: { story: { inline: false, height: '240px' } } },
  args: { language: 'en', onLanguageChange: fn() },
  argTypes: { language: { control: 'inline-radio', options: ['en', 'ru', 'es'] } },
  // Where it sits in the navigation bar: at the right-hand end, the menu aligned to it.
  decorators: [
    (Story) => (
      <div className="flex justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguagePicker>

export default meta
type Story = StoryObj<typeof meta>

/** The trigger: the current language's flag and code, named for screen readers. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Language: English, EN' })
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toHaveTextContent('EN')
  },
}

export const RussianSelected: Story = {
  args: { language: 'ru' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Language: Русский, RU' })
    await expect(trigger.querySelector('[data-slot="flag-icon"]')).toHaveAttribute(
      'data-language',
      'ru',
    )
  },
}

/**
 * Opened with the keyboard: three languages, each in its own name with its flag, the current one
 * checked. Choosing Español reports it and closes the menu; the story ends with the menu open again.
 */
export const Open: Story = {
  tags: ['state:shell.language-picker.open'],
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Language: English, EN' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')

    const items = within(menu).getAllByRole('menuitemradio')
    await expect(items.map((item) => item.textContent)).toEqual(['English', 'Русский', 'Español'])
    for (const item of items) {
      await expect(item.querySelector('[data-slot="flag-icon"]')).toHaveAttribute(
        'aria-hidden',
        'true',
      )
    }
    const english = within(menu).getByRole('menuitemradio', { name: 'English' })
    await expect(english).toHaveAttribute('aria-checked', 'true')
    await expect(within(menu).getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
    await waitFor(() => expect(english).toHaveFocus())

    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(within(menu).getByRole('menuitemradio', { name: 'Español' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onLanguageChange).toHaveBeenCalledOnce()
    await expect(args.onLanguageChange).toHaveBeenCalledWith('es')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()

    // Open again for the screenshot: the picker is controlled, so the check mark stays on the
    // language its parent passes in until the parent switches.
    await userEvent.keyboard('{Enter}')
    const reopened = await screen.findByRole('menu')
    await expect(within(reopened).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
  },
}

export const Mobile: Story = {
  args: { defaultOpen: true, language: 'es' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const menu = await screen.findByRole('menu')
    await expect(within(menu).getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
  },
}
