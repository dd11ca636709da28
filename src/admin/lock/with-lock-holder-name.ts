import type { CollectionConfig, GlobalConfig } from 'payload'

/** The edit views' helper that names the holder of a document lock (LockHolderName.tsx). */
export const LOCK_HOLDER_NAME = '/admin/lock/LockHolderName#LockHolderName'

/** A collection whose edit view names the holder of its document lock by name. */
export function withLockHolderName(collection: CollectionConfig): CollectionConfig {
  if (collection.lockDocuments === false) return collection
  const edit = collection.admin?.components?.edit
  return {
    ...collection,
    admin: {
      ...collection.admin,
      components: {
        ...collection.admin?.components,
        edit: { ...edit, beforeDocumentControls: [...(edit?.beforeDocumentControls ?? []), LOCK_HOLDER_NAME] },
      },
    },
  }
}

/** The same for a global's edit view. */
export function withGlobalLockHolderName(global: GlobalConfig): GlobalConfig {
  if (global.lockDocuments === false) return global
  const elements = global.admin?.components?.elements
  return {
    ...global,
    admin: {
      ...global.admin,
      components: {
        ...global.admin?.components,
        elements: {
          ...elements,
          beforeDocumentControls: [...(elements?.beforeDocumentControls ?? []), LOCK_HOLDER_NAME],
        },
      },
    },
  }
}
