import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts'
import { BROWSER_DEPENDENCIES } from './scripts/browser-dependencies.ts'

const chromium = playwright({
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  // Room around the 1280-px test frame, so Vitest never scales it down to fit the window.
  contextOptions: { viewport: { width: 1440, height: 6200 } },
})

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          // scripts/ and e2e/: the pure parts of the project's own tools (states coverage, the
          // journeys' leak check), in plain JS.
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'e2e/**/*.test.mjs'],
          setupFiles: ['./tests/setup-unit.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Starts the Firebase Auth emulator once and builds the migrated database template.
          globalSetup: ['./server/test/global-setup.ts'],
          // One emulator and a 2-core machine: files in parallel only add PGlite memory pressure.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [tailwindcss(), storybookTest({ configDir: '.storybook' })],
        optimizeDeps: { include: BROWSER_DEPENDENCIES },
        test: {
          name: 'stories',
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        plugins: [react(), tailwindcss()],
        optimizeDeps: { include: BROWSER_DEPENDENCIES },
        test: {
          name: 'visual',
          include: ['tests/visual/**/*.visual.test.tsx'],
          // Screenshots flake under load on 2 cores; they run alone, after the other projects.
          sequence: { groupOrder: 1 },
          setupFiles: ['./tests/visual/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0 },
              },
            },
          },
        },
      },
    ],
  },
})
