import { SUGGESTION_INDUSTRY_CODES, SUGGESTION_MESSAGES, type Suggestion } from '../../domain/leads/suggestion'
import { requireListed, requirePhoneForArea } from './lead-checks'
import type { LeadContext } from './lead-context'
import { storeLead } from './store-lead'

/**
 * A new product or service suggestion from /search-not-found (spec sections 3 and 5), already checked against
 * its schema by the caller: the region and the industry (academic or industrial) must exist, the phone must fit
 * the region; once admitted, stored in the `suggestions` inbox with its notification mails in one transaction.
 */
export async function submitSuggestion(ctx: LeadContext, suggestion: Suggestion): Promise<{ id: number }> {
  await requireListed(ctx, [
    { collection: 'areas', id: suggestion.region },
    { collection: 'industries', id: suggestion.industry, codes: SUGGESTION_INDUSTRY_CODES },
  ])
  await requirePhoneForArea(ctx, suggestion.phone, suggestion.region, `forms.${SUGGESTION_MESSAGES.phoneInvalid}`)
  const { memberId } = (await ctx.admit?.()) ?? {}
  const { id } = await storeLead<{ id: number }>(ctx, {
    collection: 'suggestions',
    data: { ...suggestion, member: memberId },
  })
  return { id }
}
