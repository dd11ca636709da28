import { APIError, type CollectionBeforeValidateHook } from 'payload'
import { splitNumbers } from '../../../domain/leads/coa'

/** Every PDF starts with this header (within its first 1024 bytes, in practice at byte 0). */
export function looksLikePdf(data: Uint8Array): boolean {
  const head = Buffer.from(data.subarray(0, 1024)).toString('latin1')
  return head.includes('%PDF-')
}

/**
 * Checks the upload really is a PDF (the header, not the name or the declared type) and stores the catalog and
 * lot numbers as the visitor will type them: trimmed, upper case.
 */
export const checkCertificate: CollectionBeforeValidateHook = ({ data, req, operation }) => {
  const file = req.file
  if (file?.data && !looksLikePdf(file.data)) {
    throw new APIError('只接受 PDF 文件 / Only PDF files are accepted', 400, undefined, true)
  }
  if (operation === 'create' && !file) {
    throw new APIError('请上传 PDF 文件 / Please upload the PDF file', 400, undefined, true)
  }
  if (data) {
    for (const key of ['catalogNumber', 'lotNumber'] as const) {
      if (typeof data[key] === 'string') data[key] = splitNumbers(data[key])[0] ?? ''
    }
  }
  return data
}
