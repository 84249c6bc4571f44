import fastifyCors from '@fastify/cors'
import fastifyHelmet from '@fastify/helmet'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify from 'fastify'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod'
import { getPlanCatalog } from '../src/contract/plan-catalogs.ts'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { startBulkRunner } from './domain/bulk/bulk-runner.ts'
import { selectProfileProvider } from './domain/linkedin/profile-provider.ts'
import { selectOriginalityProvider } from './domain/originality/provider.ts'
import { selectWriter } from './domain/writing/select-writer.ts'
import type { Writer } from './domain/writing/writer.ts'
import { cancelAtStripe, endAtStripe } from './domain/billing/provider-actions.ts'
import { settleExpiredPlan } from './domain/billing/settle-plan.ts'
import type { IdentityProvider, VerifiedIdentity } from './integrations/firebase.ts'
import { registerAuth } from './plugins/auth.ts'
import { registerErrorHandling } from './plugins/errors.ts'
import { registerRateLimits } from './plugins/rate-limits.ts'
import { requestIdOf } from './plugins/request-id.ts'
import { generateSigningSecret } from './domain/billing/webhook-signature.ts'
import { createStripeClient } from './integrations/stripe/client.ts'
import { TokenCache } from './plugins/token-cache.ts'
import { registerWebApp } from './plugins/web-app.ts'
import { safeLoggerOptions } from './safe-logging.ts'
import { parsingSerializerCompiler } from './plugins/zod-serializer.ts'
import { registerAnalysisRoutes } from './routes/analysis.ts'
import { registerBillingRoutes } from './routes/billing.ts'
import { registerDataExportRoutes } from './routes/data-export.ts'
import { registerExportRoutes } from './routes/export.ts'
import { registerGenerateRoutes } from './routes/generate.ts'
import { registerJsonResumeRoutes } from './routes/json-resume.ts'
import { registerOptimizeRoutes } from './routes/optimize.ts'
import { registerPaymentRoutes } from './routes/payments.ts'
import { registerProRoutes } from './routes/pro.ts'
import { registerProToolRoutes } from './routes/pro-tools.ts'
import { registerPublicRoutes } from './routes/public.ts'
import { registerResumeRoutes } from './routes/resumes.ts'
import { registerTemplateRoutes } from './routes/templates.ts'
import { registerUploadRoutes } from './routes/upload.ts'
import { registerUserRoutes } from './routes/users.ts'
import { fastifyTrustProxy } from './trust-proxy.ts'

export const API_VERSION = '0.1.0'

export interface AppDependencies {
  config: Config
  database: Database
  identity: IdentityProvider
  /** The clock of every date the API computes (month keys, reset dates); tests set it. */
  now?: () => Date
  /** Every AI text goes through it; defaults to the one the configuration selects. */
  writer?: Writer
  /** pino options or false; defaults to the configured level. */
  logger?: boolean | Record<string, unknown>
}

