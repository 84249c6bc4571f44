import type { BillingPeriod } from '../../../src/contract/billing.ts'
import type { PaidPlan } from '../../../src/contract/common.ts'
import type { CardField, CardProblem } from './builtin-checkout-card.ts'
import { CHECKOUT_LANGUAGES, CHECKOUT_TEXT, LANGUAGE_NAMES } from './builtin-checkout-text.ts'
import type { CheckoutLanguage, CheckoutText } from './builtin-checkout-text.ts'

/*
 * The built-in test-mode checkout page: server-rendered HTML with no script and no outside asset,
 * so it works under a strict Content-Security-Policy (one inline stylesheet, allowed by its nonce).
 * Colours, radius and type follow src/ui/styles/theme.css. Errors are announced with role=alert
 * and tied to their fields with aria-describedby; the first field in error takes the focus.
 */

export interface CheckoutPageSession {
  plan: PaidPlan
  billingPeriod: BillingPeriod
  amountCents: number
  currency: string
}

export type CheckoutPageState =
  | {
      kind: 'form'
      /** Echoed back after a failed attempt; the CVC never is. */
      values?: { number?: string; expiry?: string; name?: string }
      problems?: Partial<Record<CardField, CardProblem>>
      declined?: boolean
    }
  | { kind: 'closed'; reason: 'paid' | 'expired' | 'not_found' }

