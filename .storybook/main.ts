import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // public/ holds mockServiceWorker.js; the namespace files are served at /locales as in the app.
  staticDirs: ['../public', { from: '../src/i18n/locales', to: '/locales' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  docs: { defaultName: 'Docs' },
  typescript: { reactDocgen: 'react-docgen-typescript' },
}

export default config
