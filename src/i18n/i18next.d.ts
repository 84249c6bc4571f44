import 'i18next'
import type analysis from './locales/en/analysis.json'
import type auth from './locales/en/auth.json'
import type bio from './locales/en/bio.json'
import type common from './locales/en/common.json'
import type coverLetter from './locales/en/cover-letter.json'
import type dashboard from './locales/en/dashboard.json'
import type editor from './locales/en/editor.json'
import type home from './locales/en/home.json'
import type optimize from './locales/en/optimize.json'
import type payment from './locales/en/payment.json'
import type pricing from './locales/en/pricing.json'
import type pro from './locales/en/pro.json'
import type profile from './locales/en/profile.json'
import type resumeView from './locales/en/resume-view.json'
import type resumes from './locales/en/resumes.json'
import type shell from './locales/en/shell.json'

// English is the source of truth for keys: t('...') with a key that en lacks fails typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
      shell: typeof shell
      home: typeof home
      auth: typeof auth
      profile: typeof profile
      dashboard: typeof dashboard
      analysis: typeof analysis
      resumes: typeof resumes
      'resume-view': typeof resumeView
      editor: typeof editor
      bio: typeof bio
      'cover-letter': typeof coverLetter
      optimize: typeof optimize
      pricing: typeof pricing
      payment: typeof payment
      pro: typeof pro
    }
  }
}
