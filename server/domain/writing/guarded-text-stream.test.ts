import { describe, expect, it } from 'vitest'
import { guardProse, guardResume } from './fabrication-guard.ts'
import { createGuardedTextStream } from './guarded-text-stream.ts'
import {
  INVENTED_EMPLOYER,
  LETTER_WITH_INVENTED_EMPLOYER,
} from '../../test/invented-employer-letter.ts'

/** Feeds `text` in pieces of `size` characters; returns what was sent, piece by piece. */
function streamed(
  text: string,
  check: (written: string) => string,
  options: { size?: number; minPrefix?: number; minStep?: number } = {},
): string[] {
  const sent: string[] = []
  const stream = createGuardedTextStream({
    check,
    emit: (piece) => sent.push(piece),
    ...(options.minPrefix === undefined ? {} : { minPrefix: options.minPrefix }),
    ...(options.minStep === undefined ? {} : { minStep: options.minStep }),
  })
  const size = options.size ?? 3
  for (let i = 0; i < text.length; i += size) stream.push(text.slice(i, i + size))
  stream.finish(check(text))
  return sent
}

const dropInvented = (written: string) => written.replace(/ at Initech/g, '')

describe('createGuardedTextStream', () => {
  it('sends whole guarded lines as they complete, then the rest, joining to the guarded text', () => {
    const text = 'First line.\nSecond line at Initech.\nLast words'
    const sent = streamed(text, dropInvented, { minPrefix: 0, minStep: 0 })
    expect(sent).toEqual(['First line.\n', 'Second line.\n', 'Last words'])
    expect(sent.join('')).toBe(dropInvented(text))
  })

  it('never sends a piece of a line before the guard has read the line whole', () => {
    // One character at a time: " at Init" would pass a check that looks for " at Initech".
    const sent = streamed('Worked at Initech for years.\nThen more.\n', dropInvented, {
      size: 1,
      minPrefix: 0,
      minStep: 0,
    })
    expect(sent.join('')).toBe('Worked for years.\nThen more.\n')
    for (const piece of sent) expect(piece).not.toMatch(/Init/)
  })

  it('sends nothing until the text is long enough for the guard to read its language', () => {
    const sent: string[] = []
    const stream = createGuardedTextStream({
      check: (written) => written,
      emit: (piece) => sent.push(piece),
      minPrefix: 20,
      minStep: 0,
    })
    stream.push('Short line.\n')
    expect(sent).toEqual([])
    stream.push('Another line.\n')
    expect(sent).toEqual(['Short line.\nAnother line.\n'])
  })

  it('stops sending when the guard takes back text it already passed; done shows the rest', () => {
    // A heading is kept while its section may still fill, and goes once it stays empty.
    const check = (written: string) =>
      written.includes('Nothing here') ? written.replace('## Awards\n', '') : written
    const sent: string[] = []
    const stream = createGuardedTextStream({
      check,
      emit: (piece) => sent.push(piece),
      minPrefix: 0,
      minStep: 0,
    })
    stream.push('Intro.\n## Awards\n')
    expect(sent).toEqual(['Intro.\n## Awards\n'])
    stream.push('Nothing here\n## Skills\nPython\n')
    stream.finish(check('Intro.\n## Awards\nNothing here\n## Skills\nPython\n'))
    expect(sent).toEqual(['Intro.\n## Awards\n'])
  })

  it('checks again only once enough new lines have completed', () => {
    const checked: string[] = []
    const sent = streamed(
      'one\ntwo\nthree\nfour\n',
      (written) => {
        checked.push(written)
        return written
      },
      { size: 4, minPrefix: 0, minStep: 8 },
    )
    expect(checked).toEqual(['one\ntwo\n', 'one\ntwo\nthree\nfour\n', 'one\ntwo\nthree\nfour\n'])
    expect(sent).toEqual(['one\ntwo\n', 'three\nfour\n'])
  })

  it('with the real guard, a fabricated claim never leaves, and the text is the guarded one', () => {
    const original = [
      '# Jane Doe',
      'jane@example.com',
      '',
      '## Experience',
      'Backend Engineer, Acme Corp, 2019 - Present',
      '- Built REST APIs in Python serving two million requests a day for the payments team',
      '- Ran PostgreSQL clusters and cut query latency by forty percent across all regions',
      '- Packaged services with Docker and wrote the deployment runbooks the team still uses',
      '',
      '## Education',
      'BSc Computer Science, State University, 2014 - 2018',
      '',
      '## Skills',
      'Python, PostgreSQL, Docker, REST',
    ].join('\n')
    const job = 'Senior Backend Engineer\n- Python and PostgreSQL\n- Kubernetes and Docker'
    const written = [
      '# Jane Doe',
      'jane@example.com',
      '',
      '## Summary',
      'Backend engineer who builds REST APIs in Python and runs PostgreSQL at scale for payments.',
      'Known for clear runbooks, careful migrations and steady latency work across every region.',
      'Comfortable owning a service end to end, from the first schema to the on-call rotation.',
      'Writes the kind of documentation that lets a new teammate ship in their first week.',
      'Prefers small, reversible changes and measures the effect of each one before the next.',
      'Happy pairing with product and support to turn vague complaints into fixed defects.',
      '',
      '## Experience',
      'Backend Engineer, Acme Corp, 2019 - Present',
      '- Built REST APIs in Python serving two million requests a day for the payments team',
      '- Ran PostgreSQL clusters and cut query latency by forty percent across all regions',
      '- Packaged services with Docker and Terraform and wrote the deployment runbooks',
      '',
      '## Education',
      'BSc Computer Science, State University, 2014 - 2018',
      '',
      '## Skills',
      'Python, PostgreSQL, Docker, REST, Kubernetes, Terraform',
    ].join('\n')
    const check = (text: string) => guardResume(original, text, job).text
    const final = guardResume(original, written, job)
    expect(final.removed.map((claim) => claim.text)).toEqual(['Terraform', 'Terraform'])
    expect(written.length).toBeGreaterThan(800)
    for (const size of [1, 7, 50]) {
      const sent = streamed(written, check, { size })
      expect(sent.length).toBeGreaterThan(1)
      for (const piece of sent) expect(piece).not.toMatch(/Terraform/)
      expect(sent.join('')).toBe(final.text)
    }
  })

  it('with the prose guard, an invented employer in a letter never leaves', () => {
    const sources = ['Jane Doe', 'Backend engineer at Acme Corp who builds REST APIs in Python.']
    const written = LETTER_WITH_INVENTED_EMPLOYER
    const check = (text: string) => guardProse({ sources, written: text, jobDescription: '' }).text
    const final = check(written)
    expect(final).not.toMatch(INVENTED_EMPLOYER)
    const sent = streamed(written, check, { size: 5 })
    expect(sent.length).toBeGreaterThan(1)
    for (const piece of sent) expect(piece).not.toMatch(INVENTED_EMPLOYER)
    expect(sent.join('')).toBe(final)
  })
})
