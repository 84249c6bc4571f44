import '../src/ui/styles/theme.css'
import type { Decorator, Preview } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { configure } from 'storybook/test'
import { createBundledI18n } from '../src/i18n/create-i18n.ts'
import { resetMockState } from '../src/mocks/state.ts'
import { isLanguage, SUPPORTED_LANGUAGES } from '../src/i18n/settings.ts'
import { Toaster } from '../src/ui/primitives/toaster.tsx'
import { VIEWPORTS } from './viewports.ts'

// Play functions run on shared, busy CI machines too: a streamed mock answer or a lazy chunk can
// take longer than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 5000 })

const i18n = createBundledI18n('en')

const LOCALE_TITLES = { en: 'English', ru: 'Русский', es: 'Español' } as const

const withProviders: Decorator = (Story, context) => {
  const locale = context.globals.locale
  if (isLanguage(locale) && i18n.language !== locale) void i18n.changeLanguage(locale)
  // A fresh query client per story, without retries, so a failing handler shows its error state at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const route = (context.parameters.route as string | undefined) ?? '/'
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Story />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  )
}

const preview: Preview = {
  decorators: [withProviders],
  // The worker starts with the success scenario of every resource (the handlers `npm run dev:mock`
  // uses); a story's `parameters.msw.handlers` go in front of them.
  loaders: [
    mswLoader(async () => {
      const { worker } = await import('../src/mocks/browser.ts')
      await worker.start({ quiet: true, onUnhandledRequest: 'bypass' })
      return worker
    }),
  ],
  beforeEach: () => {
    resetMockState()
  },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: SUPPORTED_LANGUAGES.map((value) => ({ value, title: LOCALE_TITLES[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: VIEWPORTS },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
    msw: { handlers: [] },
    options: {
      // The groups of the sidebar, as the app is laid out; keep in step with the stories' titles.
      storySort: {
        order: [
          'Primitives',
          'Shell',
          'Home',
          'Auth',
          'Dashboard',
          'Resumes',
          'Pricing',
          'Payment',
          'Profile',
          'Bio',
          'Cover letter',
          'Pro',
        ],
      },
    },
  },
  tags: ['autodocs'],
}

export default preview
