import type { CollectionAfterDeleteHook } from 'payload'

/** Deleting the record (an admin in the back office, or a purge) also deletes the stored bytes. */
export const deleteStoredBytes: CollectionAfterDeleteHook = async ({ doc }) => {
  const key = (doc as { storageKey?: unknown }).storageKey
  if (typeof key !== 'string' || !key) return
  const { fileStorage } = await import('../../../services/storage/storage')
  await fileStorage()
    .delete(key)
    .catch((error: unknown) => console.error('[private-files] could not delete stored bytes', doc.id, error))
}
