import type { Config } from '../../config.ts'
import { createModelWriter } from '../../integrations/llm/model-writer.ts'
import { createOfflineWriter } from './offline/offline-writer.ts'
import type { Writer } from './writer.ts'

/**
 * The writer for this server (decisions.md, AI writing): the model-backed one when an
 * OpenAI-compatible endpoint is configured (LLM_BASE_URL), else the built-in offline writer.
 */
export function selectWriter(config: Pick<Config, 'llm'>): Writer {
  return config.llm === undefined ? createOfflineWriter() : createModelWriter(config.llm)
}
