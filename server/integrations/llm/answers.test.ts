import { parsePartialJson } from 'ai'
import { describe, expect, it } from 'vitest'
import {
  BIO_ANSWER,
  COVER_LETTER_ANSWER,
  RESUME_ANSWER,
  extractJsonText,
  parseAnswer,
  renderAnswer,
} from './answers.ts'

const LETTER = {
  greeting: 'Уважаемая команда «Глобекс»,',
  paragraphs: [
    'Я откликаюсь на вакансию "Senior Backend Engineer".',
    '  Я писал сервисы на Go\tи PostgreSQL.  ',
    '',
    'Буду рад поговорить.',
  ],
  sign_off: 'С уважением,\nИрина Петрова',
}
const LETTER_TEXT = [
  LETTER.greeting,
  LETTER.paragraphs[0],
  'Я писал сервисы на Go\tи PostgreSQL.',
  LETTER.paragraphs[3],
  LETTER.sign_off,
].join('\n\n')

/** JSON with every non-ASCII character as a \u escape, as some servers send it. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/**
 * Feeds `raw` to the partial renderer one character at a time, as a stream would, then offers the
 * complete answer, as the writer does; returns what was sent before the end and in all.
 */
async function streamed(raw: string): Promise<{ early: string; sent: string; offers: number }> {
  let sent = ''
  let offers = 0
  for (let end = 1; end <= raw.length; end += 1) {
    const { value } = await parsePartialJson(
      extractJsonText(raw.slice(0, end), { complete: false }),
    )
    const text = renderAnswer(COVER_LETTER_ANSWER.fields, value, { partial: true })
    if (text.length > sent.length && text.startsWith(sent)) {
      sent = text
      offers += 1
    }
  }
  const early = sent
  const parsed = parseAnswer(COVER_LETTER_ANSWER, raw)
  const final = parsed.success
    ? renderAnswer(COVER_LETTER_ANSWER.fields, parsed.data, { partial: false })
    : ''
  if (final.startsWith(sent)) sent = final
  return { early, sent, offers }
}

describe('renderAnswer', () => {
  it('joins the fields in document order, trimmed, without blank blocks', () => {
    expect(renderAnswer(COVER_LETTER_ANSWER.fields, LETTER, { partial: false })).toBe(LETTER_TEXT)
    expect(renderAnswer(BIO_ANSWER.fields, { paragraphs: [' a ', 'b'] }, { partial: false })).toBe(
      'a\n\nb',
    )
    expect(
      renderAnswer(RESUME_ANSWER.fields, { resume_markdown: '\n# A\n' }, { partial: false }),
    ).toBe('# A')
  })

  it('renders nothing for an answer that is not an object', () => {
    expect(renderAnswer(BIO_ANSWER.fields, ['a'], { partial: true })).toBe('')
    expect(renderAnswer(BIO_ANSWER.fields, 'a', { partial: true })).toBe('')
    expect(renderAnswer(BIO_ANSWER.fields, { paragraphs: 'a' }, { partial: true })).toBe('')
  })

  it('holds back fields that come after the one still being written', () => {
    const partial = { sign_off: 'Bye', greeting: 'Dear te' }
    expect(renderAnswer(COVER_LETTER_ANSWER.fields, partial, { partial: true })).toBe('Dear te')
  })

  const orders: [string, Record<string, unknown>][] = [
    ['schema order', LETTER],
    [
      'sign-off first',
      { sign_off: LETTER.sign_off, greeting: LETTER.greeting, paragraphs: LETTER.paragraphs },
    ],
    [
      'paragraphs first',
      { paragraphs: LETTER.paragraphs, sign_off: LETTER.sign_off, greeting: LETTER.greeting },
    ],
  ]
  for (const [name, answer] of orders) {
    for (const [encoding, raw] of [
      ['plain JSON', JSON.stringify(answer)],
      ['escaped JSON', asciiJson(answer)],
      ['pretty JSON in a fence', `\`\`\`json\n${JSON.stringify(answer, null, 2)}\n\`\`\``],
    ] as const) {
      it(`streams a prefix of the final text at every step (${name}, ${encoding})`, async () => {
        const { early, sent, offers } = await streamed(raw)
        expect(sent).toBe(LETTER_TEXT)
        // Text went out while the answer arrived: at least the greeting, piece by piece.
        expect(early.length).toBeGreaterThanOrEqual(LETTER.greeting.length)
        expect(offers).toBeGreaterThan(5)
      })
    }
  }
})

describe('extractJsonText', () => {
  it('finds the object behind a think block, a fence or a remark', () => {
    expect(extractJsonText('<think>{maybe}</think>\n{"a": 1}', { complete: true })).toBe('{"a": 1}')
    expect(extractJsonText('Sure:\n```json\n{"a": "}"}\n```\nDone.', { complete: true })).toBe(
      '{"a": "}"}',
    )
    expect(extractJsonText('no object here', { complete: true })).toBe('')
  })

  it('keeps an unfinished object whole, up to a fence', () => {
    expect(extractJsonText('```json\n{"a": "x}y', { complete: false })).toBe('{"a": "x}y')
    expect(extractJsonText('{"a": 1}\n```\n', { complete: false })).toBe('{"a": 1}\n')
  })
})

describe('parseAnswer', () => {
  it('accepts a valid answer and drops unknown keys', () => {
    expect(parseAnswer(BIO_ANSWER, '{"paragraphs": ["a"], "note": "x"}')).toEqual({
      success: true,
      data: { paragraphs: ['a'] },
    })
  })

  it('names what is wrong', () => {
    expect(parseAnswer(BIO_ANSWER, 'I cannot do that.')).toEqual({
      success: false,
      problem: 'the answer contained no JSON object',
    })
    expect(parseAnswer(BIO_ANSWER, '{"paragraphs": ["a"')).toEqual({
      success: false,
      problem: 'the answer was not valid JSON',
    })
    const blank = parseAnswer(
      COVER_LETTER_ANSWER,
      '{"greeting": " ", "paragraphs": ["a"], "sign_off": "b"}',
    )
    expect(blank).toEqual({
      success: false,
      problem: 'the JSON did not match the shape: "greeting" must not be blank',
    })
    const empty = parseAnswer(BIO_ANSWER, '{"paragraphs": []}')
    expect(empty.success).toBe(false)
    const missing = parseAnswer(RESUME_ANSWER, '{"resume": "# A"}')
    expect(missing.success).toBe(false)
    expect(missing.success ? '' : missing.problem).toContain('"resume_markdown"')
  })
})
