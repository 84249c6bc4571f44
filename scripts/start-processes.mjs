// Child processes for scripts/start.mjs: each in its own process group, so stopping one stops
// whatever it spawned (npx, tsx and the emulator's Java-less node children).
import { spawn } from 'node:child_process'

/** Starts a command; its output lines are prefixed with the name. */
export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...options,
  })
  const prefix = `[${name}] `
  for (const stream of [child.stdout, child.stderr]) {
    let pending = ''
    stream.on('data', (chunk) => {
      pending += chunk.toString()
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) if (line.trim() !== '') process.stdout.write(prefix + line + '\n')
    })
  }
  return child
}

/** SIGTERM to the group, SIGKILL after `graceMs` if it is still there. */
export async function stopProcess(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return
  }
  const timer = new Promise((resolve) => setTimeout(resolve, graceMs, 'timeout'))
  if ((await Promise.race([exited, timer])) === 'timeout') {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
}

/** Polls `check` until it resolves true; rejects after `timeoutMs` or when `child` exits. */
export async function waitFor(what, check, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited before it was ready`)
    try {
      if (await check()) return
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`)
}

/** Resolves when something accepts HTTP at the URL with a status below 500. */
export async function answers(url) {
  const response = await fetch(url)
  return response.status < 500
}
