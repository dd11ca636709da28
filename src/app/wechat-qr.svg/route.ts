/*
 * The footer's WeChat follow code when the back office has no uploaded one (site-config wechatQr): a QR code of
 * WECHAT_FOLLOW_URL, drawn once per process. An image URL rather than a data URL inside every Chinese page's
 * HTML (where it was about 7 kB, twice: the markup and the page's RSC payload).
 */
import QRCode from 'qrcode'
import { wechatFollowUrl } from '@/lib/data/footer'

export const dynamic = 'force-dynamic'

let drawn: { url: string; svg: Promise<string> } | null = null

export async function GET() {
  const url = wechatFollowUrl()
  if (drawn?.url !== url) {
    drawn = { url, svg: QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) }
  }
  return new Response(await drawn.svg, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
