import type { CollectionConfig } from 'payload'
import { editors, publicThroughSiteOnly } from '../../access/roles'
import { demoField, label, sortField } from '../_shared/fields'

/**
 * One category tree for the whole site. Root ids are fixed by the spec: 2 products, 3 service,
 * 4 resources, 5 information, 6 about-us, 679 investors (1 is the home entry the navigation drops).
 * `status` follows the spec's tree node: 0 shown, 1 hidden.
 */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: label('栏目', 'Category'), plural: label('栏目树', 'Category tree') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['id', 'name', 'parent', 'sort', 'status'],
    group: label('产品', 'Catalogue'),
  },
  access: {
    read: publicThroughSiteOnly({ status: { equals: '0' } }),
    create: editors,
    update: editors,
    delete: editors,
  },
  defaultSort: 'sort',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, label: label('名称', 'Name') },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'categories',
      label: label('上级栏目', 'Parent'),
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'link',
      type: 'text',
      label: label('链接（可选）', 'Link (optional)'),
      admin: {
        description: label(
          '站内路径或外部网址，覆盖默认导航',
          'Internal route or external URL overriding the default navigation',
        ),
      },
    },
    { name: 'external', type: 'checkbox', label: label('新窗口打开', 'Open in a new tab'), defaultValue: false },
    { name: 'icon', type: 'upload', relationTo: 'media', label: label('图标', 'Icon') },
    {
      name: 'status',
      type: 'select',
      label: label('状态', 'Status'),
      required: true,
      defaultValue: '0',
      index: true,
      options: [
        { value: '0', label: label('显示', 'Shown') },
        { value: '1', label: label('隐藏', 'Hidden') },
      ],
      admin: { position: 'sidebar' },
    },
    sortField,
    demoField,
  ],
}
