import { type Outcome, succeed } from './errors'
import type { InputRecord } from './input'
import { field } from './input'
import { designProbe, type ProbeDesignResult } from './probe-design'
import { type ProductMassResult, productMass } from './product-mass'
import { type ReactionSystemResult, reactionSystem } from './reaction-system'

/**
 * The three modules chained (spec 5): probe design → reaction system (with the cleaned sequence length
 * for E_MRNA_LEN_SHORT) → masses of the digestion product. The first blocking error of the chain is
 * reported; warnings of one module never suppress the outputs of the others.
 */

export interface PipelineResult {
  probe_design: ProbeDesignResult
  reaction_system: ReactionSystemResult
  product_mass: ProductMassResult
}

export function runPipeline(input: InputRecord): Outcome<PipelineResult> {
  const probe = designProbe(input)
  if (!probe.ok) return probe
  const reaction = reactionSystem(input, probe.value.mrna_length_entered)
  if (!reaction.ok) return reaction
  const product = productMass({
    product_sequence: probe.value.digestion_product_sequence,
    modification: field(input, 'modification'),
    capping_method: field(input, 'capping_method'),
    cap_analog: field(input, 'cap_analog'),
  })
  if (!product.ok) return product
  return succeed({ probe_design: probe.value, reaction_system: reaction.value, product_mass: product.value })
}
