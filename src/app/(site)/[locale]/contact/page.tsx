import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { aboutMenuItems } from '@/components/content/about-menu'
import { ContactDetails } from '@/components/content/ContactDetails'
import { ContentShell } from '@/components/content/ContentShell'
import { DistributorCard } from '@/components/content/DistributorCard'
import { contentMetadata } from '@/components/content/page-metadata'
import { pathTo } from '@/domain/catalog/category-tree'
import {
  type ContactType,
  firstParam,
  parseContactType,
  parseId,
  type SearchParams,
} from '@/domain/content/content-query'
import { childrenOf, SECTION_ROOTS } from '@/domain/content/content-sections'
import { localizedPath } from '@/domain/content/content-urls'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import { contentTree, siteConfigView } from '@/lib/data/content'
import { areasList, distributorsList } from '@/lib/data/distributors'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

const LINK_OF: Record<ContactType, string> = {
  contact: '/contact?type=contact',
  authorized: '/contact?type=authorized',
}

/**
 * /contact?type=contact: hotline (free), office hours, product e-mail, the 24-hour reply promise.
 * /contact?type=authorized: the authorized distributors, filtered by province (?areaId= from /distributor/area).
 * Both sit in the about-us section, whose menu entries link here.
 */
async function resolve(locale: Locale, searchParams: SearchParams) {
  const type = parseContactType(firstParam(searchParams, 'type'))
  if (!type) notFound()
  const tree = await contentTree(locale)
  const root = pathTo(tree, SECTION_ROOTS.about)?.[0]
  const children = childrenOf(tree, SECTION_ROOTS.about)
  const node = children.find((n) => n.link === LINK_OF[type])
  const t = await getTranslations({ locale, namespace: 'content.contact' })
  const title = node?.name ?? (type === 'authorized' ? t('authorizedTitle') : t('contactTitle'))
  return { type, root, children, title }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { type, title } = await resolve(locale, await searchParams)
  const t = await getTranslations({ locale, namespace: 'content.contact' })
  return contentMetadata({
    locale,
    path: LINK_OF[type],
    title,
    description: type === 'authorized' ? t('authorizedDescription') : t('contactDescription'),
  })
}

export default async function ContactPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const query = await searchParams
  const { type, root, children, title } = await resolve(locale, query)
  const t = await getTranslations('content')
  const shell = {
    eyebrow: root?.name,
    title,
    crumbs: root ? [{ href: '/about-us', label: root.name }] : [],
    menu: {
      label: t('about.menuLabel'),
      title: root?.name,
      items: aboutMenuItems(children, (_node, href) => href === LINK_OF[type]),
    },
  }
  if (type === 'contact') {
    return (
      <ContentShell {...shell} lead={t('contact.contactLead')}>
        <ContactDetails config={await siteConfigView(locale)} />
        <p className="mt-8 text-slate-700">
          {t('contact.distributorsHint')}{' '}
          <Link href="/contact?type=authorized" className="font-medium text-brand-700 underline">
            {t('contact.distributorsLink')}
          </Link>
        </p>
      </ContentShell>
    )
  }
  const areas = await areasList(locale)
  const areaId = parseId(firstParam(query, 'areaId'))
  const area = typeof areaId === 'number' ? areas.find((a) => a.id === areaId) : undefined
  const distributors = await distributorsList(locale, area ? area.id : null)
  return (
    <ContentShell {...shell} lead={t('contact.authorizedLead')}>
      <form
        method="get"
        action={localizedPath(locale, '/contact')}
        aria-label={t('contact.filterLabel')}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="type" value="authorized" />
        <div className="flex-1">
          <label htmlFor="contact-area" className="block text-sm font-medium text-slate-700">
            {t('contact.province')}
          </label>
          <select
            id="contact-area"
            name="areaId"
            defaultValue={area ? String(area.id) : ''}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white h-10 px-3 text-slate-900"
          >
            <option value="">{t('contact.allProvinces')}</option>
            {areas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="h-10 rounded-md bg-brand-600 px-5 font-medium text-white hover:bg-brand-700 sm:self-end"
        >
          {t('contact.filter')}
        </button>
      </form>
      <div className="mt-8 mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
          {area
            ? t('contact.resultsIn', { count: distributors.length, area: area.name })
            : t('contact.resultsAll', { count: distributors.length })}
        </h2>
        <Link href="/contact/table" className="text-sm text-brand-700 underline-offset-2 hover:underline print:hidden">
          {t('contact.printable')}
        </Link>
      </div>
      {distributors.length ? (
        <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {distributors.map((d) => (
            <li key={d.id}>
              <DistributorCard distributor={d} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg bg-slate-50 p-6 text-slate-700">
          {t('contact.noneInArea')}{' '}
          <Link href="/contact?type=contact" className="font-medium text-brand-700 underline">
            {t('contact.contactUs')}
          </Link>
        </p>
      )}
    </ContentShell>
  )
}
