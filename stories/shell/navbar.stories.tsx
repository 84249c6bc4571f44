import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { isLanguage } from '../../src/i18n/settings.ts'
import { toast } from '../../src/ui/primitives/toaster.tsx'
import { Footer } from '../../src/ui/shell/footer.tsx'
import { Navbar, type NavbarProps } from '../../src/ui/shell/navbar.tsx'
import { tabTo } from '../keyboard.ts'

const maria = { displayName: 'Maria Lopez', email: 'maria.lopez@example.com' }

const meta = {
  title: 'Shell/Navbar',
  component: Navbar,
  args: {
    user: null,
    plan: null,
    activePath: '/',
    language: 'en',
    onLanguageChange: fn(),
    onGoogleSignIn: fn(),
    onSignOut: fn(),
  },
  parameters: { layout: 'fullscreen' },
  // The bar follows the toolbar's language, as it follows the interface language in the app.
  render: (args, { globals }) => (
    <Navbar {...args} language={isLanguage(globals.locale) ? globals.locale : 'en'} />
  ),
  // Toasts live in a global store: start and end every story with none.
  beforeEach: () => {
    toast.remove()
    return () => toast.remove()
  },
} satisfies Meta<typeof Navbar>

export default meta
type Story = StoryObj<typeof meta>

/** A visitor: home, executive bio, cover letter and pricing; the email sign-in link and Google. */
export const SignedOut: Story = {
  tags: ['state:shell.navbar.signed-out'],
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement)
    await expect(bar.getByRole('link', { name: 'JobFit' })).toHaveAttribute('href', '/')
    const nav = within(bar.getByRole('navigation', { name: 'Main' }))
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Executive Bio',
      'Cover Letter',
      'Pricing',
    ])
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(bar.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin')
    await expect(bar.getByRole('button', { name: 'Language: English, EN' })).toBeVisible()
    await userEvent.click(bar.getByRole('button', { name: 'Sign in with Google' }))
    await expect(args.onGoogleSignIn).toHaveBeenCalledOnce()
    await expect(bar.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument()
  },
}

/** A Google popup is open: the button is busy. */
export const GoogleBusy: Story = {
  args: { googleBusy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in with Google' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/** Signed in: dashboard and resumes join the links, the avatar replaces the sign-in buttons. */
export const SignedIn: Story = {
  tags: ['state:shell.navbar.signed-in'],
  args: { user: maria, plan: 'premium', activePath: '/dashboard' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement)
    const nav = within(bar.getByRole('navigation', { name: 'Main' }))
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Dashboard',
      'Resumes',
      'Executive Bio',
      'Cover Letter',
      'Pricing',
    ])
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    await expect(bar.getByRole('button', { name: 'Account menu for Maria Lopez' })).toBeVisible()
    await expect(bar.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument()
  },
}

/** Opened with the keyboard: name, email, plan, the profile link and "Log out". */
export const AvatarMenuOpen: Story = {
  tags: ['state:shell.navbar.avatar-menu-open'],
  args: { user: maria, plan: 'premium', activePath: '/resumes' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Account menu for Maria Lopez',
    })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const menu = within(await screen.findByRole('menu'))
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByText('Maria Lopez')).toBeVisible()
    await expect(menu.getByText('maria.lopez@example.com')).toBeVisible()
    await expect(menu.getByText('Premium')).toBeVisible()
    const profile = menu.getByRole('menuitem', { name: 'Profile' })
    await expect(profile).toHaveAttribute('href', '/profile')
    await waitFor(() => expect(profile).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}')
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
    await expect(args.onSignOut).not.toHaveBeenCalled()
    // Open again for the screenshot.
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('menu')
  },
}

/**
 * Keyboard only, from the top of the page: Tab reaches the language picker, Enter opens it on the
 * current language, Escape closes it; Tab goes on to the avatar, ArrowDown opens the account menu
 * on Profile, Escape closes it. Focus returns to each trigger. It ends closed, as SignedIn does: no
 * screenshot.
 */
