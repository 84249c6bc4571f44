import type { LinkedinImportResponse } from '../../../src/contract/pro.ts'
import { isZip, sniffDocumentKind } from '../documents/sniff-kind.ts'
import { ProfileImportError } from './import-error.ts'
import { parseExportZip } from './parse-export-zip.ts'
import { parseProfilePdf } from './parse-profile-pdf.ts'

/** An uploaded profile file, typed by its bytes: the data-export ZIP or the "Save to PDF" file. */
export async function importProfileFile(bytes: Uint8Array): Promise<LinkedinImportResponse> {
  if (bytes.length === 0) throw new ProfileImportError(422, 'file_empty')
  if (isZip(bytes)) return parseExportZip(bytes)
  if (sniffDocumentKind(bytes) === 'pdf') return parseProfilePdf(bytes)
  throw new ProfileImportError(415, 'not_pdf_or_zip')
}
