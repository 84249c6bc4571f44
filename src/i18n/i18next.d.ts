import 'i18next'
import type common from './locales/en/common.json'

// English is the source of truth for keys: t('...') with a key that en lacks fails typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
    }
  }
}
