import type { CheckboxField, Field, RelationshipField, SelectField, TextField } from 'payload'

/** A label in the admin's two languages. Every field carries one (issue 2: zh and en labels everywhere). */
export function label(zh: string, en: string): { zh: string; en: string } {
  return { zh, en }
}

/** Publication state of catalogue and content records: the public sees only `published`. */
export const statusField: SelectField = {
  name: 'status',
  type: 'select',
  label: label('发布状态', 'Status'),
  required: true,
  defaultValue: 'published',
  index: true,
  options: [
    { value: 'published', label: label('已发布', 'Published') },
    { value: 'draft', label: label('草稿（不公开）', 'Draft (hidden)') },
  ],
  admin: { position: 'sidebar' },
}

/** Marks records created by the demo seed, so staff can tell them apart and delete them before going live. */
export const demoField: CheckboxField = {
  name: 'isDemo',
  type: 'checkbox',
  label: label('演示数据', 'Demo data'),
  defaultValue: false,
  index: true,
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: label('由演示数据脚本创建，上线前可批量删除', 'Created by the demo seed; delete before going live'),
  },
}

export const sortField: Field = {
  name: 'sort',
  type: 'number',
  label: label('排序', 'Sort order'),
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar' },
}

export function localizedText(name: string, zh: string, en: string, extra: Partial<TextField> = {}): TextField {
  return { name, type: 'text', localized: true, label: label(zh, en), ...extra } as TextField
}

/** The member a record belongs to (carts, sessions, orders): what `ownRecordsOrSales` matches a member against. */
export const memberField: RelationshipField = {
  name: 'member',
  type: 'relationship',
  relationTo: 'members',
  required: true,
  index: true,
  label: label('会员', 'Member'),
}
