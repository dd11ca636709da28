import type { CollectionConfig, Field } from 'payload'
import { admins, nobody, sales } from '../../access/roles'
import { describeReplyClock, leadReplyClock } from '../../domain/leads/inbox'
import { replyBoxProps } from '../../server/notifications/lead-mails'
import { now } from '../../services/clock'
import { label } from './fields'
import { replyPromise } from './hooks/reply-promise'

const noEdit = () => false

/** Fields every inbox record shares: the sales workflow around a customer's submission. */
const inboxFields: Field[] = [
  {
    name: 'inboxStatus',
    type: 'select',
    required: true,
    defaultValue: 'new',
    index: true,
    label: label('处理状态', 'Status'),
    options: [
      { value: 'new', label: label('新提交', 'New') },
      { value: 'in_progress', label: label('处理中', 'In progress') },
      { value: 'answered', label: label('已回复', 'Answered') },
      { value: 'closed', label: label('已关闭', 'Closed') },
    ],
    admin: { position: 'sidebar' },
  },
  {
    name: 'assignee',
    type: 'relationship',
    relationTo: 'users',
    label: label('负责人', 'Assignee'),
    // Only sales staff work on the inbox: the editor (no inbox access) is never offered nor accepted.
    filterOptions: { roles: { in: ['sales'] } },
    admin: { position: 'sidebar' },
  },
  {
    name: 'internalNotes',
    type: 'textarea',
    label: label('内部备注', 'Internal notes'),
    admin: { position: 'sidebar' },
  },
  {
    name: 'replyDueAt',
    type: 'date',
    index: true,
    label: label('回复期限（24小时）', 'Reply due (24 hours)'),
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    // Computed on every read: the time left of the 24-hour reply promise (or how long it is overdue).
    name: 'replyTimeLeft',
    type: 'text',
    virtual: true,
    label: label('剩余回复时间', 'Time left to reply'),
    admin: { position: 'sidebar', readOnly: true },
    hooks: {
      afterRead: [
        ({ siblingData, req }) =>
          describeReplyClock(leadReplyClock(siblingData, now()), req?.i18n?.language === 'en' ? 'en' : 'zh'),
      ],
    },
  },
  {
    name: 'overdue',
    type: 'checkbox',
    virtual: true,
    label: label('已超时', 'Overdue'),
    admin: { position: 'sidebar', readOnly: true },
    hooks: {
      afterRead: [({ siblingData }) => leadReplyClock(siblingData, now()).overdue],
    },
  },
  {
    name: 'answeredAt',
    type: 'date',
    label: label('回复时间', 'Answered at'),
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'member',
    type: 'relationship',
    relationTo: 'members',
    label: label('提交会员', 'Member'),
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'locale',
    type: 'text',
    label: label('提交语言', 'Language'),
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    // The replies sent from the back office (POST /api/v1/inbox/reply): kept on the record, never edited after.
    name: 'replies',
    type: 'array',
    label: label('回复记录', 'Replies'),
    access: { create: noEdit, update: noEdit },
    admin: { readOnly: true },
    fields: [
      { name: 'text', type: 'textarea', required: true, label: label('回复内容', 'Reply') },
      { name: 'by', type: 'relationship', relationTo: 'users', label: label('回复人', 'Replied by') },
      {
        name: 'at',
        type: 'date',
        required: true,
        label: label('回复时间', 'Replied at'),
        admin: { date: { pickerAppearance: 'dayAndTime' } },
      },
      { name: 'key', type: 'text', index: true, admin: { hidden: true } },
    ],
  },
]

/**
 * What the customer submitted stays as submitted: read-only for staff in the admin and refused by field access
 * on update (the server's own writes, with overrideAccess, still set them on creation).
 */
function customerSubmitted(field: Field): Field {
  if (!('name' in field)) return field
  const access = (field as { access?: Record<string, unknown> }).access
  return {
    ...field,
    access: { ...access, update: noEdit },
    admin: { ...field.admin, readOnly: true },
  } as Field
}

export const areaField = (name = 'area'): Field => ({
  name,
  type: 'relationship',
  relationTo: 'areas',
  label: label('地区', 'Area'),
})
export const industryField: Field = {
  name: 'industry',
  type: 'relationship',
  relationTo: 'industries',
  label: label('行业', 'Industry'),
}
export const text = (name: string, zh: string, en: string, required = false): Field => ({
  name,
  type: 'text',
  required,
  label: label(zh, en),
})
/** A field storing a code of a fixed list: exports show the label under `messages` (e.g. `…options.species`). */
export const coded = (field: Field, messages: string): Field => ({ ...field, custom: { optionLabels: messages } })
export const longText = (name: string, zh: string, en: string, required = false): Field => ({
  name,
  type: 'textarea',
  required,
  label: label(zh, en),
})

/**
 * A lead collection (one per form: leave-words, enquiries, coa-requests, trial-requests, paper-rewards,
 * suggestions), listed in the back office's inbox. The six share this factory, the inbox workflow fields and the
 * reply-promise hook. Created only by the /api/v1 endpoints (which validate and
 * store before notifying anyone); only sales and admins read or work on them.
 */
export function leadCollection(
  slug: string,
  singular: [string, string],
  plural: [string, string],
  titleField: string,
  fields: Field[],
): CollectionConfig {
  return {
    slug,
    labels: { singular: label(...singular), plural: label(...plural) },
    admin: {
      useAsTitle: titleField,
      defaultColumns: [titleField, 'inboxStatus', 'assignee', 'replyDueAt', 'replyTimeLeft', 'overdue', 'createdAt'],
      listSearchableFields: ['name', 'email', 'phone'].filter((name) =>
        fields.some((field) => 'name' in field && field.name === name),
      ),
      group: label('留言与申请', 'Inbox'),
      components: {
        beforeListTable: [
          { path: '/collections/_shared/components/InboxExportLinks#InboxExportLinks', clientProps: { kind: slug } },
        ],
      },
      description: label(
        '每条提交需在 24 小时内回复。筛选：处理状态、负责人、回复期限（早于现在 = 已超时）。',
        'Every submission gets a reply within 24 hours. Filter by status, assignee, reply due (before now = overdue).',
      ),
    },
    access: { read: sales, create: nobody, update: sales, delete: admins },
    defaultSort: '-createdAt',
    hooks: { beforeChange: [replyPromise] },
    fields: [
      {
        // The reply box: a template in the customer's language, sent through the mail queue (sales and admins).
        name: 'replyBox',
        type: 'ui',
        admin: {
          components: { Field: { path: '/admin/inbox/ReplyBox#ReplyField', clientProps: replyBoxProps(slug) } },
        },
      },
      ...fields.map(customerSubmitted),
      ...inboxFields,
    ],
  }
}
