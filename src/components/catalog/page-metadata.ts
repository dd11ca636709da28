import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { listHref } from '@/domain/catalog/catalog-paging'
import { absoluteUrl, pageAlternates } from '@/domain/catalog/catalog-seo'
import type { Locale } from '@/i18n/routing'
import { locateCategory, PRODUCTS_ROOT_ID, productDetail, productTree } from '@/lib/data/catalog'
import { notFoundMetadata } from '../shell/not-found-metadata'
import { detailHref } from './option-label'

/**
 * Metadata of a catalogue page: title, description, the canonical URL (the spec's URL with its query) and
 * hreflang alternates (zh-CN ↔ en, x-default), absolute when SITE_URL is set.
 */
export function catalogMetadata(locale: Locale, path: string, title: string, description: string): Metadata {
  const origin = absoluteUrl(process.env.SITE_URL, '/')
  return {
    title,
    description,
    ...(origin ? { metadataBase: new URL(origin) } : {}),
    alternates: pageAlternates(locale, path),
    openGraph: { title, description, type: 'website' },
  }
}

/** A description of at most `max` characters, cut at a word where possible. */
export function clip(text: string, max = 150): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`
}

/** Title "name (catalog number)" and a description from the datasheet; canonical is /product-detail?catalogNumber=. */
export async function productDetailMetadata(locale: Locale, catalogNumber: string): Promise<Metadata> {
  const [product, t] = await Promise.all([
    productDetail(locale, catalogNumber),
    getTranslations({ locale, namespace: 'catalog.meta' }),
  ])
  if (!product) return notFoundMetadata(locale)
  const title = t('detailTitle', { name: product.name, catalogNumber: product.catalogNumber })
  const description = clip(
    t('detailDescription', {
      name: product.name,
      catalogNumber: product.catalogNumber,
      description: product.description,
    }),
  )
  return catalogMetadata(locale, detailHref(product.catalogNumber), title, description)
}

/** Title and description of a list page (/product-list, /new-product-list); canonical is its own spec URL. */
export async function listMetadata(
  locale: Locale,
  route: '/product-list' | '/new-product-list',
  categoryId: number | null,
  page: number,
): Promise<Metadata> {
  const [tree, t] = await Promise.all([productTree(locale), getTranslations({ locale, namespace: 'catalog' })])
  const isNew = route === '/new-product-list'
  const shownId = categoryId === PRODUCTS_ROOT_ID ? null : categoryId
  const located = shownId === null ? null : locateCategory(tree, shownId)
  if (shownId !== null && !located) return notFoundMetadata(locale)
  const name = located ? located.node.name : t(isNew ? 'list.allNew' : 'list.all')
  const heading = located && isNew ? t('list.newIn', { category: name }) : name
  const title = page > 1 ? t('meta.paged', { title: heading, page }) : heading
  const count = located ? (isNew ? located.node.newCount : located.node.count) : null
  const description = t(isNew ? 'meta.newListDescription' : 'meta.listDescription', {
    category: name,
    count: count ?? tree.reduce((n, c) => n + (isNew ? c.newCount : c.count), 0),
  })
  return catalogMetadata(locale, listHref(route, categoryId, page), title, description)
}
