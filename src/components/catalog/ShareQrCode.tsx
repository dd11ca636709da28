'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'

/** The site's QR code drawing, loaded only in browsers that need it (no public origin configured). */
const QrCode = dynamic(() => import('@/components/content/QrCode').then((m) => m.QrCode), { ssr: false })

/**
 * The share QR code of a page when the server does not know the public origin (SITE_URL unset): drawn in the
 * browser from the address the visitor is on, once the box comes within 300 px of the viewport (the drawing's
 * code is 9 kB gzip and takes a noticeable moment on a phone; on a phone the box is far below the first screen).
 */
export function ShareQrCode({ label, size }: { label: string; size: number }) {
  const ref = useRef<HTMLDivElement>(null)
  const [href, setHref] = useState<string | null>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        setHref(window.location.href)
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  // One box of the code's size from the first render on: the drawing's chunk loads after the address is known,
  // and an empty box in between would let the content below move up and back (layout shift).
  return (
    <div ref={ref} style={{ width: size, height: size }}>
      {href ? <QrCode text={href} label={label} size={size} /> : null}
    </div>
  )
}
