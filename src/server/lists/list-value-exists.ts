import type { Payload, Where } from 'payload'

/** The lists a form or profile picks from by id. */
export type ListCollection = 'areas' | 'industries'

/**
 * Whether `id` is a value of the list (a province, an industry), optionally only among `codes`: the one rule the
 * lead forms, registration, first-login completion and the profile share. The lists are public, so the read
 * needs no access override.
 */
export async function listValueExists(
  payload: Payload,
  collection: ListCollection,
  id: number,
  codes?: readonly string[],
): Promise<boolean> {
  const where: Where = codes ? { and: [{ id: { equals: id } }, { code: { in: [...codes] } }] } : { id: { equals: id } }
  return (await payload.count({ collection, where })).totalDocs > 0
}
