import type { BillingPeriod } from '../../../src/contract/billing.ts'
import type { PaidPlan } from '../../../src/contract/common.ts'
import type { CardProblem } from './builtin-checkout-card.ts'

/*
 * Every word of the built-in checkout page, in the app's three languages (decisions.md,
 * languages). The page is rendered by the API, outside the React app and its i18next resources,
 * so its texts live here; plan names follow src/i18n/locales/<lang>/common.json.
 */

export const CHECKOUT_LANGUAGES = ['en', 'ru', 'es'] as const
export type CheckoutLanguage = (typeof CHECKOUT_LANGUAGES)[number]

export interface CheckoutText {
  htmlTitle: string
  heading: string
  testMode: string
  testModeNote: string
  orderSummary: string
  planLabel: string
  periodLabel: string
  totalLabel: string
  plans: Record<PaidPlan, string>
  periods: Record<BillingPeriod, string>
  /** Suffix after the price: '/month'. */
  per: Record<BillingPeriod, string>
  cardDetails: string
  cardNumber: string
  cardNumberHint: string
  expiry: string
  expiryHint: string
  cvc: string
  cvcHint: string
  name: string
  pay: (price: string) => string
  cancel: string
  errorSummary: string
  problems: Record<CardProblem, string>
  declined: string
  alreadyPaid: string
  expired: string
  notFound: string
  backToApp: string
  language: string
}

const en: CheckoutText = {
  htmlTitle: 'Checkout (test mode) – JobFit',
  heading: 'Complete your purchase',
  testMode: 'TEST MODE',
  testModeNote:
    'This is the built-in test checkout: no real payment is taken. Pay with 4242 4242 4242 4242; 4000 0000 0000 0002 is declined. Use any future expiry date and any CVC.',
  orderSummary: 'Order summary',
  planLabel: 'Plan',
  periodLabel: 'Billing',
  totalLabel: 'Total due today',
  plans: { premium: 'Premium', pro: 'Pro' },
  periods: { monthly: 'Monthly', yearly: 'Yearly', lifetime: 'Lifetime (one-time payment)' },
  per: { monthly: '/month', yearly: '/year', lifetime: 'once' },
  cardDetails: 'Card details',
  cardNumber: 'Card number',
  cardNumberHint: '16 digits, as printed on the card',
  expiry: 'Expiry date',
  expiryHint: 'MM/YY',
  cvc: 'Security code (CVC)',
  cvcHint: '3 or 4 digits',
  name: 'Name on card',
  pay: (price) => `Pay ${price}`,
  cancel: 'Cancel and return to JobFit',
  errorSummary: 'Check the card details below.',
  problems: {
    number_empty: 'Enter your card number.',
    number_invalid: 'Your card number is invalid.',
    number_unsupported:
      'This test checkout takes test cards only: use 4242 4242 4242 4242 (pays) or 4000 0000 0000 0002 (declined).',
    expiry_empty: "Enter your card's expiry date.",
    expiry_invalid: "Your card's expiry date is invalid. Use MM/YY.",
    expiry_past: "Your card's expiry date is in the past.",
    cvc_empty: "Enter your card's security code.",
    cvc_invalid: "Your card's security code is invalid.",
    name_empty: 'Enter the name on the card.',
  },
  declined: 'Your card was declined.',
  alreadyPaid: 'This checkout has already been paid.',
  expired: 'This checkout has expired. Start again from the pricing page.',
  notFound: 'This checkout does not exist.',
  backToApp: 'Back to JobFit',
  language: 'Language',
}

