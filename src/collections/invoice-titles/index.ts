import type { CollectionConfig } from 'payload'
import { ownRecordsOrSales, sales } from '../../access/roles'
import { label, memberField } from '../_shared/fields'
import { invoiceFields } from '../orders/checkout-fields'

/** A member's invoice titles (发票抬头, issue 21): saved at checkout or in the user centre; own records or sales. */
export const InvoiceTitles: CollectionConfig = {
  slug: 'invoice-titles',
  labels: { singular: label('发票抬头', 'Invoice title'), plural: label('发票抬头', 'Invoice titles') },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'taxId', 'member'], group: label('销售', 'Sales') },
  access: { read: ownRecordsOrSales, create: sales, update: sales, delete: sales },
  fields: [{ ...memberField }, ...invoiceFields({}, false)],
}
