import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import type { ExportFormat } from '../../../contract/common.ts'
import type { DeltaEvent, ProgressEvent } from '../../../contract/streaming.ts'
import { generationReducer, type GenerationState } from '../../../ui/bio/generator-rules.ts'
import { LONG_SUCCESS_TOAST_MS } from '../../../ui/primitives/toast-settings.ts'
import { toast } from '../../../ui/primitives/toaster.tsx'
import { isApiError } from '../../api/api-error.ts'
import type { DownloadedFile } from '../../api/client.ts'
import { saveDownloadedFile } from '../../api/download.ts'
import type { GenerationProgress } from '../../api/generate.ts'

/** The words a generator page shows for each outcome, in the page's language (spec §8). */
export interface GeneratorMessages {
  generated: string
  copied: string
  exported: Record<ExportFormat, string>
  forbidden: string
  exportForbidden: string
  generateFailed: (error: unknown) => string
  exportFailed: Record<ExportFormat, string>
  copyFailed: string
}

export interface GeneratorCalls<Request, Result, ExportRequest> {
  generate: (request: Request, progress: GenerationProgress) => Promise<Result>
  exportFile: (format: ExportFormat, request: ExportRequest) => Promise<DownloadedFile>
}

/** Success toasts on the bio and cover letter pages last 3 s (spec §9). */
const SUCCESS = { duration: LONG_SUCCESS_TOAST_MS }

const isForbidden = (error: unknown) => isApiError(error) && error.status === 403

/**
 * What the two generator pages do with the API: a streamed generation (progress and text as they
 * come), copy, the exports, and the messages of spec §8. A 403 from any call turns the page into
 * its upgrade screen (spec §4); reset clears the result, the upgrade flag and a running generation.
 */
export function useGenerator<Request, Result, ExportRequest>(
  calls: GeneratorCalls<Request, Result, ExportRequest>,
  messages: GeneratorMessages,
) {
  const [generation, dispatch] = useReducer(generationReducer<Result>, {
    status: 'idle',
  } as GenerationState<Result>)
  const [forbidden, setForbidden] = useState<string | null>(null)
  const [exporting, setExporting] = useState<ExportFormat | null>(null)
  const [exportError, setExportError] = useState<string | null>(null)
  const running = useRef<AbortController | null>(null)
  // The latest calls and words without re-creating the handlers on every render.
  const latest = useRef({ calls, messages })
  latest.current = { calls, messages }

  // Leaving the page stops a generation nobody will see.
  useEffect(() => () => running.current?.abort(), [])

  const refuse = useCallback((message: string) => {
    toast.error(message)
    setForbidden(message)
  }, [])

  const generate = useCallback(
    async (request: Request) => {
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      setExportError(null)
      dispatch({ type: 'start' })
      try {
        const result = await latest.current.calls.generate(request, {
          signal: controller.signal,
          onProgress: ({ stage, percent }: ProgressEvent) =>
            dispatch({ type: 'progress', stage, percent }),
          onDelta: ({ text }: DeltaEvent) => dispatch({ type: 'delta', text }),
        })
        if (controller.signal.aborted) return
        dispatch({ type: 'done', result })
        toast.success(latest.current.messages.generated, SUCCESS)
      } catch (error) {
        if (controller.signal.aborted) return
        const { messages: words } = latest.current
        if (isForbidden(error)) {
          dispatch({ type: 'reset' })
          refuse(words.forbidden)
          return
        }
        const message = words.generateFailed(error)
        dispatch({ type: 'fail', message })
        toast.error(message)
      } finally {
        if (running.current === controller) running.current = null
      }
    },
    [refuse],
  )

  const exportAs = useCallback(
    async (format: ExportFormat, request: ExportRequest) => {
      setExporting(format)
      setExportError(null)
      const { calls: api, messages: words } = latest.current
      try {
        saveDownloadedFile(await api.exportFile(format, request))
        toast.success(words.exported[format], SUCCESS)
      } catch (error) {
        if (isForbidden(error)) {
          refuse(words.exportForbidden)
        } else {
          setExportError(words.exportFailed[format])
          toast.error(words.exportFailed[format])
        }
      } finally {
        setExporting(null)
      }
    },
    [refuse],
  )

  const copy = useCallback(async (text: string) => {
    const { messages: words } = latest.current
    try {
      await navigator.clipboard.writeText(text)
      toast.success(words.copied, SUCCESS)
    } catch {
      toast.error(words.copyFailed)
    }
  }, [])

  const reset = useCallback(() => {
    running.current?.abort()
    running.current = null
    dispatch({ type: 'reset' })
    setForbidden(null)
    setExportError(null)
  }, [])

  return { generation, forbidden, exporting, exportError, generate, exportAs, copy, reset }
}
