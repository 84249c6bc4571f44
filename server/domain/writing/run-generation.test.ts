import { describe, expect, it } from 'vitest'
import type { ProgressEvent } from '../../../src/contract/streaming.ts'
import type { GuardResult } from './fabrication-guard.ts'
import {
  failedGenerationOf,
  runGeneration,
  STAGE_START,
  WRITER_ABORTED_MESSAGE,
  WRITER_MALFORMED_MESSAGE,
  WRITER_TIMEOUT_MESSAGE,
  WRITER_UNAVAILABLE_MESSAGE,
  writingPercentOf,
} from './run-generation.ts'
import type { GenerationSteps } from './run-generation.ts'
import { TEST_CHANGE } from '../../integrations/llm/test-inputs.ts'
import { WriterError } from './writer.ts'

const guardedAs = (text: string): GuardResult => ({ text, removed: [], addedKeywords: [] })

/** Steps that log what ran, writing `pieces` one by one through onText. */
function stepsOf(pieces: string[], log: string[] = []): GenerationSteps<string, string> {
  return {
    expectedLength: pieces.join('').length,
    analyze: () => {
      log.push('analyze')
      return 'analysis'
    },
    write: async (analysis, options) => {
      log.push(`write(${analysis})`)
      for (const piece of pieces) options.onText?.(piece)
      return pieces.join('')
    },
    check: (written) => {
      log.push('check')
      return guardedAs(written.toUpperCase())
    },
    save: async (guarded) => {
      log.push('save')
      return `saved:${guarded.text}`
    },
  }
}

describe('runGeneration', () => {
  it('analyses, writes, checks and saves in order, passing the guarded text on', async () => {
    const log: string[] = []
    const result = await runGeneration(stepsOf(['ab', 'cd'], log))
    expect(result).toBe('saved:ABCD')
    expect(log).toEqual(['analyze', 'write(analysis)', 'check', 'save'])
  })

  it('reports the stages in order with a rising percent and hands every piece on', async () => {
    const progress: ProgressEvent[] = []
    const texts: string[] = []
    const timeline: string[] = []
    await runGeneration(stepsOf(['one ', '', 'two ', 'three']), {
      onProgress: (event) => {
        progress.push(event)
        timeline.push(event.stage)
      },
      onText: (text) => {
        texts.push(text)
        timeline.push('delta')
      },
    })
    // Short and without a line break: nothing is sent before the guard has read it all.
    expect(texts).toEqual(['ONE TWO THREE'])
    expect(progress[0]).toEqual({ stage: 'analyzing', percent: STAGE_START.analyzing })
    expect(progress.at(-1)).toEqual({ stage: 'saving', percent: STAGE_START.saving })
    const percents = progress.map((event) => event.percent)
    expect(percents).toEqual([...percents].sort((a, b) => a - b))
    expect(new Set(percents).size).toBe(percents.length)
    expect(timeline.indexOf('delta')).toBeGreaterThan(timeline.indexOf('checking'))
    expect(timeline.lastIndexOf('delta')).toBeLessThan(timeline.indexOf('saving'))
  })

  it('hands on only text the guard kept, lines while writing, the rest after the check', async () => {
    const line = `${'A sentence the guard keeps as it is. '.repeat(3).trim()}\n`
    const pieces = [...line.repeat(30), 'Worked at Initech.\n', line, 'last words']
    const steps = stepsOf(pieces)
    steps.check = (written) => guardedAs(written.replace(/ at Initech/g, ''))
    const texts: string[] = []
    const timeline: string[] = []
    await runGeneration(steps, {
      onProgress: (event) => timeline.push(event.stage),
      onText: (text) => {
        texts.push(text)
        timeline.push('delta')
      },
    })
    expect(texts.join('')).toBe(steps.check(pieces.join(''), '').text)
    for (const text of texts) expect(text).not.toMatch(/Init/)
    // Some text went out while the writer was still writing.
    expect(timeline.indexOf('delta')).toBeLessThan(timeline.indexOf('checking'))
  })

  it('runs the guard once when nobody reads the text (the plain call)', async () => {
    let checks = 0
    const steps = stepsOf(['A line of text.\n'.repeat(200)])
    const check = steps.check
    steps.check = (written, analysis) => {
      checks += 1
      return check(written, analysis)
    }
    await runGeneration(steps, {})
    expect(checks).toBe(1)
  })

  it('stops with an aborted WriterError before saving when the signal fires', async () => {
    const controller = new AbortController()
    const log: string[] = []
    const steps = stepsOf(['text'], log)
    const write = steps.write
    steps.write = async (analysis, options) => {
      const text = await write(analysis, options)
      controller.abort()
      return text
    }
    const failure = runGeneration(steps, { signal: controller.signal })
    await expect(failure).rejects.toBeInstanceOf(WriterError)
    await expect(failure).rejects.toMatchObject({ failure: 'aborted' })
    expect(log).not.toContain('save')
    expect(log).not.toContain('check')
  })

  it('passes the signal to the writer and lets its failure through', async () => {
    const controller = new AbortController()
    let received: AbortSignal | undefined
    const steps = stepsOf([])
    steps.write = async (_analysis, options) => {
      received = options.signal
      throw new WriterError('timeout', 'slow')
    }
    await expect(runGeneration(steps, { signal: controller.signal })).rejects.toMatchObject({
      failure: 'timeout',
    })
    expect(received).toBe(controller.signal)
  })
})

