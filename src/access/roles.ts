import type { Access, FieldAccess, PayloadRequest, TypedUser, Where } from 'payload'

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

/**
 * True for the site's own reads: the Local API on the server (pages, /api/v1, server functions), which passes
 * no HTTP request's query through. Payload's REST API (/api/cms) and GraphQL are the back office's: the public
 * site never reads through them, so a visitor or member gets nothing there that staff have not opened up
 * (issue 15, points 1 and 9).
 */
export function isSiteRead(req: PayloadRequest): boolean {
  return req.payloadAPI === 'local'
}

/**
 * Read access of a public catalogue or content collection: staff read everything; the site itself (Local API)
 * and Payload's static-file route (the public images and PDFs the pages link to) read what `publicPart`
 * allows; anyone else, through /api/cms, nothing.
 */
export function publicThroughSiteOnly(publicPart: Where | true): Access {
  return ({ req, isReadingStaticFile }) => {
    if (isStaff(req.user)) return true
    if (isSiteRead(req) || isReadingStaticFile) return publicPart
    return false
  }
}

/** Public reads only published records, and only through the site (see `publicThroughSiteOnly`); staff see everything. */
export const publishedOrEditors: Access = publicThroughSiteOnly({ status: { equals: 'published' } })

/** A field only staff and the site's own server code read (prices: shown to visitors in China only, by the site). */
export const staffOrSiteField: FieldAccess = ({ req }) => isStaff(req.user) || isSiteRead(req)

/** A member reads only its own records (by the `member` field); sales and admins read all; others nothing. */
export const ownRecordsOrSales: Access = ({ req }) => {
  if (hasRole(req.user, 'sales')) return true
  if (isMember(req.user) && req.user) return { member: { equals: req.user.id } }
  return false
}

export function userOf(req: PayloadRequest): AnyUser {
  return req.user
}
