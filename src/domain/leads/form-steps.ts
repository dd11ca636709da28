import type { z } from 'zod'

/**
 * Multi-step forms (trial sample: 2 steps, paper award: 5 steps) checked by the server step by step.
 *
 * The body is `{ steps: [ { step: '<first>', …fields }, { step: '<second>', … }, … ] }`: an array in the form's
 * order, each element tagged with its step name. The server refuses an element whose tag is not the step due at
 * its position (out of order, repeated or unknown), checks the steps in order and answers with the first step
 * and field that fail. "Next" in the browser posts the steps so far to `…/check` (nothing is stored); submit
 * posts all of them and a missing step is refused as incomplete. Stateless: nothing is kept between requests.
 */
export interface StepDef {
  name: string
  schema: z.ZodType
}

export const STEP_MESSAGES = {
  /** 'Please fill in the steps in order: "{step}" comes next' */
  outOfOrder: 'leads.steps.outOfOrder',
  /** 'Please complete the step "{step}" first' */
  incomplete: 'leads.steps.incomplete',
  /** 'Invalid form data' */
  malformed: 'leads.steps.malformed',
} as const

export type StepFailure = {
  ok: false
  /** The step that fails (its name), or null when the body itself is not a list of steps. */
  step: string | null
  /** The field of that step, when the failure is a field's. */
  field: string | null
  /** Message key (namespace `forms`); `{step}` names the step, `{max}` a length limit. */
  message: string
  reason: 'malformed' | 'order' | 'incomplete' | 'field' | 'unknownField'
}

export type StepSuccess = { ok: true; values: Record<string, Record<string, unknown>>; count: number }

/**
 * Checks `input.steps` against the definitions. `requireAll` (the final submission) refuses fewer steps than
 * defined; without it (the `check` call of "next") the steps sent so far are checked.
 */
export function parseSteps(defs: readonly StepDef[], input: unknown, requireAll: boolean): StepSuccess | StepFailure {
  const malformed: StepFailure = {
    ok: false,
    step: null,
    field: null,
    message: STEP_MESSAGES.malformed,
    reason: 'malformed',
  }
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return malformed
  const keys = Object.keys(input)
  if (keys.length !== 1 || keys[0] !== 'steps') return malformed
  const steps = (input as { steps: unknown }).steps
  if (!Array.isArray(steps) || steps.length === 0 || steps.length > defs.length) return malformed
  for (let i = 0; i < steps.length; i++) {
    const tag = (steps[i] as { step?: unknown } | null)?.step
    const due = defs[i] as StepDef
    if (tag !== due.name)
      return { ok: false, step: due.name, field: null, message: STEP_MESSAGES.outOfOrder, reason: 'order' }
  }
  const values: Record<string, Record<string, unknown>> = {}
  for (let i = 0; i < steps.length; i++) {
    const def = defs[i] as StepDef
    const { step: _tag, ...fields } = steps[i] as Record<string, unknown>
    const parsed = def.schema.safeParse(fields)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      if (issue?.code === 'unrecognized_keys') {
        return {
          ok: false,
          step: def.name,
          field: String(issue.keys[0] ?? ''),
          message: STEP_MESSAGES.malformed,
          reason: 'unknownField',
        }
      }
      return {
        ok: false,
        step: def.name,
        field: issue && issue.path.length > 0 ? String(issue.path[0]) : null,
        message: issue?.message ?? STEP_MESSAGES.malformed,
        reason: 'field',
      }
    }
    values[def.name] = parsed.data as Record<string, unknown>
  }
  if (requireAll && steps.length < defs.length) {
    const next = defs[steps.length] as StepDef
    return { ok: false, step: next.name, field: null, message: STEP_MESSAGES.incomplete, reason: 'incomplete' }
  }
  return { ok: true, values, count: steps.length }
}

/**
 * The full message key (from the message root) of a form rule's key: the leads forms' own keys are
 * `leads.…`, the shared rules (`validation.…`) live in the `forms` namespace.
 */
export function messageKey(key: string): string {
  return key.startsWith('leads.') ? key : `forms.${key}`
}
