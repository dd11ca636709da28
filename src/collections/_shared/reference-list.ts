import type { CollectionConfig } from 'payload'
import { editors, publicThroughSiteOnly } from '../../access/roles'
import { label, sortField } from './fields'

/** A public, staff-edited list of coded, localized names (provinces, industries). */
export function referenceList(slug: string, singular: [string, string], plural: [string, string]): CollectionConfig {
  return {
    slug,
    labels: { singular: label(...singular), plural: label(...plural) },
    admin: { useAsTitle: 'name', defaultColumns: ['code', 'name', 'sort'], group: label('基础数据', 'Reference data') },
    access: { read: publicThroughSiteOnly(true), create: editors, update: editors, delete: editors },
    defaultSort: 'sort',
    fields: [
      { name: 'code', type: 'text', required: true, unique: true, label: label('代码', 'Code') },
      { name: 'name', type: 'text', localized: true, required: true, label: label('名称', 'Name') },
      sortField,
    ],
  }
}
