import type { CollectionConfig } from 'payload'
import { editors, publishedOrEditors } from '../../access/roles'
import { demoField, label, sortField, statusField } from '../_shared/fields'

/**
 * Troubleshooting entries (issue 19): a question and its answer, for some products or for whole categories
 * (and everything below them). The product page's troubleshooting tab shows the product's own entries, then its
 * categories', then the hotline.
 */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: label('常见问题', 'FAQ'), plural: label('常见问题', 'FAQs') },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'products', 'categories', 'sort', 'status'],
    group: label('产品', 'Catalogue'),
  },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  defaultSort: 'sort',
  fields: [
    { name: 'question', type: 'text', required: true, localized: true, label: label('问题', 'Question') },
    { name: 'answer', type: 'textarea', required: true, localized: true, label: label('解答', 'Answer') },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      index: true,
      maxDepth: 0,
      label: label('适用产品', 'Products'),
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      index: true,
      maxDepth: 0,
      label: label('适用分类（含子分类）', 'Categories (and below)'),
    },
    sortField,
    statusField,
    demoField,
  ],
}
