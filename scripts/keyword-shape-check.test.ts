import { describe, expect, it } from 'vitest'
import { junkReason } from './keyword-shape-check.ts'

const LEXICON = new Set(['research and development'])

describe('junkReason', () => {
  it.each([
    ['Kubernetes'],
    ['accounts payable'],
    ['decision making'],
    ['machine learning'],
    ['LinkedIn'],
    ['YouTube'],
    ['JavaScript'],
    ['IT'],
    ['IV therapy'],
    ['C++'],
    ['B.S.'],
    ['Web 2.0'],
    ['research and development'],
    ['French, fluent'],
    ['Английский, B2'],
    ['Inglés, intermedio alto'],
  ])('accepts the skill name %s', (keyword) => {
    expect(junkReason(keyword, LEXICON)).toBeNull()
  })

  it.each([
    ['using node.js and vue.js', 'edge_verb'],
    ['AWS and understanding', 'edge_verb'],
    ['manage accounts payable', 'edge_verb'],
    ['one', 'edge_number'],
    ['III', 'edge_number'],
    ['5+ years', 'edge_number'],
    ['little', 'only_empty_words'],
    ['existing', 'only_empty_words'],
    ['JOB', 'only_empty_words'],
    ['AboutThe', 'glued'],
    ['experienceMust', 'glued'],
    ['staff so', 'edge_function_word'],
    ['the team', 'edge_function_word'],
    ['Kafka and RabbitMQ', 'conjunction_pair'],
    ['experience with the cloud', 'fragment'],
    ['Python.', 'punctuation'],
    ['teamwork, communication', 'punctuation'],
    ['Teamwork, communication', 'punctuation'],
  ] as const)('rejects %s as %s', (keyword, reason) => {
    expect(junkReason(keyword, LEXICON)).toBe(reason)
  })
})
