import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/link'
import type { ProductRow } from '@/lib/data/catalog'
import { NewBadge } from './NewBadge'
import { detailHref, factLabels } from './option-label'
import { ProductThumb } from './ProductThumb'

type Teaser = Pick<ProductRow, 'id' | 'catalogNumber' | 'name'> &
  Partial<Pick<ProductRow, 'species' | 'tag' | 'isNew' | 'image'>>

interface Props {
  products: Teaser[]
  detailRoute?: '/product-detail' | '/new-product-detail'
  /** Heading level of each card's title inside its section. */
  headingLevel?: 'h2' | 'h3' | 'h4'
}

/**
 * A grid of product cards (the first image, catalog number above the name, species and tag), each linking to
 * its detail page. The images are lazy and sized for the grid's columns (2 on phones, 4 on wide screens).
 */
export async function ProductTeaserList({ products, detailRoute = '/product-detail', headingLevel = 'h3' }: Props) {
  const t = await getTranslations('catalog')
  const Heading = headingLevel
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {products.map((p) => {
        const facts = factLabels(t, p)
        return (
          <li
            key={p.id}
            data-product-card={p.catalogNumber}
            className="group relative flex flex-col rounded-lg border border-slate-200 bg-white p-3 shadow-sm transition hover:border-brand-600 hover:shadow-md sm:p-4"
          >
            <ProductThumb
              image={p.image ?? null}
              fallbackAlt={p.name}
              sizes="(min-width: 1280px) 18rem, (min-width: 640px) 45vw, 50vw"
              className="mb-3 aspect-[4/3] w-full"
            />
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-mono text-xs font-semibold text-brand-700 sm:text-sm">
              {p.catalogNumber}
              {p.isNew && <NewBadge label={t('newBadge')} />}
            </p>
            <Heading className="mt-2 line-clamp-3 text-sm font-medium leading-snug text-slate-900 sm:text-base">
              <Link
                href={detailHref(p.catalogNumber, detailRoute)}
                className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
              >
                {p.name}
              </Link>
            </Heading>
            {facts.length > 0 && <p className="mt-auto pt-3 text-xs text-slate-600">{facts.join(' · ')}</p>}
          </li>
        )
      })}
    </ul>
  )
}
