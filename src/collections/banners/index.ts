import type { CollectionConfig } from 'payload'
import { editors, publishedOrEditors } from '../../access/roles'
import { demoField, label, localizedText, sortField, statusField } from '../_shared/fields'

export const Banners: CollectionConfig = {
  slug: 'banners',
  labels: { singular: label('横幅', 'Banner'), plural: label('首页横幅', 'Home banners') },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'link', 'sort', 'status'], group: label('内容', 'Content') },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  defaultSort: 'sort',
  fields: [
    localizedText('title', '标题', 'Title', { required: true }),
    localizedText('subtitle', '副标题', 'Subtitle'),
    { name: 'image', type: 'upload', relationTo: 'media', required: true, label: label('图片', 'Image') },
    { name: 'link', type: 'text', label: label('链接', 'Link') },
    sortField,
    statusField,
    demoField,
  ],
}
