import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveBlob, saveDownloadedFile } from './download.ts'

describe('saveBlob', () => {
  const created: Blob[] = []
  let clicked: { href: string; download: string; inDocument: boolean }[] = []

  beforeEach(() => {
    vi.useFakeTimers()
    created.length = 0
    clicked = []
    // jsdom implements neither object URLs nor downloads; these stand in for the browser.
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        created.push(blob)
        return `blob:https://app.test/${created.length}`
      }),
      revokeObjectURL: vi.fn(),
    })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({
        href: this.href,
        download: this.download,
        inDocument: document.body.contains(this),
      })
    })
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('clicks a download link to an object URL of the blob, then cleans up', () => {
    const blob = new Blob(['PK'], { type: 'application/octet-stream' })
    saveBlob(blob, 'Jane Doe - Resume.docx')

    expect(created).toEqual([blob])
    expect(clicked).toEqual([
      { href: 'blob:https://app.test/1', download: 'Jane Doe - Resume.docx', inDocument: true },
    ])
    expect(document.querySelector('a')).toBeNull()
    // Revoked only after the click's task, so the browser has taken the download.
    expect(URL.revokeObjectURL).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:https://app.test/1')
  })

  it('saves a downloaded file under its name', () => {
    saveDownloadedFile({ blob: new Blob(['%PDF']), filename: 'bio.pdf' })
    expect(clicked[0]?.download).toBe('bio.pdf')
  })
})
