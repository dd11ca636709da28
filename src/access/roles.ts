import type { Access, FieldAccess, PayloadRequest, TypedUser } from 'payload'

/** Staff roles (issue 2): admin does everything; editor runs catalogue and content; sales runs submissions, orders and members. */
export const STAFF_ROLES = ['admin', 'editor', 'sales'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

type AnyUser = TypedUser | null | undefined

/** Payload sets `collection` on every authenticated user: 'users' for staff, 'members' for shop members. */
export function isStaff(user: AnyUser): boolean {
  return Boolean(user && user.collection === 'users')
}

export function isMember(user: AnyUser): boolean {
  return Boolean(user && user.collection === 'members')
}

export function staffRoles(user: AnyUser): StaffRole[] {
  if (user?.collection !== 'users') return []
  const roles = (user as { roles?: unknown }).roles
  return Array.isArray(roles) ? roles.filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r)) : []
}

/** True when the user is staff holding one of the roles (admin always qualifies). */
export function hasRole(user: AnyUser, ...roles: StaffRole[]): boolean {
  const held = staffRoles(user)
  return held.includes('admin') || roles.some((r) => held.includes(r))
}

export const nobody: Access = () => false
export const anyStaff: Access = ({ req }) => isStaff(req.user)
export const admins: Access = ({ req }) => hasRole(req.user, 'admin')
export const editors: Access = ({ req }) => hasRole(req.user, 'editor')
export const sales: Access = ({ req }) => hasRole(req.user, 'sales')

export const adminsField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
export const salesField: FieldAccess = ({ req }) => hasRole(req.user, 'sales')

/** Public reads only published records; editors and admins see everything. */
export const publishedOrEditors: Access = ({ req }) => {
  if (hasRole(req.user, 'editor')) return true
  if (isStaff(req.user)) return true
  return { status: { equals: 'published' } }
}

/** A member reads only its own records (by the `member` field); sales and admins read all; others nothing. */
export const ownRecordsOrSales: Access = ({ req }) => {
  if (hasRole(req.user, 'sales')) return true
  if (isMember(req.user) && req.user) return { member: { equals: req.user.id } }
  return false
}

export function userOf(req: PayloadRequest): AnyUser {
  return req.user
}
