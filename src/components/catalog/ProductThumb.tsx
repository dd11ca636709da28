import { getImageProps } from 'next/image'
import type { MediaView } from '@/lib/data/doc-views'

interface Props {
  image: MediaView | null
  /** Said when the image has no alt text of its own (the product's name). */
  fallbackAlt: string
  /** next/image's `sizes`: how wide the box is at each breakpoint. */
  sizes: string
  className?: string
}

/**
 * A product's first image in a card or list row: lazy, sized (srcset with `sizes`), in a fixed box so nothing
 * shifts while it loads; an empty box when the product has no image. next/image's attributes are made on the
 * server (getImageProps): no client JavaScript.
 */
export function ProductThumb({ image, fallbackAlt, sizes, className = '' }: Props) {
  const box = `relative overflow-hidden rounded-md border border-slate-200 bg-slate-50 ${className}`
  if (!image) return <div aria-hidden="true" className={box} />
  const { props } = getImageProps({
    src: image.url,
    alt: image.alt || fallbackAlt,
    fill: true,
    sizes,
    loading: 'lazy',
    className: 'object-contain p-1',
  })
  return (
    <div className={box}>
      {/* biome-ignore lint/performance/noImgElement: next/image's attributes from getImageProps; its client component stays out of the page's JavaScript */}
      <img {...props} alt={image.alt || fallbackAlt} />
    </div>
  )
}
