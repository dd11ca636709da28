import type { CollectionConfig } from 'payload'
import { admins, editors, nobody } from '../access/roles'
import { label } from './fields'

/** One row per search made on the site; /search/rank counts the last 30 days. Written by the server only. */
export const SearchLogs: CollectionConfig = {
  slug: 'search-logs',
  labels: { singular: label('搜索记录', 'Search log'), plural: label('搜索记录', 'Search log') },
  admin: {
    useAsTitle: 'keyword',
    defaultColumns: ['keyword', 'locale', 'resultCount', 'createdAt'],
    group: label('搜索', 'Search'),
  },
  access: { read: editors, create: nobody, update: nobody, delete: admins },
  fields: [
    { name: 'keyword', type: 'text', required: true, label: label('关键词', 'Keyword') },
    {
      name: 'normalized',
      type: 'text',
      required: true,
      index: true,
      label: label('归一化关键词', 'Normalized keyword'),
    },
    { name: 'locale', type: 'text', label: label('语言', 'Locale') },
    { name: 'resultCount', type: 'number', label: label('结果数', 'Results') },
  ],
  indexes: [{ fields: ['normalized', 'createdAt'] }],
}
