import { expect, waitFor } from 'storybook/test'
import type { TemplateId } from '../../src/contract/common.ts'

/** Where the app serves the template pictures; stories use the same addresses. */
export const TEMPLATE_THUMBNAILS: Record<TemplateId, string> = {
  minimalist: '/templates/minimalist.png',
  modern: '/templates/modern.png',
  classic: '/templates/classic.png',
}

/**
 * Waits until every template picture has loaded or fallen back to its placeholder, so a screenshot
 * never catches one half way.
 */
export async function waitForThumbnails(canvasElement: HTMLElement) {
  await waitFor(() => {
    const thumbnails = [...canvasElement.querySelectorAll('[data-slot="template-thumbnail"]')]
    expect(thumbnails.every((item) => item.getAttribute('data-state') !== 'loading')).toBe(true)
  })
}