export const KeyboardMenus: Story = {
  tags: ['no-visual'],
  args: { user: maria, plan: 'premium', activePath: '/dashboard' },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement)
    const language = bar.getByRole('button', { name: 'Language: English, EN' })
    await tabTo(language)
    await userEvent.keyboard('{Enter}')
    const languages = await screen.findByRole('menu')
    await waitFor(() =>
      expect(within(languages).getByRole('menuitemradio', { name: 'English' })).toHaveFocus(),
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(language).toHaveFocus()
    await expect(args.onLanguageChange).not.toHaveBeenCalled()

    const avatar = bar.getByRole('button', { name: 'Account menu for Maria Lopez' })
    await tabTo(avatar)
    await userEvent.keyboard('{ArrowDown}')
    const account = await screen.findByRole('menu')
    await waitFor(() =>
      expect(within(account).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(avatar).toHaveFocus()
    await expect(args.onSignOut).not.toHaveBeenCalled()
  },
}

/** Spec §3 fallbacks: no display name shows the email prefix; no plan reads Free. */
export const AvatarMenuFallbackName: Story = {
  args: { user: { displayName: null, email: 'sam.k@example.com' }, plan: null },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu for sam.k' })
    await userEvent.click(trigger)
    const menu = within(await screen.findByRole('menu'))
    await expect(menu.getByText('sam.k')).toBeVisible()
    await expect(menu.getByText('Free')).toBeVisible()
  },
}

/** Neither a display name nor an email: 'User'. */
export const AvatarMenuUser: Story = {
  tags: ['no-visual'],
  args: { user: { displayName: ' ', email: null }, plan: 'pro' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Account menu for User' }),
    )
    const menu = within(await screen.findByRole('menu'))
    await expect(menu.getByText('User')).toBeVisible()
    await expect(menu.getByText('Pro')).toBeVisible()
  },
}

/** A phone: the logo, the language picker and a menu button; the links are tucked away. */
export const MobileClosed: Story = {
  tags: ['state:shell.navbar.mobile-closed'],
  args: { user: maria, plan: 'pro', activePath: '/' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement)
    const toggle = bar.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const panel = canvasElement.querySelector(
      `#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`,
    )
    await expect(panel).not.toBeVisible()
    await expect(bar.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
  },
}

/**
 * The panel opened: the same links and account items. Escape closes it and gives focus back to the
 * button; the story ends with it open again.
 */
