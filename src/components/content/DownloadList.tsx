import { getLocale, getTranslations } from 'next-intl/server'
import { detailHref } from '@/components/catalog/option-label'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import type { DownloadItem } from '@/lib/data/content'
import { downloadProducts } from '@/lib/data/documents'
import { Icon } from './Icon'

function sizeText(bytes: number | null): string | null {
  if (!bytes) return null
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/**
 * Resource downloads: title, description, catalog number, a real link to the PDF Payload serves, and links back
 * to the products the download belongs to (issue 19).
 */
export async function DownloadList({ items }: { items: DownloadItem[] }) {
  const t = await getTranslations('content.resources')
  if (!items.length) return <p className="rounded-lg bg-slate-50 p-6 text-slate-600">{t('noDownloads')}</p>
  const locale = (await getLocale()) as Locale
  const [products, td] = await Promise.all([
    downloadProducts.page(
      locale,
      items.map((d) => d.id),
    ),
    getTranslations('documents'),
  ])
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((d) => {
        const size = sizeText(d.filesize)
        return (
          <li key={d.id} className="flex flex-col rounded-xl border border-slate-200 p-5 shadow-sm">
            <div className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="mt-0.5 inline-flex h-10 w-9 shrink-0 items-center justify-center rounded bg-red-50 text-[0.65rem] font-bold text-red-700 ring-1 ring-red-200"
              >
                PDF
              </span>
              <div className="min-w-0">
                <h2 className="font-semibold text-slate-900">{d.title}</h2>
                {d.catalogNumber ? (
                  <p className="mt-0.5 text-sm text-slate-500">
                    {t('catalogNumber')} {d.catalogNumber}
                  </p>
                ) : null}
              </div>
            </div>
            {d.description ? (
              <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-600">{d.description}</p>
            ) : null}
            {products[d.id]?.length ? (
              <p className="mt-2 text-sm text-slate-600" data-testid="download-products">
                {td('downloadsProducts')}{' '}
                {products[d.id]?.map((p, i) => (
                  <span key={p.id}>
                    {i > 0 ? ', ' : ''}
                    <Link href={detailHref(p.catalogNumber)} className="text-brand-700 underline">
                      {p.catalogNumber} {p.name}
                    </Link>
                  </span>
                ))}
              </p>
            ) : null}
            <p className="mt-4">
              <a
                href={d.url}
                download={d.filename || undefined}
                type="application/pdf"
                className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
              >
                <Icon name="download" />
                {t('download')}
                <span className="sr-only">{d.title}</span>
                <span className="text-brand-100">(PDF{size ? `, ${size}` : ''})</span>
              </a>
            </p>
          </li>
        )
      })}
    </ul>
  )
}
