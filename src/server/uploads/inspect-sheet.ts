/**
 * What an uploaded quick-order sheet really is, decided from its bytes (as every customer upload, docs/adr/0012):
 * an XLSX (a ZIP that file-type recognises as a spreadsheet), within the byte bound, whose ZIP directory promises
 * no more than MAX_SHEET_INFLATED bytes once unpacked (a "ZIP bomb" is refused before exceljs inflates anything).
 */
export const MAX_SHEET_BYTES = 1024 * 1024
export const MAX_SHEET_INFLATED = 20 * 1024 * 1024

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export type SheetInspection = { ok: true } | { ok: false; reason: 'type' | 'tooLarge' | 'damaged' }

/**
 * The sum of the uncompressed sizes the ZIP's central directory lists, or null when there is no readable
 * directory (or it uses ZIP64, which a 1 MiB template never needs).
 */
export function zipInflatedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The end-of-central-directory record: its signature within the last 64 KiB + 22 bytes.
  let eocd = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i
      break
    }
  }
  if (eocd < 0) return null
  const entries = view.getUint16(eocd + 10, true)
  const offset = view.getUint32(eocd + 16, true)
  if (entries === 0xffff || offset === 0xffffffff) return null
  let at = offset
  let total = 0
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null
    const size = view.getUint32(at + 24, true)
    if (size === 0xffffffff) return null
    total += size
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return total
}

export async function inspectSheet(bytes: Uint8Array): Promise<SheetInspection> {
  if (bytes.byteLength > MAX_SHEET_BYTES) return { ok: false, reason: 'tooLarge' }
  if (bytes.byteLength === 0) return { ok: false, reason: 'type' }
  const { fileTypeFromBuffer } = await import('file-type')
  const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined)
  if (sniffed?.mime !== XLSX_MIME) return { ok: false, reason: 'type' }
  const inflated = zipInflatedSize(bytes)
  if (inflated === null || inflated > MAX_SHEET_INFLATED) return { ok: false, reason: 'damaged' }
  return { ok: true }
}
