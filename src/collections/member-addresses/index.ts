import type { CollectionConfig } from 'payload'
import { ownRecordsOrSales, sales } from '../../access/roles'
import { label, memberField } from '../_shared/fields'
import { addressFields } from '../orders/checkout-fields'

/**
 * A member's address book (issue 21): filled at checkout ("save to my address book") and in the user centre.
 * Members read and change only their own through the site (Local API); sales read all.
 */
export const MemberAddresses: CollectionConfig = {
  slug: 'member-addresses',
  labels: { singular: label('收货地址', 'Address'), plural: label('收货地址', 'Addresses') },
  admin: {
    useAsTitle: 'recipient',
    defaultColumns: ['recipient', 'phone', 'city', 'member'],
    group: label('销售', 'Sales'),
  },
  access: { read: ownRecordsOrSales, create: sales, update: sales, delete: sales },
  fields: [{ ...memberField }, ...addressFields()],
}
