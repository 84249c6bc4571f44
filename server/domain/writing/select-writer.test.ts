import { describe, expect, it } from 'vitest'
import { replyJson, startFakeOpenAiServer } from '../../integrations/llm/fake-openai-server.ts'
import { OFFLINE_WRITER_NAME } from './offline/offline-writer.ts'
import { selectWriter } from './select-writer.ts'

describe('selectWriter', () => {
  it('uses the built-in offline writer when no model is configured', () => {
    expect(selectWriter({ llm: undefined }).name).toBe(OFFLINE_WRITER_NAME)
  })

  it('uses the configured model when there is one', async () => {
    const fake = await startFakeOpenAiServer()
    try {
      fake.setBehaviour(replyJson({ paragraphs: ['From the model.'] }))
      const writer = selectWriter({
        llm: { baseUrl: fake.url, apiKey: undefined, model: 'qwen2.5:7b', timeoutMs: 5000 },
      })
      expect(writer.name).toBe('model:qwen2.5:7b')
      const text = await writer.writeBio({
        fullName: 'Jane Doe',
        currentTitle: 'CTO',
        industry: 'Logistics',
        education: 'MSc',
        awards: '',
        accomplishments: 'Grew the team.',
        tone: 'neutral',
        language: 'en',
      })
      expect(text).toBe('From the model.')
      expect(fake.requests[0]?.body?.model).toBe('qwen2.5:7b')
    } finally {
      await fake.close()
    }
  })
})
