import { getImageProps } from 'next/image'
import { getTranslations } from 'next-intl/server'
import type { MediaView } from '@/lib/data/doc-views'

export interface GalleryItem {
  image: MediaView
  type: string
  caption: string
  /** The lot the image documents (lot QC images), shown beside the caption. */
  lotNumber?: string
}

/** next/image's attributes (srcset, sizes, lazy or eager), without its client component. */
function imageProps(image: MediaView, alt: string, sizes: string, eager: boolean, className: string) {
  const sized = image.width && image.height
  return getImageProps({
    src: image.url,
    alt,
    sizes,
    className,
    ...(sized ? { width: image.width as number, height: image.height as number } : { fill: true }),
    ...(eager ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const }),
  }).props
}

/**
 * The product's pictures (issue 19): the main image first (eager: it is the page's largest paint), then the QC
 * images of the datasheet and of the current lot (lazy), each with its kind and caption. A picture opens full size
 * in the browser (a plain link: no JavaScript).
 */
export async function ProductGallery({
  productName,
  main,
  items,
}: {
  productName: string
  main: MediaView | null
  items: GalleryItem[]
}) {
  if (!main && items.length === 0) return null
  const t = await getTranslations('catalog')
  const typeLabel = (type: string) =>
    t.has(`options.qcImage.${type}`) ? t(`options.qcImage.${type}`) : t('options.qcImage.other')
  return (
    <section aria-label={t('datasheet.gallery')} data-testid="product-gallery" className="mb-6">
      {main && (
        <div className="relative flex aspect-[4/3] max-w-md items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-white">
          {/* biome-ignore lint/performance/noImgElement: next/image's attributes from getImageProps; its client component stays out of the page's JavaScript */}
          <img
            {...imageProps(
              main,
              main.alt || productName,
              '(min-width: 1024px) 28rem, 100vw',
              true,
              'h-full w-full object-contain p-4',
            )}
            alt={main.alt || productName}
          />
        </div>
      )}
      {items.length > 0 && (
        <>
          <h2 className="mt-4 text-sm font-semibold text-slate-900">{t('datasheet.gallery')}</h2>
          <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {items.map((item) => {
              const label = typeLabel(item.type)
              const alt = item.caption || t('datasheet.galleryLabel', { type: label, name: productName })
              return (
                <li key={`${item.image.url}-${item.lotNumber ?? ''}`} data-testid="gallery-item">
                  <figure className="h-full rounded-lg border border-slate-200 bg-white p-2">
                    <a
                      href={item.image.url}
                      className="relative block aspect-[4/3] overflow-hidden rounded focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {/* biome-ignore lint/performance/noImgElement: next/image's attributes from getImageProps */}
                      <img
                        {...imageProps(
                          item.image,
                          alt,
                          '(min-width: 1280px) 12rem, (min-width: 640px) 30vw, 45vw',
                          false,
                          'h-full w-full object-contain',
                        )}
                        alt={alt}
                      />
                    </a>
                    <figcaption className="mt-2 text-xs leading-snug text-slate-700">
                      <span className="font-medium text-slate-900">{label}</span>
                      {item.lotNumber && <span className="text-slate-500"> · {item.lotNumber}</span>}
                      {item.caption && <span className="block">{item.caption}</span>}
                    </figcaption>
                  </figure>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </section>
  )
}
