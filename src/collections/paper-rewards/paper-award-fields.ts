import type { CollectionConfig, Field } from 'payload'
import { salesField } from '../../access/roles'
import { label } from '../_shared/fields'
import { moneyField } from '../_shared/money-field'
import { trackClosedAt } from './hooks/track-closed-at'

/**
 * The paper award's own fields and hooks (kept out of the shared lead factory, ../_shared/lead-collection.ts).
 *
 * Sensitive personal data (ID number, ID card images): readable by sales and admins only, never editable in the
 * back office, and deleted SENSITIVE_RETENTION_DAYS after the case is closed (src/server/uploads/purge-uploads.ts).
 * `closedAt` records when inboxStatus became 'closed' (cleared when the case is reopened).
 */
const noEdit = () => false

export const paperRewardSensitiveFields: Field[] = [
  {
    name: 'idNumber',
    type: 'text',
    label: label('身份证号（敏感）', 'ID number (sensitive)'),
    access: { read: salesField, update: noEdit },
    admin: { readOnly: true },
  },
  {
    name: 'idFront',
    type: 'relationship',
    relationTo: 'private-files',
    label: label('身份证正面（敏感）', 'ID card front (sensitive)'),
    access: { read: salesField, update: noEdit },
    admin: { readOnly: true },
  },
  {
    name: 'idBack',
    type: 'relationship',
    relationTo: 'private-files',
    label: label('身份证反面（敏感）', 'ID card back (sensitive)'),
    access: { read: salesField, update: noEdit },
    admin: { readOnly: true },
  },
]

export const paperRewardAwardFields: Field[] = [
  moneyField(
    'bonusAmountFen',
    '奖励金额（元，含税，按影响因子计算）',
    'Award (¥, gross, computed from the impact factor)',
    { admin: { readOnly: true } },
  ),
  moneyField('taxFen', '代扣个税（元，20%）', 'Tax withheld (¥, 20%)', { admin: { readOnly: true } }),
  moneyField('netFen', '实发金额（元）', 'Paid out (¥)', { admin: { readOnly: true } }),
  {
    name: 'closedAt',
    type: 'date',
    index: true,
    label: label('关闭时间', 'Closed at'),
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'sensitivePurgedAt',
    type: 'date',
    label: label('敏感信息删除时间', 'Sensitive data deleted at'),
    admin: { readOnly: true, position: 'sidebar' },
  },
]

export function withPaperRewardHooks(config: CollectionConfig): CollectionConfig {
  return {
    ...config,
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), trackClosedAt] },
  }
}
