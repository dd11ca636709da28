import type { CollectionSlug, Endpoint, GlobalSlug, Where } from 'payload'
import { isStaff } from '../../access/roles'

/**
 * `GET /api/cms/users/lock-holder?collection=orders&id=5` (or `?global=site-config`): the name of the staff
 * member whose editing locks the record, for the back office's "document locked" dialog (LockHolderName.tsx).
 * Payload's dialog names the lock's user by the user record the reader may read, so a sales user who finds an
 * order open by an admin read "用户: 1". Answered to staff who may read the record only, and with the holder's
 * name only (as sales read a colleague: not the e-mail, not the roles).
 */
export const lockHolderEndpoint: Endpoint = {
  path: '/lock-holder',
  method: 'get',
  handler: async (req) => {
    const refuse = (status: number, key: 'error:unauthorized' | 'error:notFound' | 'error:missingRequiredData') =>
      Response.json({ errors: [{ message: req.t(key) }] }, { status })
    if (!req.user || !isStaff(req.user)) return refuse(401, 'error:unauthorized')
    const query = new URL(req.url ?? '', 'http://localhost').searchParams
    const collection = query.get('collection')
    const id = query.get('id')
    const global = query.get('global')
    let where: Where
    try {
      if (collection && id && req.payload.collections[collection as CollectionSlug]) {
        // The record must be one the reader may read: the lock says nothing of records they cannot see.
        await req.payload.findByID({
          collection: collection as CollectionSlug,
          id,
          depth: 0,
          overrideAccess: false,
          user: req.user,
          req,
        })
        where = { and: [{ 'document.relationTo': { equals: collection } }, { 'document.value': { equals: id } }] }
      } else if (global && req.payload.config.globals.some((g) => g.slug === global)) {
        await req.payload.findGlobal({
          slug: global as GlobalSlug,
          depth: 0,
          overrideAccess: false,
          user: req.user,
          req,
        })
        where = { globalSlug: { equals: global } }
      } else {
        return refuse(400, 'error:missingRequiredData')
      }
    } catch {
      return refuse(404, 'error:notFound')
    }
    const lock = await req.payload.find({
      collection: 'payload-locked-documents',
      where,
      depth: 0,
      limit: 1,
      sort: '-updatedAt',
      overrideAccess: true,
      req,
    })
    const holder = lock.docs[0]?.user
    const holderId = typeof holder?.value === 'object' && holder.value ? holder.value.id : holder?.value
    if (holder?.relationTo !== 'users' || holderId === undefined || holderId === null) {
      return Response.json({ holder: null })
    }
    const user = await req.payload.findByID({
      collection: 'users',
      id: holderId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    return Response.json({ holder: user ? { id: user.id, name: user.name || null } : null })
  },
}
