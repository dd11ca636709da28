import { suggestionLimit, suggestionSchema } from '../domain/leads/suggestion'
import { submitSuggestion } from '../server/leads/submit-suggestion'
import type { ApiContext, Route } from './handler-types'
import { answeringLeadRefusals, leadContext, leadValidationError, readLeadBody } from './lead-form'

/**
 * POST /suggest: a new product or service suggestion from /search-not-found (spec sections 3, 5). Same-site
 * JSON, validated with the form's schema, then the use case (src/server/leads/submit-suggestion.ts): stored for
 * staff in the `suggestions` inbox before anything else, then notified. Anonymous visitors may suggest (the spec
 * leaves it open; a search that found nothing should not ask for a login). Rate limits: LEAD_FORM_LIMITS.suggest
 * (src/api/lead-form.ts).
 */
async function suggest(ctx: ApiContext): Promise<{ id: number }> {
  const body = await readLeadBody(ctx, 'suggest')
  const parsed = suggestionSchema.safeParse(body)
  if (!parsed.success) {
    throw leadValidationError(parsed.error, ctx.locale, suggestionLimit, (key) =>
      key.startsWith('suggestion.') ? key : `forms.${key}`,
    )
  }
  return answeringLeadRefusals(ctx.locale, () => submitSuggestion(leadContext(ctx, 'suggest'), parsed.data))
}

export const suggestRoutes: Route[] = [{ method: 'POST', path: '/suggest', handler: suggest }]
