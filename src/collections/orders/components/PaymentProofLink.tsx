import type { Payload } from 'payload'
import { siteDateTime } from '@/domain/content/content-dates'
import { translate } from '@/i18n/messages'
import { adminLocale } from '../../_shared/admin-locale'

interface Props {
  data?: { id?: number | string; paymentProof?: unknown }
  payload?: Payload
  i18n?: { language?: string }
}

/**
 * On the order form (sidebar), under the payment proof: the file's name and upload time and a download link
 * (GET /api/v1/order/payment-proof/{id}, which answers sales and admins by their back-office session, as an
 * attachment). A `ui` field: no column of its own; shown only when the order has a proof.
 */
export async function PaymentProofLink({ data, payload, i18n }: Props) {
  const t = (key: string, params?: Record<string, string>) =>
    translate(adminLocale(i18n?.language), `orderPayment.admin.${key}`, params)
  const proof = data?.paymentProof
  const fileId = typeof proof === 'object' && proof ? (proof as { id?: number }).id : proof
  if (!data?.id || (typeof fileId !== 'number' && typeof fileId !== 'string') || !payload) return null
  const file = await payload.findByID({
    collection: 'private-files',
    id: fileId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!file) return null
  return (
    <div style={{ margin: '0 0 1.5rem' }} data-testid="admin-payment-proof">
      <a
        href={`/api/v1/order/payment-proof/${data.id}`}
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: '0 0 0.5rem' }}
      >
        {t('download', { name: file.originalName ?? '' })}
      </a>
      <p style={{ color: 'var(--theme-elevation-500)', fontSize: '0.85rem' }}>
        {t('uploadedAt', { time: siteDateTime(new Date(file.uploadedAt)) })}
      </p>
    </div>
  )
}
