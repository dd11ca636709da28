'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'
import { type RowLabelKind, rowLabelText } from '../row-label'

/**
 * An array row's header in the back office: the row's own data (catalog number, size and quantity of an order
 * line; status, time and who of a status record) instead of "Line 01". Registered per array field with
 * `clientProps: { kind, statusLabels? }`.
 */
export function ArrayRowLabel({
  kind,
  singular,
  statusLabels,
  eventLabels,
}: {
  kind: RowLabelKind
  /** What an empty (new) row is called, numbered: "规格 03". */
  singular?: { zh: string; en: string }
  statusLabels?: Record<string, { zh: string; en: string }>
  eventLabels?: Record<string, { zh: string; en: string }>
}) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const { i18n } = useTranslation()
  const fallback = singular?.[i18n.language === 'en' ? 'en' : 'zh']
  return <span>{rowLabelText(kind, data, rowNumber, i18n.language, { fallback, statusLabels, eventLabels })}</span>
}
