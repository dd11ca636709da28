'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

/** The site's QR code drawing, loaded only in browsers that need it (no public origin configured). */
const QrCode = dynamic(() => import('@/components/content/QrCode').then((m) => m.QrCode), { ssr: false })

/**
 * The share QR code of a page when the server does not know the public origin (SITE_URL unset): drawn in the
 * browser from the address the visitor is on.
 */
export function ShareQrCode({ label, size }: { label: string; size: number }) {
  const [href, setHref] = useState<string | null>(null)
  useEffect(() => setHref(window.location.href), [])
  // One box of the code's size from the first render on: the drawing's chunk loads after the address is known,
  // and an empty box in between would let the content below move up and back (layout shift).
  return (
    <div style={{ width: size, height: size }}>{href ? <QrCode text={href} label={label} size={size} /> : null}</div>
  )
}
