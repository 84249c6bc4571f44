// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { collectStateTags, computeCoverage, parseStateKeys } from './states-coverage-core.mjs'

const CATALOGUE = `# Screen states

A story carries \`state:<key>\`:

| not | a key table |
|---|---|

## Shell
| key | state |
|---|---|
| shell.navbar.signed-out | links home/bio/cover/pricing |
| \`shell.toast.success\` | success toast |

## Home
| key | state |
|---|---|
| home.signed-out | hero CTA to /signup |
| shell.navbar.signed-out | listed twice, counted once |
`

describe('parseStateKeys', () => {
  test('reads the first column of the tables, without headers, separators or backticks', () => {
    expect(parseStateKeys(CATALOGUE)).toEqual([
      'shell.navbar.signed-out',
      'shell.toast.success',
      'home.signed-out',
    ])
  })

  test('finds nothing in text without tables', () => {
    expect(parseStateKeys('# Title\n\nNo tables here.\n')).toEqual([])
  })
})

describe('collectStateTags', () => {
  test('takes the state: tags of story entries only', () => {
    const index = {
      v: 5,
      entries: {
        'shell-navbar--docs': { type: 'docs', tags: ['autodocs', 'state:from.docs'] },
        'shell-navbar--signed-out': {
          type: 'story',
          tags: ['dev', 'test', 'state:shell.navbar.signed-out', 'screen'],
        },
        'home--default': { type: 'story', tags: ['state:home.signed-out', 'state:home.typo'] },
        'home--untagged': { type: 'story' },
      },
    }
    expect([...collectStateTags(index)].sort()).toEqual([
      'home.signed-out',
      'home.typo',
      'shell.navbar.signed-out',
    ])
  })
})

describe('computeCoverage', () => {
  const keys = parseStateKeys(CATALOGUE)

  test('everything covered', () => {
    const tagged = new Set(['shell.navbar.signed-out', 'shell.toast.success', 'home.signed-out'])
    expect(computeCoverage(keys, tagged)).toEqual({
      total: 3,
      covered: 3,
      missing: [],
      extra: [],
      planned_missing: [],
    })
  })

  test('lists missing keys and tags that name no key', () => {
    const tagged = new Set(['shell.navbar.signed-out', 'home.signed-in'])
    expect(computeCoverage(keys, tagged)).toEqual({
      total: 3,
      covered: 1,
      missing: ['home.signed-out', 'shell.toast.success'],
      extra: ['home.signed-in'],
      planned_missing: [],
    })
  })
})

describe('computeCoverage with the planned part (screen-states-next.md)', () => {
  const keys = parseStateKeys(CATALOGUE)
  const planned = parseStateKeys(`## Shell and account (hardening)
| key | state |
|---|---|
| shell.test-payments-ribbon | payments in test mode |
| profile.tab.danger.export | 'Download my data' offered |
| home.signed-out | planned here too, but required in the catalogue |
`)
  const required = ['shell.navbar.signed-out', 'shell.toast.success', 'home.signed-out']

  test('a tagged planned key is neither extra nor planned-missing', () => {
    const tagged = new Set([...required, 'shell.test-payments-ribbon'])
    expect(computeCoverage(keys, tagged, planned)).toEqual({
      total: 3,
      covered: 3,
      missing: [],
      extra: [],
      planned_missing: ['profile.tab.danger.export'],
    })
  })

  test('untagged planned keys are listed as planned-missing, required keys stay required', () => {
    const tagged = new Set(['shell.navbar.signed-out', 'home.typo'])
    expect(computeCoverage(keys, tagged, planned)).toEqual({
      total: 3,
      covered: 1,
      missing: ['home.signed-out', 'shell.toast.success'],
      extra: ['home.typo'],
      planned_missing: ['profile.tab.danger.export', 'shell.test-payments-ribbon'],
    })
  })

  test('every planned key tagged: nothing planned-missing', () => {
    const tagged = new Set([...required, 'shell.test-payments-ribbon', 'profile.tab.danger.export'])
    expect(computeCoverage(keys, tagged, planned).planned_missing).toEqual([])
  })
})
