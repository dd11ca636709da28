import type { CollectionConfig } from 'payload'
import { editors, publishedOrEditors } from '../../access/roles'
import { APPLICATIONS, SPECIES } from '../../domain/catalog/catalog'
import { options } from '../_shared/catalog-options'
import { demoField, label, statusField } from '../_shared/fields'

/** Publications citing the products (/literature, /reference). */
export const Citations: CollectionConfig = {
  slug: 'citations',
  labels: { singular: label('文献', 'Citation'), plural: label('文献引用', 'Citations') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'journalName', 'year', 'impactFactor', 'status'],
    listSearchableFields: ['title', 'authors', 'journalName', 'doi'],
    group: label('内容', 'Content'),
  },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  defaultSort: '-year',
  fields: [
    { name: 'title', type: 'text', required: true, label: label('标题', 'Title') },
    { name: 'authors', type: 'text', required: true, label: label('作者', 'Authors') },
    {
      type: 'row',
      fields: [
        {
          name: 'year',
          type: 'number',
          required: true,
          min: 1900,
          max: 2100,
          index: true,
          label: label('年份', 'Year'),
        },
        { name: 'journalName', type: 'text', required: true, index: true, label: label('期刊', 'Journal') },
        { name: 'impactFactor', type: 'number', min: 0, label: label('影响因子', 'Impact factor') },
      ],
    },
    { name: 'doi', type: 'text', label: label('DOI', 'DOI') },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      index: true,
      label: label('引用产品', 'Products cited'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'applications',
          type: 'select',
          hasMany: true,
          options: options(APPLICATIONS),
          label: label('应用', 'Applications'),
        },
        { name: 'species', type: 'select', hasMany: true, options: options(SPECIES), label: label('种属', 'Species') },
      ],
    },
    statusField,
    demoField,
  ],
}
