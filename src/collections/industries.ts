import type { CollectionConfig } from 'payload'
import { editors } from '../access/roles'
import { label, sortField } from './fields'

/** Customer industries (spec: industryId; /global_cfg/industry/values). */
export const Industries: CollectionConfig = {
  slug: 'industries',
  labels: { singular: label('行业', 'Industry'), plural: label('行业', 'Industries') },
  admin: { useAsTitle: 'name', defaultColumns: ['code', 'name', 'sort'], group: label('基础数据', 'Reference data') },
  access: { read: () => true, create: editors, update: editors, delete: editors },
  defaultSort: 'sort',
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, label: label('代码', 'Code') },
    { name: 'name', type: 'text', localized: true, required: true, label: label('名称', 'Name') },
    sortField,
  ],
}
