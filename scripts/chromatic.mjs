#!/usr/bin/env node
// Optional upload to the hosted Chromatic service. Its token comes from the environment only, and
// the hosted service is not reachable from the development machines, so this is never part of CI.
import { spawnSync } from 'node:child_process'

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN to upload Storybook to Chromatic.')
  process.exit(1)
}
const result = spawnSync(
  'npx',
  [
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
)
process.exit(result.status ?? 1)
