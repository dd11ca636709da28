import { getTranslations } from 'next-intl/server'
import type { DistributorItem } from '@/lib/data/distributors'
import { ExternalLink } from './ExternalLink'

/** An authorized distributor: the provinces it covers and how to reach it. */
export async function DistributorCard({ distributor: d }: { distributor: DistributorItem }) {
  const t = await getTranslations('content.contact')
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 p-5 shadow-sm">
      <h3 className="font-semibold text-slate-900">{d.name}</h3>
      <ul aria-label={t('areasCovered')} className="mt-2 flex flex-wrap gap-1.5">
        {d.areas.map((a) => (
          <li key={a.id} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
            {a.name}
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid gap-2 text-sm">
        {d.address ? (
          <div className="grid grid-cols-[5.5rem_1fr] gap-2">
            <dt className="text-slate-500">{t('address')}</dt>
            <dd className="text-slate-800">{d.address}</dd>
          </div>
        ) : null}
        {d.phone ? (
          <div className="grid grid-cols-[5.5rem_1fr] gap-2">
            <dt className="text-slate-500">{t('phone')}</dt>
            <dd>
              <a href={`tel:${d.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 hover:underline">
                {d.phone}
              </a>
            </dd>
          </div>
        ) : null}
        {d.email ? (
          <div className="grid grid-cols-[5.5rem_1fr] gap-2">
            <dt className="text-slate-500">{t('email')}</dt>
            <dd className="break-all">
              <a href={`mailto:${d.email}`} className="text-brand-700 hover:underline">
                {d.email}
              </a>
            </dd>
          </div>
        ) : null}
        {d.website && /^https?:\/\//i.test(d.website) ? (
          <div className="grid grid-cols-[5.5rem_1fr] gap-2">
            <dt className="text-slate-500">{t('website')}</dt>
            <dd className="break-all">
              <ExternalLink href={d.website} className="text-brand-700 hover:underline">
                {d.website.replace(/^https?:\/\//i, '')}
              </ExternalLink>
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  )
}
