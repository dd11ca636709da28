import type { CollectionConfig } from 'payload'
import { editors } from '../access/roles'
import { label, sortField } from './fields'

/** Provinces and regions (spec: areaId on every form, /distributor/area). */
export const Areas: CollectionConfig = {
  slug: 'areas',
  labels: { singular: label('地区', 'Area'), plural: label('地区（省份）', 'Areas (provinces)') },
  admin: { useAsTitle: 'name', defaultColumns: ['code', 'name', 'sort'], group: label('基础数据', 'Reference data') },
  access: { read: () => true, create: editors, update: editors, delete: editors },
  defaultSort: 'sort',
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, label: label('代码', 'Code') },
    { name: 'name', type: 'text', localized: true, required: true, label: label('名称', 'Name') },
    sortField,
  ],
}
