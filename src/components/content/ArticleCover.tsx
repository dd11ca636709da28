import Image from 'next/image'
import type { ArticleFull } from '@/lib/data/content'

/** An article's cover image at full width (its own size, else 1200 × 600), `sizes` telling its width on screen. */
export function ArticleCover({ cover, sizes }: { cover: NonNullable<ArticleFull['cover']>; sizes: string }) {
  return (
    <Image
      src={cover.url}
      alt={cover.alt}
      width={cover.width ?? 1200}
      height={cover.height ?? 600}
      sizes={sizes}
      className="mt-6 h-auto w-full rounded-lg"
    />
  )
}
