import type { Resource } from 'i18next'

/**
 * Every locale file bundled, for Storybook and tests, where a render must not wait on the network.
 * The app itself loads the same files over HTTP (create-i18n.ts).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', {
  eager: true,
})

export const bundledResources: Resource = {}
for (const [path, module] of Object.entries(files)) {
  const match = /\.\/locales\/([a-z]+)\/([a-z-]+)\.json$/.exec(path)
  if (!match) continue
  const [, language, namespace] = match as unknown as [string, string, string]
  bundledResources[language] ??= {}
  bundledResources[language][namespace] = module.default
}
