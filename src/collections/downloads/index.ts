import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { editors, publishedOrEditors } from '../../access/roles'
import { DOCUMENT_KINDS } from '../../domain/catalog/catalog'
import { dataDir } from '../../lib/paths'
import { options } from '../_shared/catalog-options'
import { demoField, label, localizedText, sortField, statusField } from '../_shared/fields'
import { cleanUploadName } from '../_shared/hooks/clean-upload-name'

/** Downloadable resources (manuals, datasheets, brochures): /resources?activeIndex=4. */
export const Downloads: CollectionConfig = {
  slug: 'downloads',
  labels: { singular: label('资料', 'Download'), plural: label('资料下载', 'Downloads') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'catalogNumber', 'filename', 'status'],
    group: label('内容', 'Content'),
  },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  upload: {
    staticDir: path.join(dataDir(), 'downloads'),
    mimeTypes: ['application/pdf'],
  },
  hooks: { beforeOperation: [cleanUploadName] },
  fields: [
    localizedText('title', '标题', 'Title', { required: true }),
    { name: 'description', type: 'textarea', localized: true, label: label('说明', 'Description') },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      index: true,
      label: label('所属栏目', 'Category'),
    },
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'other',
      index: true,
      options: options(DOCUMENT_KINDS),
      label: label('文档类型', 'Kind'),
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      index: true,
      maxDepth: 0,
      label: label('所属产品', 'Products'),
      admin: { description: label('在这些产品页的“文档”中列出', 'Listed in these products’ Documents block') },
    },
    { name: 'catalogNumber', type: 'text', index: true, label: label('对应货号', 'Catalog number') },
    sortField,
    statusField,
    demoField,
  ],
}