const ru: CheckoutText = {
  htmlTitle: 'Оплата (тестовый режим) – JobFit',
  heading: 'Завершите покупку',
  testMode: 'ТЕСТОВЫЙ РЕЖИМ',
  testModeNote:
    'Это встроенная тестовая оплата: настоящие деньги не списываются. Оплатите картой 4242 4242 4242 4242; карта 4000 0000 0000 0002 будет отклонена. Подойдёт любой будущий срок действия и любой CVC.',
  orderSummary: 'Ваш заказ',
  planLabel: 'Тариф',
  periodLabel: 'Оплата',
  totalLabel: 'К оплате сегодня',
  plans: { premium: 'Премиум', pro: 'Про' },
  periods: { monthly: 'Ежемесячно', yearly: 'Ежегодно', lifetime: 'Навсегда (разовый платёж)' },
  per: { monthly: '/месяц', yearly: '/год', lifetime: 'разово' },
  cardDetails: 'Данные карты',
  cardNumber: 'Номер карты',
  cardNumberHint: '16 цифр, как на карте',
  expiry: 'Срок действия',
  expiryHint: 'ММ/ГГ',
  cvc: 'Код безопасности (CVC)',
  cvcHint: '3 или 4 цифры',
  name: 'Имя владельца карты',
  pay: (price) => `Оплатить ${price}`,
  cancel: 'Отменить и вернуться в JobFit',
  errorSummary: 'Проверьте данные карты ниже.',
  problems: {
    number_empty: 'Введите номер карты.',
    number_invalid: 'Неверный номер карты.',
    number_unsupported:
      'Тестовая оплата принимает только тестовые карты: 4242 4242 4242 4242 (оплата проходит) или 4000 0000 0000 0002 (отказ).',
    expiry_empty: 'Введите срок действия карты.',
    expiry_invalid: 'Неверный срок действия карты. Формат: ММ/ГГ.',
    expiry_past: 'Срок действия карты истёк.',
    cvc_empty: 'Введите код безопасности карты.',
    cvc_invalid: 'Неверный код безопасности карты.',
    name_empty: 'Введите имя владельца карты.',
  },
  declined: 'Ваша карта отклонена.',
  alreadyPaid: 'Этот заказ уже оплачен.',
  expired: 'Срок этой оплаты истёк. Начните заново со страницы тарифов.',
  notFound: 'Такой оплаты не существует.',
  backToApp: 'Вернуться в JobFit',
  language: 'Язык',
}

const es: CheckoutText = {
  htmlTitle: 'Pago (modo de prueba) – JobFit',
  heading: 'Complete su compra',
  testMode: 'MODO DE PRUEBA',
  testModeNote:
    'Este es el pago de prueba integrado: no se cobra dinero real. Pague con 4242 4242 4242 4242; la tarjeta 4000 0000 0000 0002 se rechaza. Use cualquier fecha de caducidad futura y cualquier CVC.',
  orderSummary: 'Resumen del pedido',
  planLabel: 'Plan',
  periodLabel: 'Facturación',
  totalLabel: 'Total a pagar hoy',
  plans: { premium: 'Premium', pro: 'Pro' },
  periods: { monthly: 'Mensual', yearly: 'Anual', lifetime: 'De por vida (pago único)' },
  per: { monthly: '/mes', yearly: '/año', lifetime: 'una vez' },
  cardDetails: 'Datos de la tarjeta',
  cardNumber: 'Número de tarjeta',
  cardNumberHint: '16 dígitos, como aparecen en la tarjeta',
  expiry: 'Fecha de caducidad',
  expiryHint: 'MM/AA',
  cvc: 'Código de seguridad (CVC)',
  cvcHint: '3 o 4 dígitos',
  name: 'Nombre del titular',
  pay: (price) => `Pagar ${price}`,
  cancel: 'Cancelar y volver a JobFit',
  errorSummary: 'Revise los datos de la tarjeta.',
  problems: {
    number_empty: 'Introduzca el número de la tarjeta.',
    number_invalid: 'El número de la tarjeta no es válido.',
    number_unsupported:
      'Este pago de prueba solo acepta tarjetas de prueba: 4242 4242 4242 4242 (se paga) o 4000 0000 0000 0002 (se rechaza).',
    expiry_empty: 'Introduzca la fecha de caducidad de la tarjeta.',
    expiry_invalid: 'La fecha de caducidad no es válida. Use MM/AA.',
    expiry_past: 'La fecha de caducidad de la tarjeta ya pasó.',
    cvc_empty: 'Introduzca el código de seguridad de la tarjeta.',
    cvc_invalid: 'El código de seguridad de la tarjeta no es válido.',
    name_empty: 'Introduzca el nombre del titular.',
  },
  declined: 'Su tarjeta ha sido rechazada.',
  alreadyPaid: 'Este pago ya se ha realizado.',
  expired: 'Este pago ha caducado. Vuelva a empezar desde la página de precios.',
  notFound: 'Este pago no existe.',
  backToApp: 'Volver a JobFit',
  language: 'Idioma',
}

export const CHECKOUT_TEXT: Readonly<Record<CheckoutLanguage, CheckoutText>> = { en, ru, es }

/** Each language named in itself, for the page's language switch. */
export const LANGUAGE_NAMES: Readonly<Record<CheckoutLanguage, string>> = {
  en: 'English',
  ru: 'Русский',
  es: 'Español',
}

export function isCheckoutLanguage(value: unknown): value is CheckoutLanguage {
  return typeof value === 'string' && (CHECKOUT_LANGUAGES as readonly string[]).includes(value)
}
