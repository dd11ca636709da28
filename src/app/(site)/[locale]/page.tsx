import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ProductTeaserList } from '@/components/catalog/ProductTeaserList'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { homeData, imageOf } from '@/lib/data/home'

export const revalidate = 300

type Props = { params: Promise<{ locale: Locale }> }

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('home')
  const { banners, popular, hot } = await homeData(locale)
  return (
    <main>
      <section aria-label="banners" className="grid gap-4 md:grid-cols-2">
        {banners.map((banner) => {
          const image = imageOf(banner.image)
          return (
            <Link
              key={banner.id}
              href={banner.link || '/'}
              className="relative block aspect-[16/5] overflow-hidden bg-brand-900 text-white"
              style={image?.url ? { backgroundImage: `url(${image.url})`, backgroundSize: 'cover' } : undefined}
            >
              <span className="absolute bottom-4 left-4">
                <strong className="block text-2xl">{banner.title}</strong>
                <span>{banner.subtitle}</span>
              </span>
            </Link>
          )
        })}
      </section>
      <section className="mx-auto max-w-6xl p-4">
        <h2 className="text-xl font-semibold">{t('popular')}</h2>
        <ProductTeaserList products={popular} />
        <h2 className="mt-6 text-xl font-semibold">{t('hot')}</h2>
        <ProductTeaserList products={hot} />
        <Link href="/hotsproduct" className="mt-4 inline-block text-brand-600 underline">
          {t('morePopular')}
        </Link>
      </section>
    </main>
  )
}
