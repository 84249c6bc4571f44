#!/usr/bin/env node
// The README's test command: lint, formatting, typecheck, the Storybook build with the states
// coverage check, every Vitest project (unit, server, stories, and visual last), then the
// end-to-end journey through the assembled app. Each stage is timed; the first failure stops the
// run with that stage's exit code.
// The closing line is the plain "N passed, N failed, N skipped" that CI reads.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'

const VITEST_REPORT = 'test-results/vitest.json'
mkdirSync('test-results', { recursive: true })
rmSync(VITEST_REPORT, { force: true })

const stages = [
  ['lint', ['npx', 'eslint', '.', '--max-warnings', '0']],
  ['format', ['npx', 'prettier', '--check', '--log-level', 'warn', '.']],
  ['typecheck', ['npx', 'tsc', '-p', 'tsconfig.json']],
  // Every key of ../shared/spec/screen-states.md is tagged on a story of a fresh Storybook build.
  ['storybook build + states coverage', ['node', 'scripts/states-coverage.mjs', '--build']],
  [
    'unit + stories + visual',
    [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${VITEST_REPORT}`,
    ],
  ],
  // After Vitest, so its server suite's Auth emulator is gone before the journey starts its own.
  ['e2e journey', ['node', 'e2e/journey.mjs']],
]

const timings = []

function finish(code) {
  console.log(`\n== stage timings\n${timings.join('\n')}`)
  try {
    const report = JSON.parse(readFileSync(VITEST_REPORT, 'utf8'))
    const skipped = report.numPendingTests + report.numTodoTests
    console.log(
      `\n${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
    )
  } catch {
    // The test stage did not run (an earlier stage failed), so there is no count to print.
  }
  process.exit(code)
}

for (const [name, [command, ...args]] of stages) {
  const started = Date.now()
  console.log(`\n== ${name}: ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  timings.push(`${name}: ${seconds} s`)
  if (result.status !== 0) {
    console.error(`\n== ${name} failed after ${seconds} s`)
    finish(result.status ?? 1)
  }
}
finish(0)
