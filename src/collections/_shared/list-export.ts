import type { Where } from 'payload'

/**
 * What the back office's exports (products, orders) share: a refusal in Payload's error shape, which the admin
 * shows as it is, and the admin list's current filter (its `where` plus its search box over `searchFields`).
 */
export function refuse(status: number, message: string): Response {
  return Response.json({ message, errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })
}

export function listWhere(where: unknown, search: string | undefined, searchFields: string[]): Where {
  const and: Where[] = []
  if (where && typeof where === 'object' && Object.keys(where).length > 0) and.push(where as Where)
  const text = search?.trim()
  if (text) and.push({ or: searchFields.map((field) => ({ [field]: { like: text } })) })
  return and.length > 0 ? { and } : {}
}
