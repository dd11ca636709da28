import type { CollectionConfig } from 'payload'
import { admins, ownRecordsOrSales } from '../access/roles'
import { label } from './fields'

/** A member's cart. Written through /api/v1/order (which checks ownership); members read only their own. */
export const CartLines: CollectionConfig = {
  slug: 'cart-lines',
  labels: { singular: label('购物车行', 'Cart line'), plural: label('购物车', 'Carts') },
  admin: { defaultColumns: ['member', 'product', 'size', 'count', 'updatedAt'], group: label('销售', 'Sales') },
  access: { read: ownRecordsOrSales, create: admins, update: admins, delete: ownRecordsOrSales },
  fields: [
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      required: true,
      index: true,
      label: label('会员', 'Member'),
    },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, label: label('产品', 'Product') },
    { name: 'size', type: 'text', required: true, label: label('规格', 'Size') },
    { name: 'count', type: 'number', required: true, min: 1, max: 9999, label: label('数量', 'Quantity') },
    { name: 'selected', type: 'checkbox', defaultValue: true, label: label('已选中', 'Selected') },
  ],
}
