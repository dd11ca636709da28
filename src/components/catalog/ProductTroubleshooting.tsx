import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/link'
import type { FaqView } from '@/lib/data/faqs'
import { TextBlock } from './TextBlock'

/**
 * The troubleshooting tab (issue 19): the FAQ entries of the product, then of its category and the categories above
 * it (each a disclosure: no JavaScript), then the product's own notes, then the hotline.
 */
export async function ProductTroubleshooting({
  faqs,
  notes,
  phone,
}: {
  faqs: FaqView[]
  notes: string
  phone: string
}) {
  const t = await getTranslations('catalog')
  const tel = phone.replace(/[^\d+]/g, '')
  return (
    <div className="space-y-6 text-sm leading-relaxed text-slate-700" data-testid="troubleshooting">
      {faqs.length > 0 && (
        <section aria-labelledby="faq-title">
          <h3 id="faq-title" className="font-semibold text-slate-900">
            {t('faq.title')}
          </h3>
          <div className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {faqs.map((f) => (
              <details key={f.id} className="group px-4 py-3" data-testid="faq-entry">
                <summary className="cursor-pointer font-medium text-slate-900 marker:text-brand-600">
                  {f.question}
                </summary>
                <TextBlock text={f.answer} className="mt-2" />
              </details>
            ))}
          </div>
        </section>
      )}
      {notes && (
        <section aria-labelledby="product-notes-title">
          <h3 id="product-notes-title" className="font-semibold text-slate-900">
            {t('faq.productNotes')}
          </h3>
          <TextBlock text={notes} className="mt-2" />
        </section>
      )}
      <section className="rounded-lg bg-slate-50 p-4">
        {(faqs.length > 0 || notes) && <h3 className="font-semibold text-slate-900">{t('faq.more')}</h3>}
        <p>{t('troubleshootingEmpty')}</p>
        {phone && (
          <p className="mt-2">
            {t('faq.hotline')}:{' '}
            <a href={`tel:${tel}`} className="font-semibold text-brand-700 hover:underline">
              {phone}
            </a>
          </p>
        )}
        <p className="mt-2">
          <Link href="/resources?activeIndex=1" className="text-brand-700 underline">
            {t('faqLink')}
          </Link>
        </p>
      </section>
    </div>
  )
}
