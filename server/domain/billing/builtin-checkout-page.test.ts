import { describe, expect, it } from 'vitest'
import { escapeHtml, formatPrice, renderCheckoutPage } from './builtin-checkout-page.ts'
import type { CheckoutPageModel } from './builtin-checkout-page.ts'

const base: CheckoutPageModel = {
  language: 'en',
  nonce: 'abc123',
  pagePath: '/api/payments/test-checkout/cs_test_local_1',
  cancelUrl: 'http://localhost:5173/payment/cancel',
  appUrl: 'http://localhost:5173',
  session: { plan: 'pro', billingPeriod: 'yearly', amountCents: 28800, currency: 'usd' },
  state: { kind: 'form' },
}

describe('renderCheckoutPage', () => {
  it('shows test mode, the plan, the period and the price, with a labelled field for each detail', () => {
    const html = renderCheckoutPage(base)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('TEST MODE')
    expect(html).toContain('<dd>Pro</dd>')
    expect(html).toContain('<dd>Yearly</dd>')
    expect(html).toContain('$288.00')
    expect(html).toContain('Pay $288.00')
    for (const field of ['number', 'expiry', 'cvc', 'name']) {
      expect(html).toContain(`<label for="card-${field}">`)
      expect(html).toContain(`id="card-${field}" name="${field}"`)
    }
    expect(html).toContain(
      '<form method="post" action="/api/payments/test-checkout/cs_test_local_1"',
    )
    expect(html).toContain('href="http://localhost:5173/payment/cancel"')
    expect(html).toContain('<style nonce="abc123">')
    expect(html).toContain(':focus-visible{outline:3px solid #6366f1')
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/)
    expect(html).not.toContain('role="alert"')
  })

  it('announces problems, marks the fields and focuses the first, never echoing the CVC', () => {
    const html = renderCheckoutPage({
      ...base,
      state: {
        kind: 'form',
        values: { number: '4242', expiry: '01/20', name: 'Jane' },
        problems: { expiry: 'expiry_past', cvc: 'cvc_invalid' },
      },
    })
    expect(html).toContain('<div class="alert" role="alert">Check the card details below.</div>')
    expect(html).toMatch(
      /id="card-expiry"[^>]*value="01\/20" aria-describedby="card-expiry-hint card-expiry-error" aria-invalid="true" autofocus>/,
    )
    expect(html).toContain(
      '<p class="error" id="card-expiry-error">Your card&#39;s expiry date is in the past.</p>',
    )
    expect(html).toMatch(/id="card-cvc"[^>]*value=""[^>]*aria-invalid="true">/)
    expect(html).toMatch(/id="card-number"[^>]*value="4242" aria-describedby="card-number-hint">/)
    expect(html.match(/autofocus/g)).toHaveLength(1)
  })

  it('says a declined card was declined, in the page language', () => {
    const declined = { kind: 'form', declined: true } as const
    expect(renderCheckoutPage({ ...base, state: declined })).toContain(
      'role="alert">Your card was declined.<',
    )
    // The card number is what to retype, so it takes the focus.
    expect(renderCheckoutPage({ ...base, state: declined })).toMatch(
      /id="card-number"[^>]*autofocus>/,
    )
    // Test card numbers do not break across lines.
    expect(renderCheckoutPage(base)).toContain('4242\u00a04242\u00a04242\u00a04242')
    const ru = renderCheckoutPage({ ...base, language: 'ru', state: declined })
    expect(ru).toContain('<html lang="ru">')
    expect(ru).toContain('ТЕСТОВЫЙ РЕЖИМ')
    expect(ru).toContain('Ваша карта отклонена.')
    expect(ru).toContain('<dd>Ежегодно</dd>')
    expect(renderCheckoutPage({ ...base, language: 'es', state: declined })).toContain(
      'Su tarjeta ha sido rechazada.',
    )
  })

  it('shows a closed checkout without a form', () => {
    const paid = renderCheckoutPage({ ...base, state: { kind: 'closed', reason: 'paid' } })
    expect(paid).toContain('This checkout has already been paid.')
    expect(paid).not.toContain('<form')
    const expired = renderCheckoutPage({ ...base, state: { kind: 'closed', reason: 'expired' } })
    expect(expired).toContain('href="http://localhost:5173/pricing"')
    const { session: _session, appUrl: _appUrl, cancelUrl: _cancelUrl, ...unknown } = base
    const missing = renderCheckoutPage({
      ...unknown,
      state: { kind: 'closed', reason: 'not_found' },
    })
    expect(missing).toContain('This checkout does not exist.')
    expect(missing).not.toContain('Back to JobFit')
  })

  it('links the other languages and marks the current one', () => {
    const html = renderCheckoutPage({ ...base, language: 'es' })
    expect(html).toContain('<span aria-current="true">Español</span>')
    expect(html).toContain(
      'href="/api/payments/test-checkout/cs_test_local_1?lang=ru" hreflang="ru"',
    )
    expect(html).toContain('<input type="hidden" name="lang" value="es">')
  })

  it('escapes what it echoes', () => {
    const html = renderCheckoutPage({
      ...base,
      state: { kind: 'form', values: { name: '"><script>alert(1)</script>' }, problems: {} },
    })
    expect(html).not.toContain('<script>')
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;')
  })
})

describe('formatPrice', () => {
  it('writes US currency format whatever the language', () => {
    expect(formatPrice(999, 'usd')).toBe('$9.99')
    expect(formatPrice(12900, 'usd')).toBe('$129.00')
  })
})
