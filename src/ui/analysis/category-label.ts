import type { TFunction } from 'i18next'
import { isKnownScoreKey } from './keyword-groups.ts'

/**
 * The translated name of a score key: a keyword category or an aspect. A key the UI does not know
 * (the server may score more aspects later) is shown as sent rather than hidden.
 */
export function categoryLabel(t: TFunction<'analysis'>, key: string): string {
  return isKnownScoreKey(key) ? t(`category.${key}`) : key
}
