#!/usr/bin/env node
// The README's test command: lint, typecheck, then every Vitest project (unit, stories, and visual
// last). Each stage is timed; the first failure stops the run with that stage's exit code.
import { spawnSync } from 'node:child_process'

const stages = [
  ['lint', ['npx', 'eslint', '.', '--max-warnings', '0']],
  ['typecheck', ['npx', 'tsc', '-p', 'tsconfig.json']],
  ['i18n + unit + stories + visual', ['npx', 'vitest', 'run']],
]

const timings = []
for (const [name, [command, ...args]] of stages) {
  const started = Date.now()
  console.log(`\n== ${name}: ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  timings.push(`${name}: ${seconds} s`)
  if (result.status !== 0) {
    console.error(`\n== ${name} failed after ${seconds} s`)
    console.log(`\n== stage timings\n${timings.join('\n')}`)
    process.exit(result.status ?? 1)
  }
}
console.log(`\n== stage timings\n${timings.join('\n')}`)
