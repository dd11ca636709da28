import { type ToolboxError, toolboxError } from './errors'
import { isRecord } from './input'
import type { ErrorCode } from './messages'
import { type PipelineResult, runPipeline } from './pipeline'
import { designProbe, type ProbeDesignResult } from './probe-design'
import { type ProductMassResult, productMass } from './product-mass'
import { type ReactionSystemResult, reactionSystem } from './reaction-system'

/**
 * The one entry point of the toolbox: validates an untrusted `input` (the shape of a vector's `input`)
 * and never throws.
 *
 * Success mirrors the vectors' `expected`: `{ ok: true, result }`. A failure carries the vectors' form
 * (`error_code`, `error_message`) and the same data as a typed value under `error` (code, message,
 * messageKey and params for localisation).
 */

export type ToolboxModule = 'probe_design' | 'reaction_system' | 'product_mass' | 'pipeline'

export const TOOLBOX_MODULES: readonly ToolboxModule[] = ['probe_design', 'reaction_system', 'product_mass', 'pipeline']

export interface ToolboxResults {
  probe_design: ProbeDesignResult
  reaction_system: ReactionSystemResult
  product_mass: ProductMassResult
  pipeline: PipelineResult
}

export interface ToolboxSuccess<T> {
  readonly ok: true
  readonly result: T
}

export interface ToolboxFailure {
  readonly ok: false
  readonly error_code: ErrorCode
  readonly error_message: string
  readonly error: ToolboxError
}

export type ToolboxResponse<T> = ToolboxSuccess<T> | ToolboxFailure

function failure(error: ToolboxError): ToolboxFailure {
  return { ok: false, error_code: error.code, error_message: error.message, error }
}

function isToolboxModule(value: unknown): value is ToolboxModule {
  return typeof value === 'string' && (TOOLBOX_MODULES as readonly string[]).includes(value)
}

function run(module: ToolboxModule, input: unknown): ToolboxResponse<ToolboxResults[ToolboxModule]> {
  if (!isRecord(input)) return failure(toolboxError('E_INPUT'))
  const outcome =
    module === 'probe_design'
      ? designProbe(input)
      : module === 'reaction_system'
        ? reactionSystem(input)
        : module === 'product_mass'
          ? productMass(input)
          : runPipeline(input)
  return outcome.ok ? { ok: true, result: outcome.value } : failure(outcome.error)
}

export function calculate<M extends ToolboxModule>(module: M, input: unknown): ToolboxResponse<ToolboxResults[M]>
export function calculate(module: unknown, input: unknown): ToolboxResponse<ToolboxResults[ToolboxModule]>
export function calculate(module: unknown, input: unknown): ToolboxResponse<ToolboxResults[ToolboxModule]> {
  try {
    if (!isToolboxModule(module)) return failure(toolboxError('E_INPUT'))
    return run(module, input)
  } catch {
    // Unreachable for JSON-like input; guards against exotic objects (throwing getters, proxies).
    return failure(toolboxError('E_INPUT'))
  }
}
