import type { Metadata } from 'next'
import { getImageProps } from 'next/image'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { BannerCarousel, type CarouselBanner } from '@/components/catalog/BannerCarousel'
import { HomeEntryLinks } from '@/components/catalog/HomeEntryLinks'
import { ProductTeaserList } from '@/components/catalog/ProductTeaserList'
import { catalogMetadata } from '@/components/catalog/page-metadata'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import { type HomeBanner, homeData } from '@/lib/data/home'

/** The home page (spec section 2): banners, entry points, popular and hot products. Cached (ISR). */
export const revalidate = 300

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'meta' })
  return { ...catalogMetadata(locale, '/', t('title'), t('description')), title: { absolute: t('title') } }
}

/**
 * The banners with their images' <img> attributes (next/image's srcset and sizes), made here so the carousel
 * needs no next/image client code. The first image is the page's largest paint: eager, high priority (and
 * preloaded by the carousel).
 */
function carouselBanners(banners: HomeBanner[]): CarouselBanner[] {
  return banners.map((banner, i) => {
    if (!banner.image) return { ...banner, img: null }
    const { props } = getImageProps({
      src: banner.image.url,
      alt: '',
      fill: true,
      sizes: '100vw',
      className: 'object-cover',
      ...(i === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' }),
    })
    return { ...banner, img: props }
  })
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, { banners, popular, hot }] = await Promise.all([getTranslations('home'), homeData(locale)])
  return (
    <main className="pb-16">
      <h1 className="sr-only">{t('heading')}</h1>
      <BannerCarousel banners={carouselBanners(banners)} />
      <HomeEntryLinks />
      <section aria-labelledby="home-popular" className="mx-auto mt-14 max-w-7xl px-4 xl:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="home-popular" className="text-2xl font-semibold text-slate-900">
              {t('popular')}
            </h2>
            <p className="mt-1 text-slate-600">{t('popularIntro')}</p>
          </div>
          <Link href="/products" className="text-sm font-medium text-brand-700 hover:underline">
            {t('allProducts')}
          </Link>
        </div>
        <div className="mt-6">
          <ProductTeaserList products={popular} />
        </div>
      </section>
      <section aria-labelledby="home-hot" className="mt-14 bg-slate-50 py-12">
        <div className="mx-auto max-w-7xl px-4 xl:px-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="home-hot" className="text-2xl font-semibold text-slate-900">
                {t('hot')}
              </h2>
              <p className="mt-1 text-slate-600">{t('hotIntro')}</p>
            </div>
            <Link
              href="/hotsproduct"
              className="rounded-md border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('morePopular')}
            </Link>
          </div>
          <div className="mt-6">
            <ProductTeaserList products={hot} />
          </div>
        </div>
      </section>
    </main>
  )
}
