import { afterAll, beforeAll } from 'vitest'
import type { Database } from '../db/database.ts'
import { buildTestApp } from './app.ts'
import type { TestApp } from './app.ts'
import type { TestDatabase } from './databases.ts'

/** What a describe block's tests reach once its beforeAll has run. */
export interface AppOnDatabase {
  readonly database: Database
  readonly test: TestApp
}

/**
 * Opens a fresh database of `target` and the app over it before the tests of the describe block
 * it is called in, and closes both after them: the set-up every route test needs, written once.
 */
export function useAppOnDatabase(target: TestDatabase): AppOnDatabase {
  let opened: { database: Database; dispose: () => Promise<void> } | undefined
  let app: TestApp | undefined
  beforeAll(async () => {
    opened = await target.open()
    app = await buildTestApp(opened.database)
  })
  afterAll(async () => {
    await app?.close()
    await opened?.dispose()
  })
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('Used before beforeAll ran')
    return value
  }
  return {
    get database() {
      return ready(opened).database
    },
    get test() {
      return ready(app)
    },
  }
}
