import type { CollectionConfig } from 'payload'
import { admins, nobody } from '../../access/roles'
import { label } from '../_shared/fields'

/**
 * The audit log (issue 22, "History"): who changed which record, what and when — prices, statuses, bank details,
 * roles, deletions. Written only by the server (src/collections/_shared/history.ts), in the same transaction as
 * the change it records; read by admins only (it holds the values staff changed, bank details included); never
 * edited or deleted through the API.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: label('操作日志', 'Audit entry'), plural: label('操作日志', 'Audit log') },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'userEmail', 'action', 'targetCollection', 'targetTitle', 'summary'],
    group: label('系统', 'System'),
    listSearchableFields: ['targetTitle', 'userEmail', 'targetId'],
    description: label(
      '谁在何时修改了什么（价格、状态、银行信息、角色、删除）。只读。',
      'Who changed what and when (prices, statuses, bank details, roles, deletions). Read-only.',
    ),
  },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      label: label('操作', 'Action'),
      options: [
        { value: 'create', label: label('新建', 'Created') },
        { value: 'update', label: label('修改', 'Updated') },
        { value: 'delete', label: label('删除', 'Deleted') },
      ],
    },
    {
      name: 'targetCollection',
      type: 'text',
      required: true,
      index: true,
      label: label('数据类型', 'Collection'),
      admin: {
        components: {
          Cell: '/collections/audit-log/components/AuditView#AuditCollectionCell',
          Field: '/collections/audit-log/components/AuditView#AuditCollectionField',
        },
      },
    },
    { name: 'targetId', type: 'text', required: true, index: true, label: label('记录编号', 'Record id') },
    { name: 'targetTitle', type: 'text', label: label('记录', 'Record') },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, label: label('操作人', 'By') },
    { name: 'userEmail', type: 'text', label: label('操作人邮箱', 'By (e-mail)') },
    { name: 'locale', type: 'text', label: label('编辑语言', 'Edited language') },
    {
      name: 'summary',
      type: 'text',
      label: label('摘要', 'Summary'),
      admin: {
        components: {
          Cell: '/collections/audit-log/components/AuditView#AuditSummaryCell',
          Field: '/collections/audit-log/components/AuditView#AuditSummaryField',
        },
      },
    },
    // When, in Asia/Shanghai (Payload's own timestamp column, shown by the site's clock rather than the browser's).
    {
      name: 'createdAt',
      type: 'date',
      index: true,
      label: label('时间', 'Time'),
      admin: {
        readOnly: true,
        disableBulkEdit: true,
        components: {
          Cell: '/collections/audit-log/components/AuditView#ShanghaiTimeCell',
          Field: '/collections/audit-log/components/AuditView#AuditTimeField',
        },
      },
    },
    {
      name: 'changeTable',
      type: 'ui',
      label: label('变更明细', 'Changes'),
      admin: { components: { Field: '/collections/audit-log/components/AuditView#AuditChangeTable' } },
    },
    {
      name: 'changes',
      type: 'json',
      label: label('变更明细（字段：原值 → 新值）', 'Changes (field: before → after)'),
      // Payload's JSON editor with Monaco served by the app (its own loader fetches a CDN the CSP blocks).
      admin: { components: { Field: '/admin/monaco/LocalJsonField#LocalJsonField' } },
    },
  ],
  indexes: [{ fields: ['targetCollection', 'targetId'] }],
}
