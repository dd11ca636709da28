import type { Field } from 'payload'
import { label } from '../_shared/fields'

/** The fields of a delivery address: the member's address book and the order's snapshot share them. */
export const addressFields = (extra: object = {}): Field[] => [
  { name: 'recipient', type: 'text', required: true, label: label('收货人', 'Recipient'), ...extra },
  { name: 'phone', type: 'text', required: true, label: label('电话', 'Phone'), ...extra },
  { name: 'province', type: 'text', required: true, label: label('省', 'Province'), ...extra },
  { name: 'city', type: 'text', required: true, label: label('市', 'City'), ...extra },
  { name: 'district', type: 'text', required: true, label: label('区/县', 'District'), ...extra },
  { name: 'street', type: 'text', required: true, label: label('详细地址', 'Street'), ...extra },
  { ...extra, name: 'postcode', type: 'text', label: label('邮编', 'Postcode') },
]

/** The fields of invoice details (发票): the member's invoice titles and the order's snapshot share them. */
export const invoiceFields = (extra: object = {}, withNone = true): Field[] => [
  {
    name: 'type',
    type: 'select',
    required: true,
    defaultValue: withNone ? 'none' : 'ordinary',
    label: label('发票类型', 'Invoice type'),
    options: [
      ...(withNone ? [{ value: 'none', label: label('不开发票', 'No invoice') }] : []),
      { value: 'ordinary', label: label('增值税普通发票', 'Ordinary VAT invoice') },
      { value: 'special', label: label('增值税专用发票', 'Special VAT invoice') },
    ],
    ...extra,
  },
  { ...extra, name: 'title', type: 'text', label: label('发票抬头', 'Title') },
  { ...extra, name: 'taxId', type: 'text', label: label('税号', 'Tax id') },
  { ...extra, name: 'bank', type: 'text', label: label('开户银行', 'Bank') },
  { ...extra, name: 'account', type: 'text', label: label('银行账号', 'Account') },
  { ...extra, name: 'registeredAddress', type: 'text', label: label('注册地址', 'Registered address') },
  { ...extra, name: 'registeredPhone', type: 'text', label: label('注册电话', 'Registered phone') },
  { ...extra, name: 'email', type: 'email', label: label('电子发票邮箱', 'E-invoice e-mail') },
]
