import type { CollectionConfig } from 'payload'
import { editors, publishedOrEditors } from '../../access/roles'
import { demoField, label, localizedText, sortField, statusField } from '../_shared/fields'

/** Job openings (/recruitment_needs). */
export const Jobs: CollectionConfig = {
  slug: 'jobs',
  labels: { singular: label('职位', 'Job'), plural: label('招聘职位', 'Job openings') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'department', 'location', 'isHot', 'status'],
    group: label('内容', 'Content'),
  },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  defaultSort: 'sort',
  fields: [
    localizedText('title', '职位名称', 'Title', { required: true }),
    localizedText('department', '部门', 'Department'),
    localizedText('location', '工作地点', 'Location'),
    { name: 'headcount', type: 'number', min: 0, label: label('招聘人数', 'Headcount') },
    localizedText('salary', '薪资', 'Salary'),
    { name: 'content', type: 'textarea', localized: true, label: label('工作内容', 'Job content') },
    { name: 'requirements', type: 'textarea', localized: true, label: label('任职要求', 'Requirements') },
    {
      name: 'isHot',
      type: 'checkbox',
      defaultValue: false,
      label: label('热招', 'Hot job'),
      admin: { position: 'sidebar' },
    },
    sortField,
    statusField,
    demoField,
  ],
}
