import type { CollectionConfig } from 'payload'
import { admins, nobody } from '../../access/roles'
import { label, memberField } from '../_shared/fields'

/** Opaque member session tokens, stored as SHA-256 hashes; revoked by logout or a password reset. */
export const MemberSessions: CollectionConfig = {
  slug: 'member-sessions',
  labels: { singular: label('会员会话', 'Member session'), plural: label('会员会话', 'Member sessions') },
  admin: { defaultColumns: ['member', 'createdAt', 'lastSeenAt', 'revokedAt'], group: label('系统', 'System') },
  access: { read: admins, create: nobody, update: admins, delete: admins },
  fields: [
    {
      name: 'tokenHash',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('令牌哈希', 'Token hash'),
      admin: { readOnly: true },
    },
    memberField,
    { name: 'expiresAt', type: 'date', required: true, label: label('绝对过期时间', 'Expires at') },
    { name: 'lastSeenAt', type: 'date', required: true, label: label('最近使用', 'Last seen at') },
    { name: 'revokedAt', type: 'date', label: label('注销时间', 'Revoked at') },
  ],
}
