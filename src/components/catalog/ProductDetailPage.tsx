import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { TrackOnView } from '@/components/analytics/TrackOnView'
import { listHref } from '@/domain/catalog/catalog-paging'
import { absoluteUrl, jsonLdImage, localizedPath, productJsonLd } from '@/domain/catalog/catalog-seo'
import { stockMessage } from '@/domain/catalog/stock'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import {
  latestActivity,
  menuTree,
  type ProductDetailData,
  productDetail,
  productTree,
  type SizeView,
} from '@/lib/data/catalog'
import { productCitations } from '@/lib/data/citations'
import { siteConfigView } from '@/lib/data/content'
import { productFaqs } from '@/lib/data/faqs'
import { currentLot, todayInChina } from '@/lib/data/lots'
import { Breadcrumbs } from './Breadcrumbs'
import { CategoryTreeMenu } from './CategoryTreeMenu'
import { CitationList } from './CitationList'
import { CoaByLot } from './CoaByLot'
import { CurrentLotPanel } from './CurrentLotPanel'
import { DetailSidebar } from './DetailSidebar'
import { JsonLd } from './JsonLd'
import { NewBadge } from './NewBadge'
import { detailHref, factLabels } from './option-label'
import { PriceBlock } from './PriceBlock'
import { ProductDatasheet } from './ProductDatasheet'
import { ProductDocuments } from './ProductDocuments'
import { type GalleryItem, ProductGallery } from './ProductGallery'
import { ProductTable } from './ProductTable'
import { ProductTabs } from './ProductTabs'
import { ProductTroubleshooting } from './ProductTroubleshooting'
import { type CalculatorLabels, ReconstitutionCalculator } from './ReconstitutionCalculator'
import { TextBlock } from './TextBlock'

interface Props {
  locale: Locale
  catalogNumber: string
  /** /product-detail, or /new-product-detail (breadcrumb and menu lead to the new-product lists). */
  variant: 'product' | 'new'
  /**
   * A staff draft preview (src/server/preview/draft-preview.ts): this datasheet, read afresh from the draft, instead
   * of the cached published one, under a "预览 / Preview" banner.
   */
  preview?: ProductDetailData
  /** The draft's prices for the preview (sizesView of the draft record), instead of the public API's. */
  previewPrices?: SizeView[]
}

/**
 * The product detail screen (spec section 2): datasheet, tabs (product information, related products,
 * citations, troubleshooting), the price/size/count block with add to cart and enquiry, latest activity,
 * procurement contact and a share QR code. Cached (ISR): prices are read in the browser by PriceBlock.
 */
