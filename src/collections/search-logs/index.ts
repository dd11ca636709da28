import type { CollectionConfig } from 'payload'
import { admins, editors, nobody } from '../../access/roles'
import { label } from '../_shared/fields'

/**
 * One row per search made on the site, written by the server only. Never shown to visitors: staff see hot
 * keyword suggestions computed from it (src/collections/search-keywords/endpoints/hot-keyword-suggestions.ts).
 */
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
    {
      name: 'visitor',
      type: 'text',
      label: label('访客标识（网络哈希）', 'Visitor (network hash)'),
      admin: {
        description: label(
          '用于统计不同访客数，不可还原地址。',
          'Counts distinct visitors; the address cannot be recovered.',
        ),
      },
    },
  ],
  indexes: [{ fields: ['normalized', 'createdAt'] }],
}
