import type { StepDef, StepFailure } from '../domain/leads/form-steps'
import { messageKey, parseSteps } from '../domain/leads/form-steps'
import { translate } from '../i18n/messages'
import type { Locale } from '../i18n/routing'
import { LeadRefusal } from '../server/leads/lead-refusal'
import { jsonResponse } from './envelope'

/**
 * The HTTP side of the multi-step forms (src/domain/leads/form-steps.ts): a refusal answers HTTP 400
 * `{ code: 'E0400', data: { step, field }, msg }`, the message in the request's language, so the form can go
 * back to the step and field that failed.
 */
export class StepError extends Error {
  constructor(
    readonly step: string | null,
    readonly field: string | null,
    readonly msg: string,
  ) {
    super(msg)
  }

  response(): Response {
    return jsonResponse({ code: 'E0400', data: { step: this.step, field: this.field }, msg: this.msg }, 400)
  }

  /** The same answer as a conflict (E0409, HTTP 409): e.g. a paper that already has an applicant. */
  response409(): Response {
    return jsonResponse({ code: 'E0409', data: { step: this.step, field: this.field }, msg: this.msg }, 409)
  }
}

export interface StepForm {
  /** Message namespace prefix of the form's step names: `forms.<form>.steps.<step>`. */
  form: 'trialRequest' | 'paperAward'
  defs: StepDef[]
  limitOf: (field: string) => number | undefined
}

export function stepFailureText(form: StepForm, failure: StepFailure, locale: Locale): string {
  if (failure.reason === 'unknownField') {
    const param = (failure.field ?? '').replace(/[^\p{L}\p{N}_.-]/gu, '').slice(0, 40)
    return translate(locale, 'api.invalidParam', { param })
  }
  const step = failure.step ? translate(locale, `leads.${form.form}.steps.${failure.step}`) : ''
  const max = failure.field ? (form.limitOf(failure.field) ?? 0) : 0
  return translate(locale, messageKey(failure.message), { step, max })
}

/** The checked steps, or a StepError naming the first step and field that fail. */
export function checkSteps(form: StepForm, body: unknown, locale: Locale, requireAll: boolean) {
  const result = parseSteps(form.defs, body, requireAll)
  if (!result.ok) throw new StepError(result.step, result.field, stepFailureText(form, result, locale))
  return result
}

/**
 * Runs a form handler, turning a StepError, or a use case's LeadRefusal (in the request's language), into its
 * 400 answer (409 for a refused duplicate); other errors go to the router.
 */
export async function answeringStepErrors<T>(locale: Locale, run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof StepError) return error.response()
    if (error instanceof LeadRefusal) {
      const refused = new StepError(error.step, error.field, translate(locale, error.messageKey))
      return error.conflict ? refused.response409() : refused.response()
    }
    throw error
  }
}
