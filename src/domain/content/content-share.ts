import QRCode from 'qrcode'

/**
 * /wechat-share?url=…: the page to share as a QR code. Only pages of this site may be shared: a path
 * (`/product-detail?catalogNumber=CD002`, `/en/literature`) or an absolute URL on the site's own origin.
 * Everything else (other hosts, `//host`, `javascript:`, back-office and API paths, control characters) is
 * refused, so the page can never be used to put someone else's link behind the site's name.
 */
const MAX_LENGTH = 500
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/
const BASE = 'http://share.invalid'

/** The internal path (with query and fragment) to share, or null when the URL may not be shared. */
export function sharePath(raw: string | undefined, origin: string): string | null {
  if (raw === undefined) return '/'
  const text = raw.trim()
  if (!text || text.length > MAX_LENGTH || CONTROL.test(text) || text.includes('\\')) return null
  let url: URL
  if (text.startsWith('/')) {
    if (text.startsWith('//')) return null
    url = new URL(text, BASE)
    if (url.origin !== BASE) return null
  } else {
    try {
      url = new URL(text)
    } catch {
      return null
    }
    if (url.origin !== new URL(origin).origin || url.username || url.password) return null
  }
  const path = url.pathname
  if (/^\/(en\/)?(admin|api|_next)(\/|$)/.test(path) || path === '/wechat-share' || path === '/en/wechat-share') {
    return null
  }
  return `${path}${url.search}${url.hash}`
}

export interface QrSvg {
  /** Modules per side, including the quiet zone. */
  size: number
  /** One SVG path drawing every dark module as a 1×1 square. */
  d: string
}

/** A QR code of `text` as one SVG path (rendered as React elements: no generated markup is injected). */
export function qrSvg(text: string, margin = 2): QrSvg {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const n = modules.size
  let d = ''
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (modules.get(row, col)) d += `M${col + margin} ${row + margin}h1v1h-1z`
    }
  }
  return { size: n + margin * 2, d }
}
