import { getImageProps } from 'next/image'
import type { MediaView } from '@/lib/data/doc-views'

interface Props {
  image: MediaView | null
  /** Said when the image has no alt text of its own (the product's name). */
  fallbackAlt: string
  /**
   * How wide the box is: a number of CSS pixels for a box of one fixed size (a list row's square), else
   * next/image's `sizes` (its width at each breakpoint).
   */
  sizes: string | number
  className?: string
}

/**
 * A product's first image in a card or list row: lazy, sized, in a fixed box so nothing shifts while it loads; an
 * empty box when the product has no image. next/image's attributes are made on the server (getImageProps): no
 * client JavaScript. A box of a fixed pixel size gets the two candidates it can use (1x and 2x screens) instead of
 * one per configured width (16 URLs, about 1.4 kB per row, sent twice: in the HTML and in the page's RSC payload).
 */
export function ProductThumb({ image, fallbackAlt, sizes, className = '' }: Props) {
  const box = `relative overflow-hidden rounded-md border border-slate-200 bg-slate-50 ${className}`
  if (!image) return <div aria-hidden="true" className={box} />
  const alt = image.alt || fallbackAlt
  const { props } =
    typeof sizes === 'number'
      ? getImageProps({
          src: image.url,
          alt,
          width: sizes,
          height: sizes,
          loading: 'lazy',
          className: 'h-full w-full object-contain p-1',
        })
      : getImageProps({ src: image.url, alt, fill: true, sizes, loading: 'lazy', className: 'object-contain p-1' })
  return (
    <div className={box}>
      {/* biome-ignore lint/performance/noImgElement: next/image's attributes from getImageProps; its client component stays out of the page's JavaScript */}
      <img {...props} alt={alt} />
    </div>
  )
}