export async function ProductDetailPage({ locale, catalogNumber, variant, preview, previewPrices }: Props) {
  const product = preview ?? (await productDetail(locale, catalogNumber))
  if (!product) notFound()
  // The current lot's read model is cached under the `lots` tag; the day is part of its key, so an expired lot
  // leaves the page when it regenerates (ISR) on the next day.
  const [tree, citations, activity, contact, t, lot, faqs] = await Promise.all([
    productTree(locale),
    productCitations(product.id),
    latestActivity(locale),
    siteConfigView(locale),
    getTranslations('catalog'),
    currentLot.page(locale, product.id, todayInChina()),
    productFaqs.page(
      locale,
      product.id,
      product.categoryPath.map((c) => c.id),
    ),
  ])
  const isNew = variant === 'new'
  const route = isNew ? '/new-product-detail' : '/product-detail'
  const listRoute = isNew ? '/new-product-list' : '/product-list'
  const path = localizedPath(locale, detailHref(product.catalogNumber, route))
  const chips = factLabels(t, product)
  const pageUrl = absoluteUrl(process.env.SITE_URL, localizedPath(locale, detailHref(product.catalogNumber)))
  const gallery: GalleryItem[] = [
    ...product.gallery,
    ...(lot?.qcImages ?? []).map((q) => ({ ...q, lotNumber: lot?.lotNumber })),
  ]
  const stock = product.sizeStock.map((s) => {
    const m = stockMessage(s.stock, s.leadTimeDays)
    return { size: s.size, stock: s.stock, text: t(`stock.${m.key}`, m.values) }
  })
  const calculatorLabels: CalculatorLabels = {
    title: t('calculator.title'),
    hint: t('calculator.hint'),
    reconstitution: t('calculator.reconstitution'),
    mass: t('calculator.mass'),
    massUnit: t('calculator.massUnit'),
    concentration: t('calculator.concentration'),
    concentrationUnit: t('calculator.concentrationUnit'),
    mw: t('calculator.mw'),
    volume: t('calculator.volume'),
    molarity: t('calculator.molarity'),
    mgPerMl: t('calculator.mgPerMl'),
    micromolar: t('calculator.micromolar'),
    errors: {
      required: t('calculator.errors.required'),
      notNumber: t('calculator.errors.notNumber'),
      notPositive: t('calculator.errors.notPositive'),
    },
  }
  const isKit = product.productType === 'kit'

  return (
    <main className="mx-auto max-w-7xl px-4 pt-6 pb-16 xl:px-6">
      {preview ? (
        <div
          role="status"
          data-testid="preview-banner"
          className="mb-4 rounded border border-amber-400 bg-amber-50 px-4 py-2 text-amber-900"
        >
          <strong>{t('previewBanner')}</strong> <span className="text-sm">{t('previewBannerHint')}</span>
        </div>
      ) : null}
      <JsonLd
        data={productJsonLd({
          name: product.name,
          catalogNumber: product.catalogNumber,
          brand: contact.brand || t('brandFallback'),
          description: product.description,
          url: pageUrl,
          category: product.categoryPath.at(-1)?.name ?? null,
          image: jsonLdImage(process.env.SITE_URL, product.image?.url ?? product.gallery[0]?.image.url),
        })}
      />
      <Breadcrumbs
        items={[
          isNew
            ? { label: t('crumbs.newProducts'), href: '/new-products' }
            : { label: t('crumbs.products'), href: '/products' },
          ...product.categoryPath.map((c) => ({ label: c.name, href: listHref(listRoute, c.id) })),
          { label: product.name },
        ]}
      />
      <div className="mt-6 grid gap-8 xl:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="order-last xl:order-first">
          <CategoryTreeMenu
            tree={menuTree(tree, isNew ? 'new' : 'products')}
            activeId={product.categoryId}
            mode={isNew ? 'new' : 'products'}
          />
        </aside>
        <div className="min-w-0">
          <header>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="rounded bg-brand-50 px-2 py-0.5 font-mono font-semibold text-brand-700">
                <span className="sr-only">{t('fields.catalogNumber')}: </span>
                {product.catalogNumber}
              </span>
              {product.isNew && <NewBadge label={t('newBadge')} />}
            </p>
            <h1 className="mt-2 text-2xl font-semibold leading-tight text-slate-900 xl:text-3xl">{product.name}</h1>
            {chips.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('facts')}>
                {chips.map((chip) => (
                  <li key={chip} className="rounded-full border border-slate-300 px-3 py-0.5 text-xs text-slate-700">
                    {chip}
                  </li>
                ))}
              </ul>
            )}
          </header>
          <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_19rem] lg:grid-rows-[auto_1fr]">
            <div className="lg:col-start-2 lg:row-start-1">
              {preview ? null : <TrackOnView operateType="view_product" operateTypeId={product.catalogNumber} />}
              <PriceBlock
                productId={product.id}
                catalogNumber={product.catalogNumber}
                productName={product.name}
                sizes={product.sizes}
                stock={stock}
                url={pageUrl}
                draftPrices={preview ? previewPrices : undefined}
              />
              {/* Issue 16: the free trial application, with this catalog number and name filled in. */}
              <Link
                href={{
                  pathname: '/apply',
                  query: { sku: product.catalogNumber, productName: product.name.slice(0, 200) },
                }}
                data-testid="apply-trial"
                className="mt-3 flex w-full items-center justify-center rounded-md border border-brand-600 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {t('applyTrial')}
              </Link>
            </div>
            <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
              <ProductGallery productName={product.name} main={product.image} items={gallery} />
              {product.description && (
                <TextBlock text={product.description} className="leading-relaxed text-slate-700" />
              )}
              {product.synonyms.length > 0 && (
                <p className="mt-4 text-sm text-slate-600">
                  <span className="font-medium text-slate-700">{t('fields.synonyms')}: </span>
                  {product.synonyms.join(', ')}
                </p>
              )}
              <div className="mt-8">
                <ProductTabs
                  label={t('tabs.label')}
                  tabs={[
                    { key: 'info', label: t('tabs.info'), content: <ProductDatasheet product={product} /> },
                    {
                      key: 'related',
                      label: t('tabs.related'),
                      content: product.related.length ? (
                        <ProductTable products={product.related} caption={t('tabs.related')} />
                      ) : (
                        <p className="text-sm text-slate-600">{t('noRelated')}</p>
                      ),
                    },
                    {
                      key: 'citations',
                      label: t('tabs.citations', { count: citations.total }),
                      content: <CitationList list={citations.list} total={citations.total} />,
                    },
                    {
                      key: 'troubleshooting',
                      label: t('tabs.troubleshooting'),
                      content: (
                        <ProductTroubleshooting faqs={faqs} notes={product.troubleshooting} phone={contact.phone} />
                      ),
                    },
                  ]}
                />
              </div>
            </div>
            <div className="space-y-6 self-start lg:col-start-2 lg:row-start-2">
              <CurrentLotPanel lot={lot} />
              <ProductDocuments locale={locale} catalogNumber={product.catalogNumber} />
              <CoaByLot catalogNumber={product.catalogNumber} />
              {!isKit && (
                <ReconstitutionCalculator
                  labels={calculatorLabels}
                  concentrationMgPerMl={lot?.concentrationMgPerMl ?? null}
                  mwKda={product.predictedMwKda}
                />
              )}
              <DetailSidebar
                locale={locale}
                contact={contact}
                activity={activity}
                shareUrl={absoluteUrl(process.env.SITE_URL, path)}
              />
            </div>
          </div>
        </div>
      </div>
    </main>
  )
}
