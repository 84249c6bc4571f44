import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'
import { MIGRATIONS_DIR } from '../db/client.ts'
import { EMULATOR_HOST, ensureAuthEmulator } from './emulator.ts'

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzipped PGlite data dir with every migration applied, cloned by each test file. */
    pgliteTemplate: string
  }
}

/**
 * Once per run: the Firebase Auth emulator (ours or one already running) and a migrated PGlite
 * template, so each test file starts from a clone in 1-2 s instead of an 8-s initdb.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [stopEmulator, template] = await Promise.all([
    ensureAuthEmulator(REPO_ROOT),
    buildPgliteTemplate(),
  ])
  // firebase-admin in the test workers reads this (they inherit this process's environment).
  process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST
  project.provide('pgliteTemplate', template)
  return async () => {
    rmSync(template, { force: true })
    await stopEmulator()
  }
}

async function buildPgliteTemplate(): Promise<string> {
  const client = await PGlite.create()
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR })
    const dump = await client.dumpDataDir('gzip')
    const dir = path.join(REPO_ROOT, '.cache', 'server-tests')
    mkdirSync(dir, { recursive: true })
    const file = path.join(dir, `pglite-template-${process.pid}.tar.gz`)
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
    return file
  } finally {
    await client.close()
  }
}
