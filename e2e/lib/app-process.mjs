// The assembled app for the journeys: `node scripts/start.mjs` on E2E_PORT with a fresh embedded
// database, stopped with everything it started, pass or fail.
import { execFileSync, spawn } from 'node:child_process'
import path from 'node:path'
import { BASE_URL, OUT_DIR, PORT, ROOT, START_TIMEOUT_MS, delay } from './config.mjs'

/** Every process below `pid` with its process group (start.mjs puts each child in its own group). */
function descendantGroups(pid) {
  let table
  try {
    table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,pgid='], { encoding: 'utf8' })
  } catch {
    return []
  }
  const rows = table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
  const found = new Set([pid])
  let grew = true
  while (grew) {
    grew = false
    for (const [child, parent] of rows) {
      if (found.has(parent) && !found.has(child)) {
        found.add(child)
        grew = true
      }
    }
  }
  const groups = new Set()
  for (const [child, , group] of rows) if (found.has(child) && group > 1) groups.add(group)
  return [...groups]
}

function groupAlive(group) {
  try {
    process.kill(-group, 0)
    return true
  } catch {
    return false
  }
}

/** Starts the app and resolves once /api/health answers; on failure the error carries the child. */
export async function startApp(dataDir, log) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      CORS_ORIGINS: `${BASE_URL},http://localhost:${PORT}`,
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    },
  })
  child.stdout.pipe(log, { end: false })
  child.stderr.pipe(log, { end: false })
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw Object.assign(
        new Error(`the app exited before it was ready (see ${path.join(OUT_DIR, 'app.log')})`),
        { child },
      )
    }
    try {
      const response = await fetch(`${BASE_URL}/api/health`)
      if (response.status === 200) return child
    } catch {
      // Not listening yet.
    }
    await delay(500)
  }
  throw Object.assign(new Error(`the app did not answer ${BASE_URL}/api/health in time`), {
    child,
  })
}

/** SIGTERM to start.mjs (it stops its parts), then SIGKILL to every group still there. */
export async function stopApp(child) {
  if (!child || child.pid === undefined) return
  const groups = descendantGroups(child.pid)
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
    await Promise.race([exited, delay(25_000)])
  }
  for (const group of [child.pid, ...groups]) {
    if (!groupAlive(group)) continue
    try {
      process.kill(-group, 'SIGKILL')
    } catch {
      // Gone meanwhile.
    }
  }
}
