import { describe, expect, it } from 'vitest'
import { ConfigError, isLoopbackHost, parseConfig } from './config.ts'

describe('parseConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(parseConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '.data',
      planCatalog: 'launch',
      corsOrigins: [
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://localhost:5173',
        'http://127.0.0.1:5173',
      ],
      firebaseProjectId: 'demo-jobfit',
      firebaseAuthEmulatorHost: undefined,
      googleApplicationCredentials: undefined,
      logLevel: 'info',
      webDistDir: 'dist',
      trustProxy: 'loopback',
      rateLimitPerMinute: 300,
      analysisRateLimitPerMinute: 60,
      llm: undefined,
      generationRateLimitPerMinute: 20,
      uploadRateLimitPerMinute: 10,
      checkoutRateLimitPerMinute: 10,
      redisUrl: undefined,
      redisKeyPrefix: 'jobfit:',
      stripe: undefined,
      checkoutMode: 'builtin',
      announceTestPayments: false,
      checkoutSigningSecret: undefined,
      originalityProvider: undefined,
      linkedinProvider: undefined,
    })
  })

  it('treats blank values as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '', PLAN_CATALOG: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      planCatalog: 'launch',
    })
  })

  it('reads every variable', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/jobfit',
      DATA_DIR: '/var/lib/jobfit',
      PLAN_CATALOG: 'v1-2025-10-02',
      CORS_ORIGINS: 'https://jobfit.example, https://www.jobfit.example',
      FIREBASE_PROJECT_ID: 'jobfit-prod',
      GOOGLE_APPLICATION_CREDENTIALS: '/secrets/sa.json',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: 'build',
      TRUST_PROXY: '10.0.0.0/8, 192.168.0.1',
      RATE_LIMIT_PER_MINUTE: '60',
      ANALYSIS_RATE_LIMIT_PER_MINUTE: '1000',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: 'llama3.1',
      LLM_TIMEOUT_MS: '30000',
      GENERATION_RATE_LIMIT_PER_MINUTE: '5',
      UPLOAD_RATE_LIMIT_PER_MINUTE: '4',
      CHECKOUT_RATE_LIMIT_PER_MINUTE: '3',
      REDIS_URL: 'redis://cache.internal:6379/2',
      REDIS_KEY_PREFIX: 'jobfit-staging:',
      STRIPE_SECRET_KEY: 'sk_test_51abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      CHECKOUT_SIGNING_SECRET: 'a-local-signing-secret-of-some-length',
    })
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/jobfit',
      dataDir: '/var/lib/jobfit',
      planCatalog: 'v1-2025-10-02',
      corsOrigins: ['https://jobfit.example', 'https://www.jobfit.example'],
      firebaseProjectId: 'jobfit-prod',
      firebaseAuthEmulatorHost: undefined,
      googleApplicationCredentials: '/secrets/sa.json',
      logLevel: 'warn',
      webDistDir: 'build',
      trustProxy: ['10.0.0.0/8', '192.168.0.1'],
      rateLimitPerMinute: 60,
      analysisRateLimitPerMinute: 1000,
      llm: {
        baseUrl: 'http://127.0.0.1:11434/v1',
        apiKey: 'sk-test',
        model: 'llama3.1',
        timeoutMs: 30000,
      },
      generationRateLimitPerMinute: 5,
      uploadRateLimitPerMinute: 4,
      checkoutRateLimitPerMinute: 3,
      redisUrl: 'redis://cache.internal:6379/2',
      redisKeyPrefix: 'jobfit-staging:',
      stripe: {
        secretKey: 'sk_test_51abc',
        webhookSecret: 'whsec_abc123',
        apiUrl: 'http://127.0.0.1:12111',
      },
      checkoutMode: 'stripe',
      announceTestPayments: false,
      checkoutSigningSecret: 'a-local-signing-secret-of-some-length',
    })
  })

  it('reads the originality service and the profile-data provider, keys optional', () => {
    expect(
      parseConfig({
        ORIGINALITY_PROVIDER_URL: 'https://originality.example/v1/check',
        ORIGINALITY_PROVIDER_KEY: 'ok-123',
        LINKEDIN_PROVIDER_URL: 'https://profiles.example/api',
      }),
    ).toMatchObject({
      originalityProvider: { url: 'https://originality.example/v1/check', apiKey: 'ok-123' },
      linkedinProvider: { baseUrl: 'https://profiles.example/api', apiKey: undefined },
    })
    expect(parseConfig({ LINKEDIN_PROVIDER_KEY: 'orphan' }).linkedinProvider).toBeUndefined()
  })

  it('needs the webhook secret beside a Stripe key, and neither otherwise', () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_51abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY/,
    )
    expect(parseConfig({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).stripe).toBeUndefined()
  })

  it('takes the Auth emulator only for a demo project without credentials', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }
    expect(parseConfig(emulator).firebaseAuthEmulatorHost).toBe('127.0.0.1:9099')
    expect(() => parseConfig({ ...emulator, FIREBASE_PROJECT_ID: 'jobfit-prod' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST: only with a demo-\* FIREBASE_PROJECT_ID/,
    )
    expect(() =>
      parseConfig({ ...emulator, GOOGLE_APPLICATION_CREDENTIALS: '/secrets/sa.json' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/)
  })

  describe('the checkout', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }
    const stripeKeys = { STRIPE_SECRET_KEY: 'sk_live_51abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }
    const realProject = { FIREBASE_PROJECT_ID: 'jobfit-prod' }
    const checkoutOf = (env: Record<string, string>) => {
      const { checkoutMode, announceTestPayments } = parseConfig(env)
      return { checkoutMode, announceTestPayments }
    }

    it('is the built-in test checkout on the emulator (npm start), unannounced', () => {
      expect(checkoutOf(emulator)).toEqual({ checkoutMode: 'builtin', announceTestPayments: false })
    })

    it('is Stripe wherever Stripe is configured', () => {
      const stripe = { checkoutMode: 'stripe', announceTestPayments: false }
      expect(checkoutOf({ ...emulator, ...stripeKeys })).toEqual(stripe)
      expect(checkoutOf({ ...realProject, ...stripeKeys })).toEqual(stripe)
      expect(checkoutOf({ ...realProject, ...stripeKeys, CHECKOUT_MODE: 'stripe' })).toEqual(stripe)
    })

    it('refuses a real project without Stripe, naming both remedies', () => {
      for (const env of [realProject, { GOOGLE_APPLICATION_CREDENTIALS: '/secrets/sa.json' }]) {
        expect(() => parseConfig(env)).toThrow(ConfigError)
        expect(() => parseConfig(env)).toThrow(
          /STRIPE_SECRET_KEY: required with a real Firebase project[\s\S]*STRIPE_WEBHOOK_SECRET[\s\S]*CHECKOUT_MODE=test/,
        )
      }
    })

    it('takes test payments on a real project only when the operator says so, announced', () => {
      expect(checkoutOf({ ...realProject, CHECKOUT_MODE: 'test' })).toEqual({
        checkoutMode: 'builtin',
        announceTestPayments: true,
      })
      // Said on the emulator too, it is said on every page.
      expect(checkoutOf({ ...emulator, CHECKOUT_MODE: 'test' })).toEqual({
        checkoutMode: 'builtin',
        announceTestPayments: true,
      })
    })

    it('refuses CHECKOUT_MODE=stripe without the keys, and =test beside them', () => {
      expect(() => parseConfig({ ...realProject, CHECKOUT_MODE: 'stripe' })).toThrow(
        /CHECKOUT_MODE: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
      )
      expect(() => parseConfig({ ...emulator, CHECKOUT_MODE: 'stripe' })).toThrow(/CHECKOUT_MODE/)
      expect(() => parseConfig({ ...realProject, ...stripeKeys, CHECKOUT_MODE: 'test' })).toThrow(
        /CHECKOUT_MODE: test runs the built-in test checkout, not Stripe/,
      )
    })

    it.each(['live', 'TEST', 'builtin', 'free'])('refuses CHECKOUT_MODE=%s', (value) => {
      expect(() => parseConfig({ ...realProject, ...stripeKeys, CHECKOUT_MODE: value })).toThrow(
        /CHECKOUT_MODE: expected stripe or test/,
      )
    })
  })

  describe('the listen address with the Auth emulator', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }

    it.each(['127.0.0.1', '127.0.1.1', '::1', 'localhost', 'LOCALHOST'])('allows %s', (host) => {
      expect(parseConfig({ ...emulator, HOST: host }).host).toBe(host)
    })

    it.each(['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'jobfit.example', '::ffff:0.0.0.0'])(
      'refuses %s, which other machines reach',
      (host) => {
        expect(() => parseConfig({ ...emulator, HOST: host })).toThrow(
          /HOST: with FIREBASE_AUTH_EMULATOR_HOST set[\s\S]*loopback address only/,
        )
      },
    )

    it('leaves any address to a server that checks token signatures', () => {
      expect(parseConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
      expect(
        parseConfig({ HOST: '::', FIREBASE_PROJECT_ID: 'jobfit-prod', CHECKOUT_MODE: 'test' }).host,
      ).toBe('::')
    })
  })

  it('is loopback for 127.0.0.0/8, ::1 and localhost only', () => {
    expect(['127.0.0.1', '127.255.0.9', '::1', 'localhost'].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(
      ['0.0.0.0', '::', '128.0.0.1', 'localhost.example', '127.0.0.1.example'].map(isLoopbackHost),
    ).toEqual([false, false, false, false, false])
  })

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/jobfit'],
    ['PLAN_CATALOG', 'v2'],
    ['LLM_BASE_URL', 'ftp://models.example'],
    ['LLM_TIMEOUT_MS', '10'],
    ['CORS_ORIGINS', 'not a url'],
    ['FIREBASE_AUTH_EMULATOR_HOST', 'http://127.0.0.1:9099'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['ANALYSIS_RATE_LIMIT_PER_MINUTE', 'lots'],
    ['UPLOAD_RATE_LIMIT_PER_MINUTE', '0'],
    ['CHECKOUT_RATE_LIMIT_PER_MINUTE', '2.5'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_KEY_PREFIX', 'has spaces and * globs'],
    ['STRIPE_SECRET_KEY', 'pk_test_publishable'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
    ['STRIPE_API_URL', 'localhost:12111'],
    ['CHECKOUT_SIGNING_SECRET', 'short'],
    ['CHECKOUT_MODE', 'free'],
    ['ORIGINALITY_PROVIDER_URL', 'originality.example'],
    ['LINKEDIN_PROVIDER_URL', 'file:///etc/passwd'],
  ])('names %s when it is malformed (%s)', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`))
  })

  it('names every bad variable at once', () => {
    expect(() => parseConfig({ PORT: 'x', PLAN_CATALOG: 'y' })).toThrow(/PORT[\s\S]*PLAN_CATALOG/)
  })
})