export const MobileOpen: Story = {
  tags: ['state:shell.navbar.mobile-open'],
  args: { user: maria, plan: 'pro', activePath: '/resumes' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement)
    const toggle = bar.getByRole('button', { name: 'Open menu' })
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toHaveAccessibleName('Close menu')
    const panelNav = within(bar.getByRole('navigation', { name: 'Menu' }))
    await expect(panelNav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Dashboard',
      'Resumes',
      'Executive Bio',
      'Cover Letter',
      'Pricing',
    ])
    await expect(panelNav.getByRole('link', { name: 'Resumes' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(bar.getByText('maria.lopez@example.com')).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')

    await userEvent.keyboard('{Escape}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveFocus()
    await expect(bar.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument()

    await userEvent.keyboard('{Enter}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(bar.getByRole('button', { name: 'Log out' }))
    await expect(args.onSignOut).toHaveBeenCalledOnce()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
  },
}

/** A visitor on a phone: the panel holds Google and the email sign-in link. */
export const MobileOpenSignedOut: Story = {
  args: { activePath: '/pricing' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement)
    await userEvent.click(bar.getByRole('button', { name: 'Open menu' }))
    const panelNav = within(bar.getByRole('navigation', { name: 'Menu' }))
    await expect(panelNav.getAllByRole('link')).toHaveLength(4)
    await expect(bar.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin')
    await userEvent.click(bar.getByRole('button', { name: 'Sign in with Google' }))
    await expect(args.onGoogleSignIn).toHaveBeenCalledOnce()
  },
}

type ToastKey = 'signInCancelled' | 'signedOut' | 'signOutError'

/**
 * The bar as the app wires it: the Google popup closed by the user, a sign-out that works (the bar
 * turns to the visitor's) or one that fails, each announced by its toast (spec §4, §8).
 */
function NavbarWithToast({ toastKey, ...args }: NavbarProps & { toastKey: ToastKey }) {
  const { t } = useTranslation('shell')
  const [user, setUser] = useState(args.user)
  const fire = () => {
    const options = { id: `story-${toastKey}`, duration: Number.POSITIVE_INFINITY }
    if (toastKey === 'signedOut') toast.success(t(`toast.${toastKey}`), options)
    else toast.error(t(`toast.${toastKey}`), options)
  }
  return (
    <Navbar
      {...args}
      user={user}
      onGoogleSignIn={() => {
        args.onGoogleSignIn()
        fire()
      }}
      onSignOut={() => {
        args.onSignOut()
        if (toastKey === 'signedOut') setUser(null)
        fire()
      }}
    />
  )
}

/** The Google popup was closed: 'Sign-in was cancelled'. */
export const GoogleCancelled: Story = {
  tags: ['state:shell.navbar.google.cancelled'],
  render: (args, { globals }) => (
    <NavbarWithToast
      {...args}
      language={isLanguage(globals.locale) ? globals.locale : 'en'}
      toastKey="signInCancelled"
    />
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Sign in with Google' }),
    )
    await expect(args.onGoogleSignIn).toHaveBeenCalledOnce()
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Sign-in was cancelled'),
    )
  },
}

/** "Log out" from the avatar menu: 'Signed out successfully', and the visitor's bar. */
export const SignOutSuccess: Story = {
  tags: ['state:shell.signout.success'],
  args: { user: maria, plan: 'premium' },
  render: (args, { globals }) => (
    <NavbarWithToast
      {...args}
      language={isLanguage(globals.locale) ? globals.locale : 'en'}
      toastKey="signedOut"
    />
  ),
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement)
    await userEvent.click(bar.getByRole('button', { name: 'Account menu for Maria Lopez' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    await expect(args.onSignOut).toHaveBeenCalledOnce()
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status'),
      ).toHaveTextContent('Signed out successfully'),
    )
    await expect(bar.getByRole('button', { name: 'Sign in with Google' })).toBeVisible()
  },
}

/** Sign-out failed: 'Error signing out'; the user stays signed in. */
export const SignOutError: Story = {
  tags: ['state:shell.signout.error'],
  args: { user: maria, plan: 'premium' },
  render: (args, { globals }) => (
    <NavbarWithToast
      {...args}
      language={isLanguage(globals.locale) ? globals.locale : 'en'}
      toastKey="signOutError"
    />
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement)
    await userEvent.click(bar.getByRole('button', { name: 'Account menu for Maria Lopez' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error signing out'))
    await expect(bar.getByRole('button', { name: 'Account menu for Maria Lopez' })).toBeVisible()
  },
}

/** The whole shell (bar, a page, footer) in the toolbar's language. */
function Shell(args: NavbarProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar {...args} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6" />
      <Footer />
    </div>
  )
}

/** The shell in Russian: bar, avatar and footer. */
export const Russian: Story = {
  tags: ['state:shell.locale.ru'],
  args: { user: maria, plan: 'pro', activePath: '/' },
  globals: { locale: 'ru' },
  render: (args, { globals }) => (
    <Shell {...args} language={isLanguage(globals.locale) ? globals.locale : 'en'} />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const nav = within(page.getByRole('navigation', { name: 'Основная навигация' }))
    await expect(nav.getByRole('link', { name: 'Главная' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Сопроводительное письмо' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Язык: Русский, RU' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Меню аккаунта: Maria Lopez' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Быстрые ссылки' })).toBeVisible()
    await expect(page.getByText('© 2025 JobFit. Все права защищены.')).toBeVisible()
  },
}

/** The shell in Spanish, signed out. */
export const Spanish: Story = {
  tags: ['state:shell.locale.es'],
  args: { activePath: '/pricing' },
  globals: { locale: 'es' },
  render: (args, { globals }) => (
    <Shell {...args} language={isLanguage(globals.locale) ? globals.locale : 'en'} />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const nav = within(page.getByRole('navigation', { name: 'Principal' }))
    await expect(nav.getByRole('link', { name: 'Precios' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Iniciar sesión con Google' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Enlaces rápidos' })).toBeVisible()
    await expect(page.getByText('© 2025 JobFit. Todos los derechos reservados.')).toBeVisible()
  },
}

/** A tablet (768 px): the links sit in the panel, the bar keeps the logo, language and button. */
export const Tablet: Story = {
  args: { user: maria, plan: 'premium', activePath: '/' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toBeVisible()
  },
}
