import { INTL_LOCALE, type Language } from '../../i18n/settings.ts'

/** The one currency of every price (spec §9). */
export const CURRENCY = 'USD'

const moneyFormats = new Map<Language, Intl.NumberFormat>()
const dateOnlyFormats = new Map<Language, Intl.DateTimeFormat>()

function cached<F>(cache: Map<Language, F>, language: Language, create: () => F): F {
  let format = cache.get(language)
  if (!format) {
    format = create()
    cache.set(language, format)
  }
  return format
}

/**
 * A price in US dollars, written the way the interface language writes money: en `$9.99`,
 * ru `9,99 $`, es `9,99 US$`. Whole amounts drop the cents (`$0`, `$96`), as the spec's prices read.
 */
export function formatMoney(amount: number, language: Language): string {
  const format = cached(
    moneyFormats,
    language,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[language], {
        style: 'currency',
        currency: CURRENCY,
        trailingZeroDisplay: 'stripIfInteger',
      }),
  )
  return format.format(amount)
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

const instantFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * The long date format of `language` in the user's time zone now. Kept per language and zone: a
 * format made without a zone keeps the one of the moment it was made, and the zone can change
 * while a page is open; reading the zone costs a third of making a format, which a list of dates
 * would otherwise do for every row on every render.
 */
function instantFormat(language: Language): Intl.DateTimeFormat {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone
  const key = `${language} ${zone}`
  let format = instantFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long', timeZone: zone })
    instantFormats.set(key, format)
  }
  return format
}

/**
 * A date in the long form of the interface language: en `March 1, 2026`, ru `1 марта 2026 г.`,
 * es `1 de marzo de 2026`.
 *
 * A date-only string (`2026-03-01`) is a calendar day, not an instant: it is read and written in UTC
 * so no time zone moves it to the day before. A full timestamp is shown on the user's own calendar.
 * Text that is not a date is returned as it came, so a bad value never breaks a screen.
 */
export function formatDate(isoDate: string, language: Language): string {
  const dateOnly = DATE_ONLY.test(isoDate)
  const date = new Date(dateOnly ? `${isoDate}T00:00:00Z` : isoDate)
  if (Number.isNaN(date.getTime())) return isoDate
  const format = dateOnly
    ? cached(
        dateOnlyFormats,
        language,
        () =>
          new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long', timeZone: 'UTC' }),
      )
    : instantFormat(language)
  return format.format(date)
}
