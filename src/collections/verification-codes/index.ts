import type { CollectionConfig } from 'payload'
import { admins, nobody } from '../../access/roles'
import { label } from '../_shared/fields'

/**
 * One-time verification codes (SMS to a phone, or e-mail for a password reset). Only a keyed hash of the code is
 * stored; a code is valid 5 minutes, used once, bound to its target and purpose, and burnt after 5 wrong tries.
 * Written only by the code endpoints (src/auth/verification-codes.ts); admins may look, nobody edits.
 */
export const VerificationCodes: CollectionConfig = {
  slug: 'verification-codes',
  labels: { singular: label('验证码', 'Verification code'), plural: label('验证码', 'Verification codes') },
  admin: {
    defaultColumns: ['target', 'purpose', 'createdAt', 'expiresAt', 'attempts', 'consumedAt'],
    group: label('系统', 'System'),
  },
  access: { read: admins, create: nobody, update: nobody, delete: admins },
  fields: [
    { name: 'target', type: 'text', required: true, index: true, label: label('手机号或邮箱', 'Phone or e-mail') },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      label: label('用途', 'Purpose'),
      options: [
        { value: 'register', label: label('注册', 'Registration') },
        { value: 'login', label: label('登录', 'Login') },
        { value: 'reset', label: label('重置密码', 'Password reset') },
        { value: 'bind', label: label('绑定手机', 'Phone binding') },
      ],
    },
    {
      name: 'codeHash',
      type: 'text',
      required: true,
      label: label('验证码哈希', 'Code hash'),
      admin: { hidden: true },
    },
    { name: 'expiresAt', type: 'date', required: true, label: label('过期时间', 'Expires at') },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, label: label('错误次数', 'Wrong tries') },
    { name: 'consumedAt', type: 'date', label: label('使用或作废时间', 'Used or burnt at') },
  ],
}
