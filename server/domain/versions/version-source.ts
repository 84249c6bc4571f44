import { OFFLINE_WRITER_NAME } from '../writing/offline/offline-writer.ts'

/**
 * What an optimization's version says made it, from the writer's name: the offline rules
 * ('jobfit-offline'), or else a configured model (its name is the model's, which the version does
 * not keep: the usage event records it).
 */
export function optimizationSourceOf(writerName: string): 'offline' | 'model' {
  return writerName === OFFLINE_WRITER_NAME ? 'offline' : 'model'
}
