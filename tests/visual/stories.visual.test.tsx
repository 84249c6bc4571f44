import { composeStories } from '@storybook/react-vite'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { VIEWPORTS } from '../../.storybook/viewports.ts'

/**
 * Visual regression: every story, in English, at desktop width (1280 px) unless the story asks for
 * a viewport of its own (`globals.viewport`), compared with the committed reference in
 * __screenshots__/ (threshold 0.01). `npm run test:visual -- -u` updates them after an intended
 * change. Stories tagged 'no-visual' are skipped.
 */
type StoryModule = Parameters<typeof composeStories>[0]
interface RunnableStory {
  run: () => Promise<void>
  tags: string[]
  globals?: { viewport?: { value?: string } }
}

const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true })

// Motion never settles at the same frame twice; freeze it so a screenshot is the same on every run.
// The padding matches Storybook's 'padded' layout, which portable stories do not apply.
const SCREENSHOT_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}
body { padding: 1rem; }`

function prepareDocument() {
  if (document.getElementById('screenshot-css')) return
  const style = document.createElement('style')
  style.id = 'screenshot-css'
  style.textContent = SCREENSHOT_CSS
  document.head.append(style)
}

const DESKTOP = { width: 1280, height: 800 }
const MAX_HEIGHT = 6000

function viewportOf(story: RunnableStory): { width: number; height: number } {
  const chosen = VIEWPORTS[story.globals?.viewport?.value ?? 'desktop']
  if (!chosen) return DESKTOP
  return { width: parseInt(chosen.styles.width, 10), height: parseInt(chosen.styles.height, 10) }
}

for (const [path, module] of Object.entries(modules)) {
  const file = path.replace('../../stories/', '').replace('.stories.tsx', '')
  describe(file, () => {
    const stories = Object.entries(composeStories(module)) as [string, RunnableStory][]
    for (const [name, story] of stories) {
      test.skipIf(story.tags.includes('no-visual'))(name, async () => {
        const { width, height } = viewportOf(story)
        await page.viewport(width, height)
        prepareDocument()
        await story.run()
        await document.fonts.ready
        // Chromium paints only the viewport: a story taller than it is captured whole by growing
        // the viewport to the content's height (bounded, so a runaway layout cannot eat memory).
        const contentHeight = Math.min(MAX_HEIGHT, document.documentElement.scrollHeight)
        if (contentHeight > height) await page.viewport(width, contentHeight)
        await expect
          .element(page.elementLocator(document.body))
          .toMatchScreenshot(`${file.replaceAll('/', '-')}--${name}`)
      })
    }
  })
}
