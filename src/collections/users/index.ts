import type { CollectionConfig, Where } from 'payload'
import { admins, adminsField, isStaff, STAFF_ROLES } from '../../access/roles'
import { lockHolderEndpoint } from '../../admin/lock/endpoint'
import { inStaffResetRun, staffForgotPasswordEndpoint } from '../../auth/staff-forgot-password'
import { clearStaffFailures, guardStaffForgotPassword, guardStaffLogin } from '../../auth/staff-login'
import { withApiTabForAdmins } from '../../lib/admin-api-tab'
import { label } from '../_shared/fields'

/** Staff accounts of the back office (separate from shop members). */
export const Users: CollectionConfig = withApiTabForAdmins({
  slug: 'users',
  labels: { singular: label('员工账号', 'Staff user'), plural: label('员工账号', 'Staff users') },
  admin: { useAsTitle: 'name', defaultColumns: ['email', 'name', 'roles'], group: label('系统', 'System') },
  auth: {
    // No account-wide lockout (anyone could lock the admin out): src/auth/staff-login.ts limits per address and
    // per (address, account) instead. The forgot-password interval is kept there too: Payload's own writes
    // outside the operation's transaction and answers 500 "database is locked" on SQLite.
    maxLoginAttempts: 0,
    forgotPassword: { minRequestInterval: 0 },
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax' },
  },
  // The name of whoever holds a document lock, for the back office's "document locked" dialog (issue 30); the
  // forgot-password that answers every e-mail alike (issue 31, point 9; src/auth/staff-forgot-password.ts).
  endpoints: [lockHolderEndpoint, staffForgotPasswordEndpoint],
  hooks: {
    // A colleague's record read by a non-admin carries the name only (not the e-mail, not the roles).
    afterRead: [
      ({ doc, req }) => {
        const reader = req.user as { id?: unknown; roles?: string[] } | null | undefined
        if (!reader || !isStaff(req.user) || reader.roles?.includes('admin') || reader.id === doc.id) return doc
        return { id: doc.id, name: doc.name }
      },
    ],
    beforeOperation: [
      async ({ args, operation, req }) => {
        if (operation === 'login') await guardStaffLogin(req, args.data ?? {})
        // The limits, unless this is the background run the endpoint started (it applied them already).
        if (operation === 'forgotPassword' && !inStaffResetRun(req))
          await guardStaffForgotPassword(req, args.data ?? {})
        return args
      },
    ],
    afterLogin: [({ req, user }) => clearStaffFailures(req, (user as { email?: unknown }).email)],
  },
  access: {
    admin: ({ req }) => isStaff(req.user),
    read: ({ req }) => {
      if (!isStaff(req.user) || !req.user) return false
      if ((req.user as { roles?: string[] }).roles?.includes('admin')) return true
      // Sales assign inbox submissions to colleagues by name (issue 22): they read the sales staff's names.
      if ((req.user as { roles?: string[] }).roles?.includes('sales')) {
        const colleagues: Where = { or: [{ id: { equals: req.user.id } }, { roles: { in: ['sales'] } }] }
        return colleagues
      }
      return { id: { equals: req.user.id } }
    },
    create: admins,
    update: ({ req }) => {
      if (!isStaff(req.user) || !req.user) return false
      if ((req.user as { roles?: string[] }).roles?.includes('admin')) return true
      return { id: { equals: req.user.id } }
    },
    delete: admins,
    unlock: admins,
  },
  fields: [
    { name: 'name', type: 'text', label: label('姓名', 'Name') },
    {
      name: 'roles',
      type: 'select',
      label: label('角色', 'Roles'),
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      access: { create: adminsField, update: adminsField },
      options: STAFF_ROLES.map((value) => ({
        value,
        label: {
          admin: label('管理员', 'Administrator'),
          editor: label('编辑（产品与内容）', 'Editor (catalogue and content)'),
          sales: label('销售（留言、订单、会员）', 'Sales (submissions, orders, members)'),
        }[value],
      })),
    },
  ],
})
