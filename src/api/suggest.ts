import { suggestionLimit, suggestionSchema } from '../domain/suggestion'
import { admitLead, leadValidationError, optionalMemberId, readLeadBody, requireListed, storeLead } from './lead-form'
import type { ApiContext, Route } from './router'

/**
 * POST /suggest: a new product or service suggestion from /search-not-found (spec sections 3, 5). Same-site
 * JSON, validated with the form's schema, stored for staff in the `suggestions` inbox before anything else,
 * then notified. Anonymous visitors may suggest (the spec leaves it open; a search that found nothing should
 * not ask for a login). Rate limits: LEAD_FORM_LIMITS.suggest (src/api/lead-form.ts).
 */
async function suggest(ctx: ApiContext): Promise<{ id: number }> {
  const body = await readLeadBody(ctx, 'suggest')
  const parsed = suggestionSchema.safeParse(body)
  if (!parsed.success) {
    throw leadValidationError(parsed.error, ctx.locale, suggestionLimit, (key) =>
      key.startsWith('suggestion.') ? key : `forms.${key}`,
    )
  }
  const s = parsed.data
  await requireListed(ctx, [
    { collection: 'areas', id: s.region },
    { collection: 'industries', id: s.industry },
  ])
  await admitLead(ctx, 'suggest')
  const member = await optionalMemberId(ctx)
  return storeLead(ctx, 'suggestions', { ...s, member })
}

export const suggestRoutes: Route[] = [{ method: 'POST', path: '/suggest', handler: suggest }]
