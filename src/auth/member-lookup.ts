import type { Payload, PayloadRequest } from 'payload'

/** The member with this e-mail or phone (with the hidden password hash), or null. */
export async function findMemberBy(payload: Payload, field: 'email' | 'phone', value: string) {
  const found = await payload.find({
    collection: 'members',
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    // The member's orders and submissions (join fields) are for the back office's member page only.
    joins: false,
    showHiddenFields: true,
  })
  return found.docs[0] ?? null
}

/** The member of an id or a populated relation, without the join fields, or null when there is none. */
export async function findMemberById(payload: Payload, member: number | string | { id: number }, req?: PayloadRequest) {
  return payload.findByID({
    collection: 'members',
    id: typeof member === 'object' ? member.id : member,
    depth: 0,
    overrideAccess: true,
    // The member's orders and submissions (join fields) are for the back office's member page only.
    joins: false,
    disableErrors: true,
    req,
  })
}
