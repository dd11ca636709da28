import type { CollectionConfig } from 'payload'
import { editors, publishedOrEditors } from '../../access/roles'
import { demoField, label, localizedText, sortField, statusField } from '../_shared/fields'

/** Authorized distributors (/contact?type=authorized). */
export const Distributors: CollectionConfig = {
  slug: 'distributors',
  labels: { singular: label('经销商', 'Distributor'), plural: label('授权经销商', 'Authorized distributors') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'areas', 'phone', 'status'], group: label('内容', 'Content') },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  defaultSort: 'sort',
  fields: [
    localizedText('name', '名称', 'Name', { required: true }),
    {
      name: 'areas',
      type: 'relationship',
      relationTo: 'areas',
      hasMany: true,
      index: true,
      label: label('负责地区', 'Areas covered'),
    },
    localizedText('address', '地址', 'Address'),
    { name: 'phone', type: 'text', label: label('电话', 'Phone') },
    { name: 'email', type: 'email', label: label('邮箱', 'E-mail') },
    { name: 'website', type: 'text', label: label('网址', 'Website') },
    sortField,
    statusField,
    demoField,
  ],
}
