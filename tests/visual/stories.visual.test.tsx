import { composeStories } from '@storybook/react-vite'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'

/**
 * Visual regression: every story, in English, at desktop width (1280 px), compared with the
 * committed reference in __screenshots__/ (threshold 0.01). `npm run test:visual -- -u` updates
 * them after an intended change. Stories tagged 'no-visual' are skipped (nothing stable to see).
 */
type StoryModule = Parameters<typeof composeStories>[0]
interface RunnableStory {
  run: () => Promise<void>
  tags: string[]
}
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true })

// Motion never settles at the same frame twice; freeze it so a screenshot is the same on every run.
const FREEZE_MOTION = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`

function freezeMotion() {
  if (document.getElementById('freeze-motion')) return
  const style = document.createElement('style')
  style.id = 'freeze-motion'
  style.textContent = FREEZE_MOTION
  document.head.append(style)
}

for (const [path, module] of Object.entries(modules)) {
  const file = path.replace('../../stories/', '').replace('.stories.tsx', '')
  describe(file, () => {
    for (const [name, story] of Object.entries(composeStories(module)) as [string, RunnableStory][]) {
      const skip = story.tags.includes('no-visual')
      test.skipIf(skip)(name, async () => {
        freezeMotion()
        await story.run()
        await document.fonts.ready
        await expect
          .element(page.elementLocator(document.body))
          .toMatchScreenshot(`${file.replaceAll('/', '-')}--${name}`)
      })
    }
  })
}
