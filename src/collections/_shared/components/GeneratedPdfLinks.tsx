import type { Payload } from 'payload'
import { translate } from '@/i18n/messages'
import { adminLocale } from '../admin-locale'

interface Props {
  kind: 'datasheet' | 'coa'
  data?: { id?: number | string; catalogNumber?: string; lotNumber?: string; product?: unknown }
  payload?: Payload
  i18n?: { language?: string }
}

const button = { marginRight: '0.5rem', marginBottom: '0.5rem' }

/**
 * On the product form (Documents tab) and the lot form: links that preview the PDFs the site generates from the
 * saved, published record, in Chinese and English (issue 19): the datasheet (the kit manual for kits) and the
 * lot's COA. A `ui` field: no column of its own.
 */
export async function GeneratedPdfLinks({ kind, data, payload, i18n }: Props) {
  const locale = adminLocale(i18n?.language)
  const t = (key: string) => translate(locale, `documents.admin.${key}`)
  let catalogNumber = data?.catalogNumber ?? ''
  if (kind === 'coa' && payload && data?.product) {
    const productId = typeof data.product === 'object' ? (data.product as { id?: number }).id : data.product
    if (typeof productId === 'number' || typeof productId === 'string') {
      const product = await payload.findByID({ collection: 'products', id: productId, depth: 0, disableErrors: true })
      catalogNumber = product?.catalogNumber ?? ''
    }
  }
  const ready = Boolean(data?.id && catalogNumber && (kind === 'datasheet' || data?.lotNumber))
  const href = (lang: 'cn' | 'en') => {
    const query = new URLSearchParams({ catalogNumber, lang })
    if (kind === 'coa') query.set('lotNumber', data?.lotNumber ?? '')
    return `/api/v1/${kind === 'coa' ? 'coa/lot' : 'product/datasheet'}?${query}`
  }
  return (
    <div style={{ margin: '0 0 1.5rem' }} data-testid={`generated-pdf-${kind}`}>
      <p style={{ fontWeight: 600, marginBottom: '0.5rem' }}>{t('heading')}</p>
      {ready ? (
        <div style={{ display: 'flex', flexWrap: 'wrap' }}>
          {(['cn', 'en'] as const).map((lang) => (
            <a
              key={lang}
              href={href(lang)}
              target="_blank"
              rel="noopener"
              className="btn btn--style-secondary btn--size-small"
              style={button}
            >
              {t(kind)} · {t(lang)}
            </a>
          ))}
        </div>
      ) : null}
      <p style={{ color: 'var(--theme-elevation-500)', fontSize: '0.85rem' }}>{ready ? t('note') : t('saveFirst')}</p>
    </div>
  )
}
