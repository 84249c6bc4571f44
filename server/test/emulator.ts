import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export const EMULATOR_HOST = '127.0.0.1:9099'
export const EMULATOR_PROJECT_ID = 'demo-jobfit'

function isListening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function isReady(): Promise<boolean> {
  try {
    const response = await fetch(`http://${EMULATOR_HOST}/`)
    return response.ok
  } catch {
    return false
  }
}

/**
 * Starts the Firebase Auth emulator unless one already listens on 127.0.0.1:9099 (a developer's,
 * or `npm start`'s), and waits until it answers. Resolves to a stop function (a no-op when the
 * emulator was not ours).
 */
export async function ensureAuthEmulator(repoRoot: string): Promise<() => Promise<void>> {
  if (await isListening('127.0.0.1', 9099)) {
    await waitUntilReady(60_000)
    return async () => {}
  }
  const configHome = path.join(repoRoot, '.cache', 'firebase')
  mkdirSync(configHome, { recursive: true })
  const child: ChildProcess = spawn(
    'npx',
    ['firebase', 'emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID],
    {
      cwd: repoRoot,
      // CI=true: no prompts, no update check; XDG_CONFIG_HOME keeps its state inside the repo.
      env: { ...process.env, CI: 'true', XDG_CONFIG_HOME: configHome },
      // Its own process group, so stopping it also stops the Java-less node child npx starts.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid, 'SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
  }
  try {
    await waitUntilReady(90_000, () => child.exitCode !== null)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\nEmulator output:\n${output}`)
  }
  return stop
}

async function waitUntilReady(timeoutMs: number, gaveUp: () => boolean = () => false) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error('The Firebase Auth emulator exited before it was ready.')
    if (await isReady()) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The Firebase Auth emulator was not ready within ${timeoutMs / 1000} s.`)
}
