import type { CollectionConfig } from 'payload'
import { admins, ownRecordsOrSales } from '../../access/roles'
import { MAX_COUNT, MIN_COUNT } from '../../domain/cart/line-price'
import { label, memberField } from '../_shared/fields'

/**
 * A member's cart. Written through /api/v1/order (which checks ownership); members read only their own.
 * One line per member, product and size (a unique index: adding the same size again raises the count).
 */
export const CartLines: CollectionConfig = {
  slug: 'cart-lines',
  labels: { singular: label('购物车行', 'Cart line'), plural: label('购物车', 'Carts') },
  admin: { defaultColumns: ['member', 'product', 'size', 'count', 'updatedAt'], group: label('销售', 'Sales') },
  access: { read: ownRecordsOrSales, create: admins, update: admins, delete: ownRecordsOrSales },
  indexes: [{ fields: ['member', 'product', 'size'], unique: true }],
  fields: [
    memberField,
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, label: label('产品', 'Product') },
    { name: 'size', type: 'text', required: true, label: label('规格', 'Size') },
    { name: 'count', type: 'number', required: true, min: MIN_COUNT, max: MAX_COUNT, label: label('数量', 'Quantity') },
    { name: 'selected', type: 'checkbox', defaultValue: true, label: label('已选中', 'Selected') },
  ],
}
