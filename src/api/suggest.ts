import { suggestionLimit, suggestionSchema } from '../domain/suggestion'
import { translate } from '../i18n/messages'
import { ApiError } from './envelope'
import { isSameSite, readJsonBody } from './request-body'
import type { ApiContext, Route } from './router'

/**
 * POST /suggest: a new product or service suggestion from /search-not-found (spec sections 3, 5). Same-site
 * JSON, validated with the form's schema, stored for staff in the `suggestions` inbox before anything else.
 * Anonymous visitors may suggest (the spec leaves it open; a search that found nothing should not ask for a login).
 */
async function suggest({ request, payload, locale }: ApiContext): Promise<{ id: number }> {
  if (!isSameSite(request)) throw new ApiError('E0403')
  const body = await readJsonBody(request)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError('E0400')
  const parsed = suggestionSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    if (issue?.code === 'unrecognized_keys') {
      throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: (issue.keys[0] ?? '').slice(0, 40) } })
    }
    const key = issue?.message ?? ''
    const field = String(issue?.path[0] ?? '')
    const text = key.startsWith('suggestion.')
      ? translate(locale, key)
      : translate(locale, `forms.${key}`, { max: suggestionLimit(field) ?? 0 })
    throw new ApiError('E0400', { text })
  }
  const s = parsed.data
  const [region, industry] = await Promise.all([
    payload.count({ collection: 'areas', where: { id: { equals: s.region } } }),
    payload.count({ collection: 'industries', where: { id: { equals: s.industry } } }),
  ])
  if (!region.totalDocs || !industry.totalDocs) {
    throw new ApiError('E0400', { text: translate(locale, 'forms.validation.notInList') })
  }
  const doc = await payload.create({
    collection: 'suggestions',
    data: { ...s, inboxStatus: 'new', locale },
    depth: 0,
    overrideAccess: true,
  })
  return { id: doc.id }
}

export const suggestRoutes: Route[] = [{ method: 'POST', path: '/suggest', handler: suggest }]
