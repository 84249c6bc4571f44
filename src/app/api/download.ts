import type { DownloadedFile } from './client.ts'

/**
 * Saves a Blob as a file through a temporary link with `download`, the only way a page can start
 * a download of bytes it already holds.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  link.style.display = 'none'
  // Firefox ignores clicks on links that are not in the document.
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    // Revoking in the same task can cancel the download in some browsers; the next task is enough.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
}

/** Saves what a binary call returned under the name the server gave it. */
export function saveDownloadedFile(file: DownloadedFile): void {
  saveBlob(file.blob, file.filename)
}