/**
 * The whole HTTP application, with its outside dependencies passed in so tests can bring their
 * own database, identity provider and clock. `listen` is the caller's business.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, identity } = deps
  const now = deps.now ?? (() => new Date())
  const catalog = getPlanCatalog(config.planCatalog)
  const writer = deps.writer ?? selectWriter(config)

  const app = Fastify({
    // Redaction and safe error serializers on every logger (safe-logging.ts): no user texts.
    logger: safeLoggerOptions(deps.logger ?? { level: config.logLevel }),
    // Honour a caller's (a proxy's) request id when it is a safe token, else make one; echoed
    // back in x-request-id. Not Fastify's requestIdHeader, which takes any value into the logs.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    // Resume texts are long but bounded (MAX_LONG_TEXT per field); 2 MB leaves room for JSON.
    bodyLimit: 2 * 1024 * 1024,
    // Only the configured proxies may say who the client is (X-Forwarded-For): rate limits need
    // the real client, and trusting anyone would let any caller pick its own address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(parsingSerializerCompiler)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  // The Auth emulator's address, for the page's CSP, only where the server itself trusts the
  // emulator: a real deployment's pages may not talk to a local emulator.
  const emulator =
    config.firebaseAuthEmulatorHost === undefined
      ? []
      : [
          ...new Set([
            `http://${config.firebaseAuthEmulatorHost}`,
            'http://127.0.0.1:9099',
            'http://localhost:9099',
          ]),
        ]
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Firebase Auth: its REST endpoints, the emulator, and Google sign-in's popup and frames.
        connectSrc: ["'self'", 'https://*.googleapis.com', 'https://apis.google.com', ...emulator],
        scriptSrc: ["'self'", 'https://apis.google.com'],
        frameSrc: [
          "'self'",
          'https://*.firebaseapp.com',
          'https://accounts.google.com',
          ...emulator,
        ],
        imgSrc: ["'self'", 'data:', 'https:'],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        // No page of ours is ever framed (clickjacking); Firebase's frames are its own origin's.
        frameAncestors: ["'none'"],
        // Local use is plain http (the app and the emulator); upgrading would break both.
        upgradeInsecureRequests: null,
      },
    },
    // The same for browsers that predate frame-ancestors.
    frameguard: { action: 'deny' },
    // Addresses carry ids (/payment/success?session_id=...): they are never sent to anyone. The
    // Firebase SDK sets its own policy on its requests, so API-key referrer checks still work.
    referrerPolicy: { policy: 'no-referrer' },
    // signInWithPopup needs to talk to its popup window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  })
  await app.register(fastifyCors, {
    origin: config.corsOrigins,
    credentials: true,
    exposedHeaders: ['x-request-id'],
  })
  // Per address on the whole API, per user on expensive calls; in Redis with REDIS_URL.
  await registerRateLimits(app, config)
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'JobFit API',
        version: API_VERSION,
        description: 'Every call of src/contract/endpoints.ts.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' })

  registerErrorHandling(app)
  // One Stripe client for checkout, status, cancel and refunds; none without a key.
  const stripe =
    config.stripe === undefined
      ? undefined
      : createStripeClient({ secretKey: config.stripe.secretKey, apiUrl: config.stripe.apiUrl })
  const tokens = new TokenCache<VerifiedIdentity>()
  registerAuth(app, {
    db: database.db,
    identity,
    tokens,
    settleUser: (user) => settleExpiredPlan(database.db, user, { now: now(), catalog }),
  })
  registerUserRoutes(app, {
    db: database.db,
    catalog,
    identity,
    evictTokens: (uid) => tokens.evictUser(uid),
    // Deleting the account first ends a Stripe subscription at once (no renewal).
    endSubscriptionAtProvider: stripe === undefined ? undefined : endAtStripe(stripe),
    now,
  })
  registerBillingRoutes(app, {
    db: database.db,
    now,
    // A Stripe subscription is also cancelled at Stripe (at its period's end).
    cancelAtProvider: stripe === undefined ? undefined : cancelAtStripe(stripe),
  })
  registerAnalysisRoutes(app, {
    db: database.db,
    catalog,
    now,
    perUserRateLimit: config.analysisRateLimitPerMinute,
  })
  // Saving a resume runs the analysis for its match score: the analysis budget (decisions.md).
  registerResumeRoutes(app, {
    db: database.db,
    perUserRateLimit: config.analysisRateLimitPerMinute,
    now,
  })
  // JSON Resume in and out: a resume save (the import creates one) on the same budget.
  registerJsonResumeRoutes(app, {
    db: database.db,
    perUserRateLimit: config.analysisRateLimitPerMinute,
    now,
  })
  registerTemplateRoutes(app, { db: database.db })
  registerUploadRoutes(app, { perUserRateLimit: config.uploadRateLimitPerMinute })
  // Exports are CPU work like an analysis, not model calls: the analysis budget (decisions.md).
  registerExportRoutes(app, {
    db: database.db,
    catalog,
    perUserRateLimit: config.analysisRateLimitPerMinute,
  })
  registerDataExportRoutes(app, {
    db: database.db,
    now,
    perUserRateLimit: config.analysisRateLimitPerMinute,
  })
  const generation = {
    db: database.db,
    catalog,
    writer,
    now,
    perUserRateLimit: config.generationRateLimitPerMinute,
    perUserExportLimit: config.analysisRateLimitPerMinute,
  }
  registerOptimizeRoutes(app, generation)
  registerGenerateRoutes(app, generation)
  // Bulk runs are worked as jobs (pg-boss on PostgreSQL, in process on PGlite); the runner picks
  // up runs a previous process left, and closing the app interrupts them resumably (before the
  // server waits for open requests: the ones waiting for a run are answered 503 at once).
  const bulk = await startBulkRunner({ database, catalog, writer, now, log: app.log })
  app.addHook('preClose', async () => {
    await bulk.stop()
  })
  registerProRoutes(app, { ...generation, bulk })
  registerProToolRoutes(app, {
    db: database.db,
    catalog,
    originality: selectOriginalityProvider(config.originalityProvider),
    profiles: selectProfileProvider(config.linkedinProvider),
    perUserRateLimit: config.analysisRateLimitPerMinute,
    perUserUploadLimit: config.uploadRateLimitPerMinute,
  })
  registerPublicRoutes(app, { database, catalog, version: API_VERSION, now })
  // Without Stripe, the built-in checkout signs its events with this and the webhook verifies
  // them with it (decisions.md, payments); made per process unless configured.
  const localSigningSecret = config.checkoutSigningSecret ?? generateSigningSecret()
  registerPaymentRoutes(app, {
    db: database.db,
    catalog,
    now,
    allowedOrigins: config.corsOrigins,
    stripe,
    webhookSecret: config.stripe?.webhookSecret ?? localSigningSecret,
    localSigningSecret,
    perUserCheckoutLimit: config.checkoutRateLimitPerMinute,
  })
  await registerWebApp(app, config.webDistDir, { testPayments: config.announceTestPayments })
  return app
}