describe('runGeneration with a change-set writer', () => {
  it('passes the change callbacks to the writer and moves progress with the characters received', async () => {
    const change = TEST_CHANGE
    const events: string[] = []
    const steps: GenerationSteps<string, string> = {
      ...stepsOf([]),
      expectedLength: 100,
      write: async (_analysis, options) => {
        options.onWritten?.(50)
        options.onChange?.(change)
        options.onRejected?.({ text: 'Scala', claim: 'skill', reason: 'Not added.' })
        options.onModelFailed?.('failed')
        return 'text'
      },
    }
    await runGeneration(steps, {
      onProgress: (event) => events.push(`${event.stage}:${event.percent}`),
      onChange: (passed) => events.push(`change:${passed.id}`),
      onRejected: (rejection) => events.push(`rejected:${rejection.text}`),
      onModelFailed: (detail) => events.push(`model_failed:${detail}`),
    })
    expect(events.slice(0, 6)).toEqual([
      'analyzing:5',
      'writing:15',
      `writing:${writingPercentOf(50, 100)}`,
      'change:c1',
      'rejected:Scala',
      'model_failed:failed',
    ])
  })
})

describe('writingPercentOf', () => {
  it('rises from the writing stage towards checking, never reaching it', () => {
    expect(writingPercentOf(0, 100)).toBe(STAGE_START.writing)
    expect(writingPercentOf(50, 100)).toBeGreaterThan(STAGE_START.writing)
    expect(writingPercentOf(100, 100)).toBeLessThan(STAGE_START.checking)
    expect(writingPercentOf(10_000, 100)).toBe(writingPercentOf(100, 100))
    expect(writingPercentOf(5, 0)).toBe(writingPercentOf(100, 100))
  })
})

describe('failedGenerationOf', () => {
  it('answers 504 for a timeout, 502 for an unreachable or unusable model, 499 when cancelled', () => {
    const of = (failure: 'timeout' | 'unavailable' | 'malformed' | 'aborted') =>
      failedGenerationOf(new WriterError(failure, 'internal detail'))
    expect(of('timeout')).toEqual({ status: 504, detail: WRITER_TIMEOUT_MESSAGE })
    expect(of('unavailable')).toEqual({ status: 502, detail: WRITER_UNAVAILABLE_MESSAGE })
    expect(of('malformed')).toEqual({ status: 502, detail: WRITER_MALFORMED_MESSAGE })
    expect(of('aborted')).toEqual({ status: 499, detail: WRITER_ABORTED_MESSAGE })
    // Every message tells the person nothing was counted.
    for (const message of [WRITER_TIMEOUT_MESSAGE, WRITER_UNAVAILABLE_MESSAGE]) {
      expect(message).toMatch(/Nothing was counted/)
    }
  })
})
