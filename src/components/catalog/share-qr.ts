import QRCode from 'qrcode'
import { absoluteUrl } from '@/domain/catalog-seo'

/**
 * The server-drawn share QR code of a page (an SVG data URL), from SITE_URL and the page's path; null when
 * the public origin is not configured (ShareQrCode then draws it in the browser from the real address).
 */
export async function shareQrSrc(path: string, siteUrl = process.env.SITE_URL): Promise<string | null> {
  const url = absoluteUrl(siteUrl, path)
  if (!url) return null
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
