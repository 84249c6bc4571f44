import type { Plugin } from 'vite'

/** The Latin subset of the interface font: every page in every language draws Latin glyphs. */
const LATIN_FONT = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/

/**
 * Adds a preload of the interface font's Latin subset to the built index.html. Without it the
 * browser asks for the font only once a page has been laid out, and the page's largest text waits
 * for it (decisions.md, Performance). The build fails if the font is not in the bundle, so a renamed
 * file cannot silently drop the preload.
 */
export function fontPreloadPlugin(): Plugin {
  return {
    name: 'jobfit-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((fileName) => LATIN_FONT.test(fileName))
        if (!font) throw new Error('jobfit-font-preload: the Latin Inter font is not in the bundle')
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${font}`,
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}
