import { getTranslations } from 'next-intl/server'
import type { SiteConfigView } from '@/lib/data/site-config'

/**
 * The contact block (spec: hotline 400-600-0940, free of charge, office hours 9:00-17:30, the product
 * e-mail from the site config, a reply within 24 hours). Shared by /contact?type=contact and /fragments/contact.
 */
export async function ContactDetails({ config, headingLevel = 2 }: { config: SiteConfigView; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('content.contact')
  const Heading = `h${headingLevel}` as 'h2'
  const phone = config.phone || t('defaultPhone')
  const hours = config.officeHours || t('defaultHours')
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="contact-hotline" className="rounded-xl border border-slate-200 p-6 shadow-sm">
        <Heading id="contact-hotline" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {t('hotline')}
        </Heading>
        <p className="mt-2 flex flex-wrap items-baseline gap-3">
          <a
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            className="text-2xl font-semibold text-brand-700 hover:underline xl:text-3xl"
          >
            {phone}
          </a>
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
            {t('free')}
          </span>
        </p>
        <p className="mt-3 text-slate-700">{t('officeHours', { hours })}</p>
      </section>
      <section aria-labelledby="contact-email" className="rounded-xl border border-slate-200 p-6 shadow-sm">
        <Heading id="contact-email" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {t('productEmail')}
        </Heading>
        {config.mail ? (
          <p className="mt-2">
            <a
              href={`mailto:${config.mail}`}
              className="text-xl font-semibold break-all text-brand-700 hover:underline"
            >
              {config.mail}
            </a>
          </p>
        ) : null}
        <p className="mt-3 text-slate-700">{t('emailHint')}</p>
      </section>
      <section
        aria-labelledby="contact-reply"
        className="rounded-xl border border-brand-100 bg-brand-50 p-6 md:col-span-2"
      >
        <Heading id="contact-reply" className="font-semibold text-slate-900">
          {t('replyTitle')}
        </Heading>
        <p className="mt-2 text-slate-700">{t('replyPromise')}</p>
      </section>
    </div>
  )
}