export interface CheckoutPageModel {
  language: CheckoutLanguage
  /** The CSP nonce of the inline stylesheet. */
  nonce: string
  /** Where the form posts, and the base of the language links: the page's own path. */
  pagePath: string
  /** `{origin}/payment/cancel`; absent for an unknown session. */
  cancelUrl?: string
  /** The app's origin, for the way back from a closed checkout. */
  appUrl?: string
  session?: CheckoutPageSession
  state: CheckoutPageState
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

/** Spec §9: currency in US format ($9.99), whatever the page's language. */
export function formatPrice(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amountCents / 100)
}

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{color:#0f172a;background:#f8fafc;font-family:'Inter Variable',ui-sans-serif,system-ui,sans-serif;-webkit-font-smoothing:antialiased;line-height:1.5}
body{margin:0;padding:1.5rem 1rem}
main{max-width:30rem;margin:0 auto}
.banner{display:flex;gap:.75rem;align-items:flex-start;background:#fefce8;border:1px solid #fef08a;color:#854d0e;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem;font-size:.875rem}
.badge{flex:none;font-weight:700;letter-spacing:.05em;background:#facc15;color:#0f172a;border-radius:9999px;padding:.125rem .625rem;font-size:.75rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.5rem;box-shadow:0 1px 2px 0 rgb(15 23 42/.06),0 1px 3px 0 rgb(15 23 42/.1);padding:1.5rem}
.brand{font-weight:700;color:#4338ca;font-size:1.125rem;margin:0 0 .25rem}
h1{font-size:1.5rem;line-height:2rem;margin:0 0 1rem}
h2{font-size:1rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem;padding:1rem;background:#eef2ff;border-radius:.5rem}
dt{color:#475569}
dd{margin:0;text-align:right;font-weight:600}
.total{font-size:1.125rem}
.per{color:#475569;font-size:.875rem;font-weight:400}
fieldset{border:0;margin:0;padding:0}
legend{font-weight:600;margin-bottom:.5rem;padding:0}
.field{margin-bottom:1rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
label{display:block;font-weight:500;font-size:.875rem;margin-bottom:.25rem}
.hint{display:block;color:#64748b;font-size:.75rem;font-weight:400;margin:-.125rem 0 .25rem}
input{width:100%;font:inherit;color:inherit;background:#fff;border:1px solid #cbd5e1;border-radius:.5rem;padding:.5rem .75rem}
input[aria-invalid=true]{border-color:#dc2626;background:#fef2f2}
.error{color:#b91c1c;font-size:.875rem;margin:.25rem 0 0}
.alert{border:1px solid #fecaca;background:#fef2f2;color:#991b1b;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem;font-weight:500}
button{width:100%;font:inherit;font-weight:600;color:#fff;background:#4f46e5;border:0;border-radius:.5rem;padding:.75rem 1rem;cursor:pointer}
button:hover{background:#4338ca}
a{color:#4338ca}
a:hover{color:#3730a3}
.cancel{display:block;text-align:center;margin-top:1rem}
:focus-visible{outline:3px solid #6366f1;outline-offset:2px}
nav{margin-top:1.5rem;text-align:center;font-size:.875rem;color:#475569}
nav ul{display:inline-flex;gap:.75rem;list-style:none;margin:0;padding:0}
`

function languageSwitch(model: CheckoutPageModel, text: CheckoutText): string {
  const items = CHECKOUT_LANGUAGES.map((language) => {
    const name = escapeHtml(LANGUAGE_NAMES[language])
    if (language === model.language) return `<li><span aria-current="true">${name}</span></li>`
    const href = `${model.pagePath}?lang=${language}`
    return `<li><a href="${escapeHtml(href)}" hreflang="${language}" lang="${language}">${name}</a></li>`
  })
  return `<nav aria-label="${escapeHtml(text.language)}">${escapeHtml(text.language)}: <ul>${items.join('')}</ul></nav>`
}

function summary(session: CheckoutPageSession, text: CheckoutText): string {
  const price = formatPrice(session.amountCents, session.currency)
  const per = text.per[session.billingPeriod]
  return `<section aria-labelledby="summary-heading">
<h2 id="summary-heading">${escapeHtml(text.orderSummary)}</h2>
<dl>
<dt>${escapeHtml(text.planLabel)}</dt><dd>${escapeHtml(text.plans[session.plan])}</dd>
<dt>${escapeHtml(text.periodLabel)}</dt><dd>${escapeHtml(text.periods[session.billingPeriod])}</dd>
<dt class="total">${escapeHtml(text.totalLabel)}</dt><dd class="total">${escapeHtml(price)} <span class="per">${escapeHtml(per)}</span></dd>
</dl>
</section>`
}

interface FieldSpec {
  field: CardField
  label: string
  hint?: string
  autocomplete: string
  inputmode?: string
  maxlength: number
}

function fieldHtml(
  spec: FieldSpec,
  value: string,
  problem: string | undefined,
  autofocus: boolean,
): string {
  const id = `card-${spec.field}`
  const describedBy = [
    spec.hint === undefined ? '' : `${id}-hint`,
    problem === undefined ? '' : `${id}-error`,
  ]
    .filter(Boolean)
    .join(' ')
  return `<div class="field">
<label for="${id}">${escapeHtml(spec.label)}</label>${spec.hint === undefined ? '' : `<span class="hint" id="${id}-hint">${escapeHtml(spec.hint)}</span>`}
<input id="${id}" name="${spec.field}" type="text" required autocomplete="${spec.autocomplete}"${spec.inputmode === undefined ? '' : ` inputmode="${spec.inputmode}"`} maxlength="${spec.maxlength}" value="${escapeHtml(value)}"${describedBy === '' ? '' : ` aria-describedby="${describedBy}"`}${problem === undefined ? '' : ' aria-invalid="true"'}${autofocus ? ' autofocus' : ''}>
${problem === undefined ? '' : `<p class="error" id="${id}-error">${escapeHtml(problem)}</p>`}
</div>`
}

function form(model: CheckoutPageModel, text: CheckoutText, session: CheckoutPageSession): string {
  const state: Extract<CheckoutPageState, { kind: 'form' }> =
    model.state.kind === 'form' ? model.state : { kind: 'form' }
  const problems = state.problems ?? {}
  const values = state.values ?? {}
  const firstProblem = (['number', 'expiry', 'cvc', 'name'] as const).find(
    (f) => problems[f] !== undefined,
  )
  // After a decline the card number is what to retype; after problems, the first field in error.
  const focusField = firstProblem ?? (state.declined === true ? 'number' : undefined)
  const messageOf = (field: CardField) => {
    const problem = problems[field]
    return problem === undefined ? undefined : text.problems[problem]
  }
  const specs: Record<CardField, FieldSpec> = {
    number: {
      field: 'number',
      label: text.cardNumber,
      hint: text.cardNumberHint,
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      maxlength: 23,
    },
    expiry: {
      field: 'expiry',
      label: text.expiry,
      hint: text.expiryHint,
      autocomplete: 'cc-exp',
      inputmode: 'numeric',
      maxlength: 9,
    },
    cvc: {
      field: 'cvc',
      label: text.cvc,
      hint: text.cvcHint,
      autocomplete: 'cc-csc',
      inputmode: 'numeric',
      maxlength: 4,
    },
    name: { field: 'name', label: text.name, autocomplete: 'cc-name', maxlength: 100 },
  }
  const render = (field: CardField) =>
    fieldHtml(
      specs[field],
      field === 'cvc' ? '' : (values[field as 'number' | 'expiry' | 'name'] ?? ''),
      messageOf(field),
      focusField === field,
    )
  const alert = state.declined
    ? `<div class="alert" role="alert">${escapeHtml(text.declined)}</div>`
    : firstProblem === undefined
      ? ''
      : `<div class="alert" role="alert">${escapeHtml(text.errorSummary)}</div>`
  const price = formatPrice(session.amountCents, session.currency)
  return `${alert}<form method="post" action="${escapeHtml(model.pagePath)}" novalidate>
<input type="hidden" name="lang" value="${model.language}">
<fieldset>
<legend>${escapeHtml(text.cardDetails)}</legend>
${render('number')}
<div class="row">${render('expiry')}${render('cvc')}</div>
${render('name')}
</fieldset>
<button type="submit">${escapeHtml(text.pay(price))}</button>
</form>
${model.cancelUrl === undefined ? '' : `<a class="cancel" href="${escapeHtml(model.cancelUrl)}">${escapeHtml(text.cancel)}</a>`}`
}

function closed(
  model: CheckoutPageModel,
  text: CheckoutText,
  reason: 'paid' | 'expired' | 'not_found',
) {
  const message =
    reason === 'paid' ? text.alreadyPaid : reason === 'expired' ? text.expired : text.notFound
  const back =
    model.appUrl === undefined
      ? ''
      : `<a class="cancel" href="${escapeHtml(reason === 'expired' ? `${model.appUrl}/pricing` : model.appUrl)}">${escapeHtml(text.backToApp)}</a>`
  return `<p class="alert" role="alert">${escapeHtml(message)}</p>${back}`
}

/** The whole page, in the model's language. */
export function renderCheckoutPage(model: CheckoutPageModel): string {
  const text = CHECKOUT_TEXT[model.language]
  const body =
    model.state.kind === 'closed' || model.session === undefined
      ? closed(model, text, model.state.kind === 'closed' ? model.state.reason : 'not_found')
      : `${summary(model.session, text)}${form(model, text, model.session)}`
  return `<!doctype html>
<html lang="${model.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.htmlTitle)}</title>
<style nonce="${escapeHtml(model.nonce)}">${STYLES}</style>
</head>
<body>
<main>
<div class="banner" role="note"><span class="badge">${escapeHtml(text.testMode)}</span><span>${escapeHtml(text.testModeNote).replace(/(\d{4}) (?=\d{4})/g, '$1\u00a0')}</span></div>
<div class="card">
<p class="brand">JobFit</p>
<h1>${escapeHtml(text.heading)}</h1>
${body}
</div>
${languageSwitch(model, text)}
</main>
</body>
</html>
`
}
