import type { CollectionConfig } from 'payload'
import { admins, nobody, sales } from '../../access/roles'
import { label } from '../_shared/fields'

export const MAIL_DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const

/**
 * The durable mail queue of the inbox (src/services/notify): one row per e-mail a submission causes (the sales
 * notification and the customer's confirmation), written in the submission's own transaction (outbox pattern),
 * sent after the response, retried with backoff until it goes out. A sender claims a row with a lease
 * (`sending`, `leaseUntil`, `claimToken`) in one atomic UPDATE; a crashed sender's row is claimed again once
 * its lease ran out. `failed` rows gave up after many attempts and are retried on demand
 * (POST /api/v1/inbox/mail/retry). Read-only in the back office. docs/adr/0011-durable-notifications.md.
 */
export const MailDeliveries: CollectionConfig = {
  slug: 'mail-deliveries',
  labels: { singular: label('邮件发送', 'Mail delivery'), plural: label('邮件发送记录', 'Mail deliveries') },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'nextAttemptAt', 'sentAt'],
    group: label('留言与申请', 'Inbox'),
  },
  access: { read: sales, create: nobody, update: nobody, delete: admins },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'submissionCollection',
      type: 'text',
      required: true,
      index: true,
      label: label('提交类型', 'Submission kind'),
    },
    { name: 'submissionId', type: 'text', required: true, index: true, label: label('提交编号', 'Submission id') },
    {
      name: 'audience',
      type: 'select',
      required: true,
      options: [
        { value: 'sales', label: label('销售', 'Sales') },
        { value: 'customer', label: label('客户确认', 'Customer confirmation') },
      ],
      label: label('收件方', 'Audience'),
    },
    { name: 'to', type: 'text', required: true, label: label('收件人', 'To') },
    { name: 'replyTo', type: 'text', label: label('回复地址', 'Reply to') },
    { name: 'subject', type: 'text', required: true, label: label('主题', 'Subject') },
    { name: 'text', type: 'textarea', required: true, label: label('正文', 'Text') },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: label('待发送', 'Pending') },
        { value: 'sending', label: label('发送中', 'Sending') },
        { value: 'sent', label: label('已发送', 'Sent') },
        { value: 'failed', label: label('发送失败', 'Failed') },
      ],
      label: label('状态', 'Status'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'attempts',
      type: 'number',
      defaultValue: 0,
      label: label('尝试次数', 'Attempts'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'nextAttemptAt',
      type: 'date',
      index: true,
      label: label('下次尝试', 'Next attempt'),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'leaseUntil',
      type: 'date',
      label: label('发送租约到期', 'Lease until'),
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'claimToken',
      type: 'text',
      label: label('发送尝试编号', 'Attempt id'),
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'lastError', type: 'text', label: label('最近错误', 'Last error'), admin: { position: 'sidebar' } },
    {
      name: 'sentAt',
      type: 'date',
      label: label('发送时间', 'Sent at'),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
