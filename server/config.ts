import { z } from 'zod'
import { DEFAULT_PLAN_CATALOG_ID, planCatalogIdSchema } from '../src/contract/plans.ts'
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts'

const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://localhost:5173',
  'http://127.0.0.1:5173',
]

/** '' counts as unset, so a blank line copied from .env.example takes the default. */
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value)

const optionalString = z.preprocess(blankAsUnset, z.string().trim().min(1).optional())

const port = z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65535).default(3000))

const originList = z.preprocess(
  blankAsUnset,
  z
    .string()
    .optional()
    .transform((value) =>
      value === undefined
        ? DEFAULT_CORS_ORIGINS
        : value
            .split(',')
            .map((origin) => origin.trim())
            .filter((origin) => origin !== ''),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
)

const postgresUrl = z.preprocess(
  blankAsUnset,
  z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .describe('a postgres:// URL'),
)

/** `host:port`, as firebase-admin expects it (no scheme). */
const emulatorHost = z.preprocess(
  blankAsUnset,
  z
    .string()
    .regex(/^[\w.-]+:\d{1,5}$/, 'expected host:port, for example 127.0.0.1:9099')
    .optional(),
)

/** CHECKOUT_MODE: Stripe only, or the built-in test checkout on purpose; unset decides itself. */
const CHECKOUT_MODES = ['stripe', 'test'] as const

/**
 * The addresses that only this machine reaches. With the Auth emulator the server accepts unsigned
 * tokens, so it must not be reachable from elsewhere.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase()
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name)
}

const envSchema = z.object({
  PORT: port,
  HOST: z.preprocess(blankAsUnset, z.string().trim().min(1).default('127.0.0.1')),
  DATABASE_URL: postgresUrl,
  DATA_DIR: z.preprocess(blankAsUnset, z.string().trim().min(1).default('.data')),
  PLAN_CATALOG: z.preprocess(
    blankAsUnset,
    z._default(planCatalogIdSchema, DEFAULT_PLAN_CATALOG_ID),
  ),
  CORS_ORIGINS: originList,
  FIREBASE_PROJECT_ID: z.preprocess(blankAsUnset, z.string().trim().min(1).default('demo-jobfit')),
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  GOOGLE_APPLICATION_CREDENTIALS: optionalString,
  LOG_LEVEL: z.preprocess(
    blankAsUnset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST_DIR: z.preprocess(blankAsUnset, z.string().trim().min(1).default('dist')),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value)
      if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.message })
      return parsed.ok ? parsed.value : false
    }),
  RATE_LIMIT_PER_MINUTE: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(300)),
  ANALYSIS_RATE_LIMIT_PER_MINUTE: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).default(60),
  ),
  LLM_BASE_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1000).max(600_000).default(60_000),
  ),
  GENERATION_RATE_LIMIT_PER_MINUTE: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).default(20),
  ),
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).default(10),
  ),
  CHECKOUT_RATE_LIMIT_PER_MINUTE: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).default(10),
  ),
  REDIS_URL: z.preprocess(
    blankAsUnset,
    z
      .url({ protocol: /^rediss?$/ })
      .optional()
      .describe('a redis:// URL'),
  ),
  REDIS_KEY_PREFIX: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'use up to 64 letters, digits and : . - _')
      .default('jobfit:'),
  ),
  STRIPE_SECRET_KEY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^(sk|rk)_\w+$/, 'expected a Stripe secret key (sk_test_... or sk_live_...)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^whsec_\w+$/, 'expected a Stripe webhook signing secret (whsec_...)')
      .optional(),
  ),
  STRIPE_API_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  CHECKOUT_MODE: z.preprocess(
    blankAsUnset,
    z.enum(CHECKOUT_MODES, { message: `expected ${CHECKOUT_MODES.join(' or ')}` }).optional(),
  ),
  CHECKOUT_SIGNING_SECRET: z.preprocess(
    blankAsUnset,
    z.string().trim().min(24, 'use at least 24 characters').optional(),
  ),
  ORIGINALITY_PROVIDER_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  ORIGINALITY_PROVIDER_KEY: optionalString,
  LINKEDIN_PROVIDER_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  LINKEDIN_PROVIDER_KEY: optionalString,
})

/** Every variable the server reads (the API bench raises each rate limit among them). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape)

export interface Config {
  port: number
  host: string
  /** Unset: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined
  dataDir: string
  planCatalog: z.infer<typeof planCatalogIdSchema>
  corsOrigins: string[]
  firebaseProjectId: string
  firebaseAuthEmulatorHost: string | undefined
  googleApplicationCredentials: string | undefined
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  webDistDir: string
  /** Whose X-Forwarded-For gives the client's address (rate limits, logs): see trust-proxy.ts. */
  trustProxy: TrustProxy
  rateLimitPerMinute: number
  /** Keyword analyses and ATS comparisons per minute per signed-in user. */
  analysisRateLimitPerMinute: number
  /**
   * An OpenAI-compatible model endpoint (OpenAI, Ollama, vLLM, llama.cpp's server). Unset: the
   * built-in offline writer (decisions.md, AI writing).
   */
  llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined
  /** AI generations (optimize, bio, cover letter) per minute per signed-in user. */
  generationRateLimitPerMinute: number
  /** File uploads (resume upload, LinkedIn file import) per minute per signed-in user. */
  uploadRateLimitPerMinute: number
  /** Checkout sessions started per minute per signed-in user. */
  checkoutRateLimitPerMinute: number
  /** Redis for the rate-limit counters, shared by every instance. Unset: in memory, per process. */
  redisUrl: string | undefined
  /** Prefix of every key this server writes to Redis (one Redis may serve several deployments). */
  redisKeyPrefix: string
  /**
   * Stripe Checkout and its webhooks (decisions.md, payments). Unset: the built-in test-mode
   * checkout. `apiUrl` points the SDK elsewhere than api.stripe.com (the tests' fake Stripe).
   */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined
  /**
   * Who takes payments. 'builtin': the built-in test checkout (Stripe's test cards, no money
   * moves), the default only where sign-in is not real (the emulator, a demo-* project) or when
   * the operator asks for it with CHECKOUT_MODE=test. 'stripe': Stripe Checkout (`stripe`).
   */
  checkoutMode: 'builtin' | 'stripe'
  /**
   * CHECKOUT_MODE=test: the operator chose test payments; logged at start and shown on every
   * page (the test-payments ribbon), since anyone there can upgrade for free.
   */
  announceTestPayments: boolean
  /**
   * The secret the built-in checkout signs its events with and the webhook verifies them with when
   * Stripe is not configured. Unset: a random one made at start (events do not outlive the process).
   */
  checkoutSigningSecret: string | undefined
  /**
   * An external originality service (POST {url} with the text, decisions.md). Unset: the embedded
   * local check against the shipped corpus.
   */
  originalityProvider: { url: string; apiKey: string | undefined } | undefined
  /**
   * The profile-data provider that resolves a LinkedIn profile URL's slug (GET
   * {baseUrl}/profiles/{slug}). Unset: the URL import explains itself and points to the file import.
   */
  linkedinProvider: { baseUrl: string; apiKey: string | undefined } | undefined
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * Reads the server's settings from an environment. Throws a ConfigError naming every bad variable,
 * so an operator fixes them all in one go rather than one restart at a time.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema
    .superRefine((e, context) => {
      // A Stripe key without its webhook secret would take payments that never change a plan.
      if (e.STRIPE_SECRET_KEY !== undefined && e.STRIPE_WEBHOOK_SECRET === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['STRIPE_WEBHOOK_SECRET'],
          message: 'required with STRIPE_SECRET_KEY (plans change only through verified webhooks)',
        })
      }
      // firebase-admin does not check the signature of a token while this is set: with a real
      // project (credentials, or an id that is not demo-*) anyone could forge a sign-in.
      const realProject =
        e.GOOGLE_APPLICATION_CREDENTIALS !== undefined || !e.FIREBASE_PROJECT_ID.startsWith('demo-')
      if (e.FIREBASE_AUTH_EMULATOR_HOST !== undefined && realProject) {
        context.addIssue({
          code: 'custom',
          path: ['FIREBASE_AUTH_EMULATOR_HOST'],
          message:
            'only with a demo-* FIREBASE_PROJECT_ID and no GOOGLE_APPLICATION_CREDENTIALS (the emulator setting turns off token signature checks)',
        })
      }
      // For the same reason, a server that takes unsigned tokens answers this machine only: on
      // 0.0.0.0 anyone on the network could sign in as anyone.
      if (e.FIREBASE_AUTH_EMULATOR_HOST !== undefined && !isLoopbackHost(e.HOST)) {
        context.addIssue({
          code: 'custom',
          path: ['HOST'],
          message:
            'with FIREBASE_AUTH_EMULATOR_HOST set (tokens are not signature-checked) the server listens on a loopback address only: 127.0.0.1, ::1 or localhost. To serve other machines, configure a real Firebase project and unset FIREBASE_AUTH_EMULATOR_HOST',
        })
      }
      const stripeConfigured = e.STRIPE_SECRET_KEY !== undefined
      if (e.CHECKOUT_MODE === 'stripe' && !stripeConfigured) {
        context.addIssue({
          code: 'custom',
          path: ['CHECKOUT_MODE'],
          message: 'stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
        })
      }
      // Either checkout, never a guess between them: the built-in one beside Stripe keys would
      // leave the keys unused while looking configured.
      if (e.CHECKOUT_MODE === 'test' && stripeConfigured) {
        context.addIssue({
          code: 'custom',
          path: ['CHECKOUT_MODE'],
          message:
            'test runs the built-in test checkout, not Stripe: unset STRIPE_SECRET_KEY, or unset CHECKOUT_MODE to take payments through Stripe',
        })
      }
      // The built-in checkout takes 4242 4242 4242 4242 from anyone: with real sign-in, that is
      // every paid plan for free. Only an operator who says so gets it.
      if (e.CHECKOUT_MODE === undefined && !stripeConfigured && realProject) {
        context.addIssue({
          code: 'custom',
          path: ['STRIPE_SECRET_KEY'],
          message:
            'required with a real Firebase project, or the built-in test checkout would give every paid plan away (test card 4242 4242 4242 4242). Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments, or CHECKOUT_MODE=test to take test payments on purpose (logged at start and shown on every page)',
        })
      }
    })
    .safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment')
      return `  ${name}: ${issue.message} (got ${JSON.stringify(env[name] ?? null)})`
    })
    throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    planCatalog: e.PLAN_CATALOG,
    corsOrigins: e.CORS_ORIGINS,
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
    firebaseAuthEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    googleApplicationCredentials: e.GOOGLE_APPLICATION_CREDENTIALS,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    analysisRateLimitPerMinute: e.ANALYSIS_RATE_LIMIT_PER_MINUTE,
    llm:
      e.LLM_BASE_URL === undefined
        ? undefined
        : {
            baseUrl: e.LLM_BASE_URL,
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL ?? 'gpt-4o-mini',
            timeoutMs: e.LLM_TIMEOUT_MS,
          },
    generationRateLimitPerMinute: e.GENERATION_RATE_LIMIT_PER_MINUTE,
    uploadRateLimitPerMinute: e.UPLOAD_RATE_LIMIT_PER_MINUTE,
    checkoutRateLimitPerMinute: e.CHECKOUT_RATE_LIMIT_PER_MINUTE,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    stripe:
      e.STRIPE_SECRET_KEY === undefined || e.STRIPE_WEBHOOK_SECRET === undefined
        ? undefined
        : {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          },
    checkoutMode: e.STRIPE_SECRET_KEY === undefined ? 'builtin' : 'stripe',
    announceTestPayments: e.CHECKOUT_MODE === 'test',
    checkoutSigningSecret: e.CHECKOUT_SIGNING_SECRET,
    originalityProvider:
      e.ORIGINALITY_PROVIDER_URL === undefined
        ? undefined
        : { url: e.ORIGINALITY_PROVIDER_URL, apiKey: e.ORIGINALITY_PROVIDER_KEY },
    linkedinProvider:
      e.LINKEDIN_PROVIDER_URL === undefined
        ? undefined
        : { baseUrl: e.LINKEDIN_PROVIDER_URL, apiKey: e.LINKEDIN_PROVIDER_KEY },
  }
}
