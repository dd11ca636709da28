import type { CollectionConfig } from 'payload'
import { editors, publishedOrEditors } from '../../access/roles'
import { withApiTabForAdmins } from '../../lib/admin-api-tab'
import { demoField, label, localizedText, statusField } from '../_shared/fields'

/** Rich-text pages: services, resources, news and activities, about pages, investor relations, legal pages. */
export const Articles: CollectionConfig = withApiTabForAdmins({
  slug: 'articles',
  labels: { singular: label('文章', 'Article'), plural: label('文章', 'Articles') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', 'status'],
    group: label('内容', 'Content'),
  },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  defaultSort: '-publishedAt',
  fields: [
    localizedText('title', '标题', 'Title', { required: true }),
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('路径名', 'Slug'),
      // A duplicate's path: the original's with "-copy" (Payload's default, " - Copy", is no path).
      hooks: { beforeDuplicate: [({ value }) => (typeof value === 'string' && value ? `${value}-copy` : value)] },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      index: true,
      label: label('所属栏目', 'Category'),
    },
    { name: 'summary', type: 'textarea', localized: true, label: label('摘要', 'Summary') },
    { name: 'body', type: 'richText', localized: true, label: label('正文', 'Body') },
    { name: 'cover', type: 'upload', relationTo: 'media', label: label('封面图', 'Cover image') },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      label: label('发布日期', 'Published on'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'event',
      type: 'group',
      label: label('活动信息', 'Event'),
      admin: { description: label('会议与活动填写', 'For meetings and events') },
      fields: [
        localizedText('location', '地点', 'Location'),
        { name: 'startsAt', type: 'date', label: label('开始时间', 'Starts at') },
        { name: 'endsAt', type: 'date', label: label('结束时间', 'Ends at') },
      ],
    },
    // New articles and duplicates are drafts until staff publish them (issue 22).
    { ...statusField, defaultValue: 'draft', hooks: { beforeDuplicate: [() => 'draft'] } },
    demoField,
  ],
})
