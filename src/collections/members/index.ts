import type { CollectionConfig, FieldAccess } from 'payload'
import { admins, adminsField, isStaff, sales } from '../../access/roles'
import { memberSessionStrategy } from '../../auth/member-session-strategy'
import { INBOX_KINDS, type InboxKind } from '../../domain/leads/inbox'
import { withApiTabForAdmins } from '../../lib/admin-api-tab'
import { demoField, label } from '../_shared/fields'

const staffOnly: FieldAccess = ({ req }) => isStaff(req.user)

/**
 * Shop members. A separate auth collection from staff: they never reach the admin, and they authenticate
 * with opaque session tokens (see src/auth), not Payload's local strategy. Only staff read members.
 */
export const Members: CollectionConfig = withApiTabForAdmins({
  slug: 'members',
  labels: { singular: label('会员', 'Member'), plural: label('会员', 'Members') },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'phone', 'company', 'createdAt'],
    // Sales look members up by what the customer tells them on the phone (issue 22), not only by e-mail.
    listSearchableFields: ['email', 'name', 'phone', 'company'],
    group: label('销售', 'Sales'),
  },
  auth: { disableLocalStrategy: true, strategies: [memberSessionStrategy] },
  access: {
    admin: () => false,
    read: sales,
    create: sales,
    update: sales,
    delete: admins,
  },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      label: label('邮箱（用户名）', 'E-mail (username)'),
      // The e-mail is the member's username and where the password reset goes: changing it hands the account
      // to whoever owns the new address (issue 31). Sales create members with it; only admins change it.
      access: { update: adminsField },
    },
    { name: 'name', type: 'text', label: label('姓名', 'Name') },
    { name: 'phone', type: 'text', unique: true, index: true, label: label('手机号', 'Mobile phone') },
    { name: 'company', type: 'text', label: label('单位', 'Company') },
    { name: 'department', type: 'text', label: label('部门', 'Department') },
    { name: 'area', type: 'relationship', relationTo: 'areas', label: label('地区', 'Area') },
    { name: 'industry', type: 'relationship', relationTo: 'industries', label: label('行业', 'Industry') },
    { name: 'marketingOptIn', type: 'checkbox', defaultValue: false, label: label('接收营销信息', 'Marketing opt-in') },
    { name: 'agreedAt', type: 'date', label: label('同意隐私政策时间', 'Privacy policy accepted at') },
    {
      name: 'passwordHash',
      type: 'text',
      label: label('密码哈希', 'Password hash'),
      hidden: true,
      access: { read: () => false, create: () => false, update: () => false },
    },
    demoField,
    // The member's page lists what they ordered and submitted (issue 22): join fields, read from the orders'
    // and the submissions' own `member` relationship (no column of their own). Staff only; the site's own reads
    // of a member pass `joins: false`.
    {
      name: 'orders',
      type: 'join',
      collection: 'orders',
      on: 'member',
      label: label('订单', 'Orders'),
      defaultSort: '-createdAt',
      defaultLimit: 10,
      access: { read: staffOnly },
      admin: { allowCreate: false, defaultColumns: ['orderNumber', 'status', 'totalFen', 'createdAt'] },
    },
    {
      name: 'submissions',
      type: 'join',
      collection: Object.keys(INBOX_KINDS) as InboxKind[],
      on: 'member',
      label: label('留言与申请', 'Messages and requests'),
      defaultSort: '-createdAt',
      defaultLimit: 10,
      access: { read: staffOnly },
      admin: { allowCreate: false, defaultColumns: ['inboxStatus', 'createdAt'] },
    },
  ],
})
