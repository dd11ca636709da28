import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ContentShell } from '@/components/content/ContentShell'
import { contentMetadata } from '@/components/content/page-metadata'
import { QrCode } from '@/components/content/QrCode'
import { firstParam, type SearchParams } from '@/domain/content/content-query'
import { sharePath } from '@/domain/content/content-share'
import type { Locale } from '@/i18n/routing'
import { siteOrigin } from '@/lib/data/content'

/** Rendered per request (query string, request host for canonical URLs); the data comes from cached loaders. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'content.share' })
  return contentMetadata({ locale, path: '/wechat-share', title: t('title'), description: t('lead'), noindex: true })
}

/**
 * /wechat-share?url={internal path}: a landing page that shows the page to share as a QR code, to scan with
 * WeChat. Only pages of this site can be shared (see sharePath); anything else is a 404. No url: the home page.
 */
export default async function WechatSharePage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const origin = await siteOrigin()
  const path = sharePath(firstParam(await searchParams, 'url'), origin)
  if (!path) notFound()
  const t = await getTranslations('content.share')
  const url = `${origin}${path}`
  return (
    <ContentShell title={t('title')} lead={t('lead')}>
      <div className="grid items-start gap-8 md:grid-cols-[auto_minmax(0,1fr)]">
        <figure className="mx-auto w-fit rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <QrCode text={url} label={t('qrLabel', { url })} />
          <figcaption className="mt-3 text-center text-sm text-slate-600">{t('scan')}</figcaption>
        </figure>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('howTitle')}</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
            <li>{t('step1')}</li>
            <li>{t('step2')}</li>
            <li>{t('step3')}</li>
          </ol>
          <h2 className="mt-8 text-lg font-semibold text-slate-900">{t('linkTitle')}</h2>
          <p className="mt-2 rounded-md bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-800">{url}</p>
          <a
            href={path}
            className="mt-4 inline-flex items-center rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
          >
            {t('open')}
          </a>
        </div>
      </div>
    </ContentShell>
  )
}
