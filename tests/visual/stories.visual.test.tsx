import { composeStories } from '@storybook/react-vite'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { VIEWPORTS } from '../../.storybook/viewports.ts'

/**
 * Visual regression: every story, in English, at desktop width (1280 px) unless the story asks for
 * a viewport of its own (`globals.viewport`), compared with the committed reference in
 * __screenshots__/ (threshold 0.01). The screen stories (tagged 'screen': whole pages and routes)
 * are also taken at mobile width (360 px; reference name ending in `--mobile`), where the page must
 * not scroll sideways; those that pick their own viewport already have that one screenshot.
 * `npm run test:visual -- -u` updates them after an intended change (add `-t 'mobile 360'` for
 * the mobile ones only). Stories tagged 'no-visual' are skipped.
 */
type StoryModule = Parameters<typeof composeStories>[0]
interface RunnableStory {
  run: () => Promise<void>
  tags: string[]
  globals?: { viewport?: { value?: string } }
  parameters?: { layout?: string }
}

const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true })

// Motion never settles at the same frame twice; freeze it so a screenshot is the same on every run.
// The padding matches Storybook's 'padded' layout, which portable stories do not apply.
const SCREENSHOT_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}
body[data-padded] { padding: 1rem; }`

function prepareDocument() {
  if (document.getElementById('screenshot-css')) return
  const style = document.createElement('style')
  style.id = 'screenshot-css'
  style.textContent = SCREENSHOT_CSS
  document.head.append(style)
}

const DESKTOP = { width: 1280, height: 800 }
const MAX_HEIGHT = 6000

function sizeOf(name: string): { width: number; height: number } | undefined {
  const chosen = VIEWPORTS[name]
  if (!chosen) return undefined
  return { width: parseInt(chosen.styles.width, 10), height: parseInt(chosen.styles.height, 10) }
}

const MOBILE = sizeOf('mobile') ?? { width: 360, height: 740 }

function viewportOf(story: RunnableStory): { width: number; height: number } {
  return sizeOf(story.globals?.viewport?.value ?? 'desktop') ?? DESKTOP
}

/**
 * Renders the story at the given width and compares the whole of it with the reference `name`.
 * `padded`: the padding of Storybook's 'padded' layout around the story.
 */
async function screenshot(
  story: RunnableStory,
  size: { width: number; height: number },
  name: string,
  padded: boolean,
) {
  const { width, height } = size
  await page.viewport(width, height)
  prepareDocument()
  document.body.toggleAttribute('data-padded', padded)
  await story.run()
  await document.fonts.ready
  // Chromium paints only the viewport: a story taller than it is captured whole by growing
  // the viewport to the content's height (bounded, so a runaway layout cannot eat memory).
  const contentHeight = Math.min(MAX_HEIGHT, document.documentElement.scrollHeight)
  if (contentHeight > height) await page.viewport(width, contentHeight)
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name)
}

for (const [path, module] of Object.entries(modules)) {
  const file = path.replace('../../stories/', '').replace('.stories.tsx', '')
  describe(file, () => {
    const stories = Object.entries(composeStories(module)) as [string, RunnableStory][]
    for (const [name, story] of stories) {
      const reference = `${file.replaceAll('/', '-')}--${name}`
      const skipped = story.tags.includes('no-visual')
      // Desktop references keep the padding on every layout, as they were first taken.
      test.skipIf(skipped)(name, async () => {
        await screenshot(story, viewportOf(story), reference, true)
      })

      // A screen story that picks its own viewport already has its one screenshot, at that size.
      if (!story.tags.includes('screen') || story.globals?.viewport?.value) continue
      test.skipIf(skipped)(`${name} (mobile 360)`, async () => {
        // A full-screen page fills the phone's width, as in Storybook and the app.
        await screenshot(
          story,
          MOBILE,
          `${reference}--mobile`,
          story.parameters?.layout !== 'fullscreen',
        )
        // Content wider than the phone would be cut off in the picture and scroll sideways in use.
        await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(MOBILE.width)
      })
    }
  })
}
