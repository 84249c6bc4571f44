#!/usr/bin/env node
// The `jobfit` command (package.json "bin"). Node 20 cannot run TypeScript, so this shim registers
// tsx's loader and then runs the command written in TypeScript: no build step after `npm ci`.
import { register } from 'tsx/esm/api'

register()
const { main } = await import('../server/cli/jobfit.ts')
process.exitCode = await main(process.argv.slice(2))
