import type { CollectionConfig } from 'payload'
import { editors } from '../access/roles'
import { label, sortField } from './fields'

/** Staff control over the hot keywords: pin a keyword to the top or hide it from the list. */
export const SearchKeywords: CollectionConfig = {
  slug: 'search-keywords',
  labels: {
    singular: label('热门关键词设置', 'Hot keyword rule'),
    plural: label('热门关键词设置', 'Hot keyword rules'),
  },
  admin: {
    useAsTitle: 'keyword',
    defaultColumns: ['keyword', 'pinned', 'hidden', 'sort'],
    group: label('搜索', 'Search'),
  },
  access: { read: editors, create: editors, update: editors, delete: editors },
  defaultSort: 'sort',
  fields: [
    { name: 'keyword', type: 'text', required: true, unique: true, label: label('关键词', 'Keyword') },
    { name: 'pinned', type: 'checkbox', defaultValue: false, label: label('置顶', 'Pinned') },
    { name: 'hidden', type: 'checkbox', defaultValue: false, label: label('隐藏', 'Hidden') },
    sortField,
  ],
}
