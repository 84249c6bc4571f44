import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import lockfile from 'proper-lockfile'

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

/**
 * Takes the lock of an embedded database directory. PGlite lets two processes open one data dir
 * and then silently loses writes (toolchain notes), so the second opener must fail loudly instead.
 * Creates the directory (and its parents) when missing. Resolves to the release function.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const absolute = path.resolve(dir)
  await mkdir(absolute, { recursive: true })
  try {
    // The lock is refreshed while held and counts as stale 10 s after its holder died.
    return await lockfile.lock(absolute, {
      lockfilePath: `${absolute}.lock`,
      onCompromised: (error) => {
        // Someone took the lock from under us (clock jumps, a deleted lock dir): writing on would
        // risk exactly the corruption the lock exists to prevent.
        console.error(`The lock of ${absolute} was lost: ${error.message}. Stopping.`)
        process.exit(1)
      },
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The database directory ${absolute} is in use by another JobFit server process. ` +
          'Stop that process, or set DATA_DIR (or DATABASE_URL) to use another database.',
      )
    }
    throw error
  }
}
