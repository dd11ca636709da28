import { acceptsInternationalPhone, isInternationalPhone } from '../../domain/shared/validation'
import { listValueExists } from '../lists/list-value-exists'
import type { LeadContext } from './lead-context'
import { LeadRefusal } from './lead-refusal'

/** The checks of a lead against the database that every form shares (the lists it names, its phone's area). */

/** Refuses ids that are not in their list (a province, an industry) with the shared 'not in list' message. */
export async function requireListed(
  ctx: LeadContext,
  checks: Array<{ collection: 'areas' | 'industries'; id: number; codes?: readonly string[] }>,
): Promise<void> {
  const found = await Promise.all(
    checks.map(({ collection, id, codes }) => listValueExists(ctx.payload, collection, id, codes)),
  )
  if (found.includes(false)) throw new LeadRefusal('forms.validation.notInList')
}

/**
 * Issue 16: an international (E.164) phone is accepted on the English site, and on the Chinese site only with an
 * area outside mainland China (code OVERSEAS_AREA_CODE). Mainland numbers fit every area. (Member registration
 * and profile edits apply the same rule.)
 */
export async function phoneFitsArea(
  ctx: Pick<LeadContext, 'payload' | 'locale'>,
  phone: string,
  areaId: number,
): Promise<boolean> {
  if (!phone || !isInternationalPhone(phone) || ctx.locale === 'en') return true
  const area = await ctx.payload
    .findByID({ collection: 'areas', id: areaId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  return acceptsInternationalPhone(ctx.locale, area?.code)
}

/** phoneFitsArea, refusing with the form's phone message (a full message path) when it does not. */
export async function requirePhoneForArea(
  ctx: LeadContext,
  phone: string,
  areaId: number,
  messageKey: string,
): Promise<void> {
  if (!(await phoneFitsArea(ctx, phone, areaId))) throw new LeadRefusal(messageKey)
}
