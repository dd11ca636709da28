import { qrSvg } from '@/domain/content/content-share'

/** A QR code drawn as SVG on the server (one path; no generated markup injected). */
export function QrCode({ text, label, size = 240 }: { text: string; label: string; size?: number }) {
  const { size: modules, d } = qrSvg(text)
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className="h-auto max-w-full"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={d} fill="#0f172a" />
    </svg>
  )
}
