import { prefetchLocales } from '../i18n/prefetch-locales.ts'

/*
 * What the app starts before the rest of its entry script is evaluated: main.tsx imports this
 * module first, and a bundle runs modules in import order, so the translations' reads overlap the
 * hundreds of milliseconds the browser spends evaluating React and the app (decisions.md,
 * Performance). Firebase is not started here: a signed-in page draws as the stored user
 * (stored-session.ts) and loads it with its first API call, after the first paint.
 */
prefetchLocales()
