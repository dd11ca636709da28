import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { apiClient } from '@/lib/api-client'
import { productDownloads, productRecord } from '@/lib/data/documents'

function sizeText(bytes: number | null): string {
  if (!bytes) return ''
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/**
 * The product page's Documents block (issue 19): the datasheet PDF generated from the record and its current lot
 * in the page's language and the other one (the kit manual for kits), then the manuals, SDS and other downloads
 * staff attached to the product.
 */
export async function ProductDocuments({ locale, catalogNumber }: { locale: Locale; catalogNumber: string }) {
  const product = await productRecord.page(locale, catalogNumber)
  if (!product) return null
  const [downloads, t] = await Promise.all([productDownloads.page(locale, product.id), getTranslations('documents')])
  const other: Locale = locale === 'cn' ? 'en' : 'cn'
  const href = (lang: Locale) =>
    apiClient(locale).url('/product/datasheet', { catalogNumber: product.catalogNumber, lang })
  const isKit = product.productType === 'kit'

  return (
    <section
      aria-labelledby="product-documents"
      data-testid="product-documents"
      className="rounded-lg border border-slate-200 p-4"
    >
      <h2 id="product-documents" className="text-base font-semibold text-slate-900">
        {t('block.heading')}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        <li>
          <a
            href={href(locale)}
            type="application/pdf"
            data-testid="datasheet-pdf"
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            {isKit ? t('block.manual') : t('block.datasheet')}
          </a>{' '}
          <a
            href={href(other)}
            type="application/pdf"
            hrefLang={other === 'cn' ? 'zh-CN' : 'en'}
            className="text-slate-600 underline"
          >
            {t('block.otherLanguage')}
          </a>
          <p className="text-xs text-slate-500">{t('block.generated')}</p>
        </li>
        {downloads.map((d) => (
          <li key={d.id}>
            <a href={d.url} type="application/pdf" className="text-brand-700 underline hover:text-brand-800">
              <span className="mr-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 no-underline">
                {t.has(`block.kinds.${d.kind}`) ? t(`block.kinds.${d.kind}`) : t('block.kinds.other')}
              </span>
              {d.title}
            </a>
            {d.fileSize ? <span className="ml-1 text-xs text-slate-500">(PDF, {sizeText(d.fileSize)})</span> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
