import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.ts'
import { parseConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import type { Writer } from '../domain/writing/writer.ts'
import { createFirebaseIdentity } from '../integrations/firebase.ts'
import type { IdentityProvider } from '../integrations/firebase.ts'
import { EMULATOR_HOST, EMULATOR_PROJECT_ID } from './emulator.ts'

export interface TestApp {
  app: FastifyInstance
  identity: IdentityProvider
  close(): Promise<void>
}

/** The real app over a test database and the emulator, quiet unless a test fails. */
export async function buildTestApp(
  database: Database,
  env: Record<string, string> = {},
  options: { now?: () => Date; writer?: Writer; logger?: Record<string, unknown> } = {},
): Promise<TestApp> {
  const config = parseConfig({
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
    WEB_DIST_DIR: '/nonexistent/jobfit-dist',
    ...env,
  })
  const identity = createFirebaseIdentity({
    projectId: config.firebaseProjectId,
    emulatorHost: config.firebaseAuthEmulatorHost,
  })
  const app = await buildApp({
    config,
    database,
    identity,
    logger: options.logger ?? false,
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.writer === undefined ? {} : { writer: options.writer }),
  })
  await app.ready()
  return {
    app,
    identity,
    close: async () => {
      await app.close()
      await identity.close()
    },
  }
}
