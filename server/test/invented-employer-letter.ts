/*
 * A cover letter long enough to stream in several guarded steps, with one invented employer
 * ("Initech Systems") between honest paragraphs: the streaming tests check it never leaves.
 */
const PARAGRAPH =
  'I build REST APIs in Python for payment systems and care about clear, tested code.'

export const INVENTED_EMPLOYER = /Initech/

export const LETTER_WITH_INVENTED_EMPLOYER = [
  'Dear Hiring Manager,',
  '',
  `${PARAGRAPH} ${PARAGRAPH} ${PARAGRAPH}`,
  '',
  'Before that I spent six years at Initech Systems leading its data platform.',
  '',
  `${PARAGRAPH} ${PARAGRAPH} ${PARAGRAPH} ${PARAGRAPH}`,
  '',
  `${PARAGRAPH} ${PARAGRAPH} ${PARAGRAPH}`,
  '',
  'Sincerely,',
  'Jane Doe',
].join('\n')
