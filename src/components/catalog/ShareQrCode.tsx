'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

/**
 * The share QR code of a page. The server renders it (an SVG data URL) when the public origin is configured
 * (SITE_URL); otherwise the browser draws it from its own address, loading the encoder only then.
 */
export function ShareQrCode({ src }: { src: string | null }) {
  const t = useTranslations('catalog.share')
  const [drawn, setDrawn] = useState<string | null>(null)

  useEffect(() => {
    if (src) return
    let cancelled = false
    import('qrcode')
      .then((qr) => qr.toString(window.location.href, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (!cancelled) setDrawn(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [src])

  const image = src ?? drawn
  return (
    <div className="flex items-center gap-4">
      <div className="h-28 w-28 shrink-0 rounded border border-slate-200 bg-white p-1">
        {image && (
          // biome-ignore lint/performance/noImgElement: a generated SVG data URL, nothing for the image optimizer to do
          <img src={image} alt={t('alt')} width={104} height={104} className="h-full w-full" />
        )}
      </div>
      <p className="text-sm text-slate-600">{t('hint')}</p>
    </div>
  )
}
