import { z } from 'zod'
import { DEFAULT_PLAN_CATALOG_ID, planCatalogIdSchema } from '../src/contract/plans.ts'

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

const envSchema = z.object({
  PORT: port,
  HOST: z.preprocess(blankAsUnset, z.string().trim().min(1).default('127.0.0.1')),
  DATABASE_URL: postgresUrl,
  DATA_DIR: z.preprocess(blankAsUnset, z.string().trim().min(1).default('.data')),
  PLAN_CATALOG: z.preprocess(blankAsUnset, planCatalogIdSchema.default(DEFAULT_PLAN_CATALOG_ID)),
  CORS_ORIGINS: originList,
  FIREBASE_PROJECT_ID: z.preprocess(blankAsUnset, z.string().trim().min(1).default('demo-jobfit')),
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  GOOGLE_APPLICATION_CREDENTIALS: optionalString,
  LOG_LEVEL: z.preprocess(
    blankAsUnset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST_DIR: z.preprocess(blankAsUnset, z.string().trim().min(1).default('dist')),
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
})

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
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * Reads the server's settings from an environment. Throws a ConfigError naming every bad variable,
 * so an operator fixes them all in one go rather than one restart at a time.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env)
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
  }
}
