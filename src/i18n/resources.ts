import type { Resource } from 'i18next'

/**
 * Every locale file bundled, for Storybook and tests, where a render must not wait on the network.
 * The app itself loads the same files over HTTP (create-i18n.ts).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', {
  eager: true,
})

/** The glob's modules as i18next resources: language, then namespace. */
function resourcesOf(modules: Record<string, { default: Record<string, unknown> }>): Resource {
  const resources: Resource = {}
  for (const [path, module] of Object.entries(modules)) {
    const match = /\.\/locales\/([a-z]+)\/([a-z-]+)\.json$/.exec(path)
    if (!match) continue
    const [, language, namespace] = match as unknown as [string, string, string]
    resources[language] ??= {}
    resources[language][namespace] = module.default
  }
  return resources
}

// Marked pure so a bundle that never reads it (the app, which loads the files over HTTP) drops it
// and every locale file with it: a loop at module level would keep all 48 files in the entry chunk.
export const bundledResources: Resource = /* @__PURE__ */ resourcesOf(files)
