import { LANGUAGE_SAMPLE_CHARS } from '../analysis/language.ts'

/*
 * What a streaming generation may show while the writer is still writing (decisions.md, AI
 * writing): only text the fabrication guard has passed. The guard reads a whole text, so it is
 * run on the written text up to its last complete line, and what it returns is sent on only while
 * it continues what was already sent. The guard decides line by line (sections and dropped entries
 * carry forward, never back), so a finished line it keeps in a prefix it keeps in the whole text;
 * the one reading that spans the text, its language, is taken from the first
 * LANGUAGE_SAMPLE_CHARS characters, so nothing is sent before a prefix is that long.
 */

export interface GuardedTextStream {
  /** The writer's next piece of raw text. */
  push(delta: string): void
  /** The guard's text for the whole written text: sends whatever of it is not sent yet. */
  finish(guarded: string): void
}

export interface GuardedTextStreamOptions {
  /** The fabrication guard on a text; returns the text it keeps. */
  check: (written: string) => string
  /** Receives guarded text, in order; the pieces join to a prefix of what the guard keeps. */
  emit: (text: string) => void
  /** Characters the written text must have before a prefix is checked (tests lower it). */
  minPrefix?: number
  /**
   * Characters of new complete lines between two checks, at the least: each check reads the whole
   * prefix, so a check per line would cost the square of the text's length. A prefix must also
   * be half again as long as the one checked before, which keeps all the checks of a text to
   * about three times one check of the whole.
   */
  minStep?: number
}

/** About a paragraph: the text appears in steps a reader can follow. */
const CHECK_STEP_CHARS = 400

export function createGuardedTextStream(options: GuardedTextStreamOptions): GuardedTextStream {
  const { check, emit, minPrefix = LANGUAGE_SAMPLE_CHARS, minStep = CHECK_STEP_CHARS } = options
  let written = ''
  let checkedUpTo = 0
  let sent = ''
  let stalled = false
  const sendUpTo = (guarded: string) => {
    // The guard took back something already sent (a heading whose lines it removed later):
    // nothing more is sent, and `done` carries the text to show.
    if (stalled || !guarded.startsWith(sent)) {
      stalled = true
      return
    }
    const next = guarded.slice(sent.length)
    if (next === '') return
    sent = guarded
    emit(next)
  }
  return {
    push(delta) {
      written += delta
      const end = written.lastIndexOf('\n') + 1
      if (end < minPrefix || end - checkedUpTo < Math.max(1, minStep, checkedUpTo / 2)) return
      checkedUpTo = end
      sendUpTo(check(written.slice(0, end)))
    },
    finish(guarded) {
      sendUpTo(guarded)
    },
  }
}
