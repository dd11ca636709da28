/**
 * Constants of the mRNA capping-rate toolbox (../shared/toolbox/spec.md, v1.0).
 * Every [CHOICE] of the spec is a named constant here; changing one means regenerating the vectors.
 */

// ---------------------------------------------------------------------------------------------------------
// Elements and formulas (spec 2.2.1)

export type Element = 'C' | 'H' | 'N' | 'O' | 'P'

/** Element counts of a molecule or of a formula increment (counts may be negative for increments). */
export type Formula = Readonly<Record<Element, number>>

/** Hill order for carbon compounds with these elements. */
export const HILL_ORDER: readonly Element[] = ['C', 'H', 'N', 'O', 'P']

/**
 * Average atomic weights, IUPAC 2005 standard atomic weights (as in Biopython / Open Babel / OligoCalc).
 * Kept as decimal strings so masses can be summed exactly in scaled integers (see formula.ts).
 */
export const AVERAGE_ATOMIC_WEIGHTS: Readonly<Record<Element, string>> = {
  C: '12.0107',
  H: '1.00794',
  N: '14.0067',
  O: '15.9994',
  P: '30.973762',
}

/** Monoisotopic atomic masses, AME 2003 (as in OpenMS). */
export const MONOISOTOPIC_ATOMIC_MASSES: Readonly<Record<Element, string>> = {
  C: '12.0000000',
  H: '1.00782503207',
  N: '14.0030740048',
  O: '15.99491461956',
  P: '30.97376163',
}

/** Decimal places that represent every average weight / monoisotopic mass above exactly. */
export const AVERAGE_SCALE_DIGITS = 6
export const MONOISOTOPIC_SCALE_DIGITS = 11

export function formula(c: number, h: number, n: number, o: number, p: number): Formula {
  return { C: c, H: h, N: n, O: o, P: p }
}

export const ZERO: Formula = formula(0, 0, 0, 0, 0)
export const CH2: Formula = formula(1, 2, 0, 0, 0)
export const CH2O: Formula = formula(1, 2, 0, 1, 0)
export const H2O: Formula = formula(0, 2, 0, 1, 0)
export const HPO3: Formula = formula(0, 1, 0, 3, 1)

// ---------------------------------------------------------------------------------------------------------
// Nucleosides, residues, modifications (spec 2.2.2)

export type Base = 'A' | 'C' | 'G' | 'U'

/** Canonical ribonucleosides. */
export const NUCLEOSIDES: Readonly<Record<Base, Formula>> = {
  A: formula(10, 13, 5, 4, 0),
  C: formula(9, 13, 3, 5, 0),
  G: formula(10, 13, 5, 5, 0),
  U: formula(9, 12, 2, 6, 0),
}

/** Residue = nucleoside 5'-monophosphate − H2O = nucleoside − H + P + 2 O (the repeating pN unit). */
export const RESIDUE_INCREMENT: Formula = formula(0, -1, 0, 2, 1)

export type Modification = 'none' | 'psi' | 'm1psi' | 'mo5U' | 'm5C' | 'm6A'

export const MODIFICATIONS: readonly Modification[] = ['none', 'psi', 'm1psi', 'mo5U', 'm5C', 'm6A']

/**
 * Which base each modification replaces (100 % substitution) and by which formula increment.
 * Ψ is an isomer of U (mass-silent); m1Ψ, m5C, m6A add CH2; mo5U adds CH2O.
 */
export const MODIFICATION_RULES: Readonly<Record<Modification, { base: Base | null; delta: Formula }>> = {
  none: { base: null, delta: ZERO },
  psi: { base: 'U', delta: ZERO },
  m1psi: { base: 'U', delta: CH2 },
  mo5U: { base: 'U', delta: CH2O },
  m5C: { base: 'C', delta: CH2 },
  m6A: { base: 'A', delta: CH2 },
}

/** 2'-O-methyl (Nm) and 3'-O-methyl (ARCA-type m7G) both add CH2. */
export const O_METHYL_DELTA: Formula = CH2

// ---------------------------------------------------------------------------------------------------------
// 5' end groups (spec 2.2.3): formula added to the residue sum of a 3'-OH oligo

export type EndGroup = 'OH' | 'p' | 'pp' | 'ppp' | 'capG' | 'cap0' | 'cap1' | 'cap2'

export const END_GROUPS: Readonly<Record<EndGroup, Formula>> = {
  OH: formula(0, 1, 0, -2, -1),
  p: formula(0, 2, 0, 1, 0),
  pp: formula(0, 3, 0, 4, 1),
  ppp: formula(0, 4, 0, 7, 2),
  capG: formula(10, 15, 5, 11, 2),
  cap0: formula(11, 17, 5, 11, 2),
  cap1: formula(12, 19, 5, 11, 2),
  cap2: formula(13, 21, 5, 11, 2),
}

// ---------------------------------------------------------------------------------------------------------
// Capping methods and species (spec 2.2.4)

export type CappingMethod = 'enzymatic' | 'cotranscriptional'

export const CAPPING_METHODS: readonly CappingMethod[] = ['enzymatic', 'cotranscriptional']

export type SpeciesKey = EndGroup | 'capped'

export const ENZYMATIC_SPECIES: readonly EndGroup[] = ['cap2', 'cap1', 'cap0', 'capG', 'ppp', 'pp', 'p', 'OH']
export const UNCAPPED_SPECIES: readonly EndGroup[] = ['ppp', 'pp', 'p', 'OH']

export const SPECIES_LABELS: Readonly<Record<EndGroup, string>> = {
  cap2: 'Cap2 m7GpppNmNm',
  cap1: 'Cap1 m7GpppNm',
  cap0: 'Cap0 m7GpppN',
  capG: 'GpppN (unmethylated cap)',
  ppp: "5'-triphosphate (uncapped)",
  pp: "5'-diphosphate",
  p: "5'-monophosphate",
  OH: "5'-hydroxyl",
}

export type CapAnalogKey =
  | 'm7GpppG'
  | 'ARCA'
  | 'm7GpppAmG'
  | 'm7G3OMepppAmG'
  | 'm7GpppGmG'
  | 'm7GpppAmU'
  | 'm7Gpppm6AmG'

export interface CapAnalog {
  readonly key: CapAnalogKey
  /** Label of the `capped` species (the analog's name). */
  readonly name: string
  /** The transcript (and product) must start with this sequence; its length k = nucleotides supplied. */
  readonly requiredStart: string
  /** Methyl groups beyond Cap0 of the same sequence (3'-OMe on m7G, 2'-OMe, N6-methyl on A1). */
  readonly extraMethyls: number
}

export const CAP_ANALOGS: Readonly<Record<CapAnalogKey, CapAnalog>> = {
  m7GpppG: {
    key: 'm7GpppG',
    name: "m7G(5')ppp(5')G (standard cap analog, mCAP)",
    requiredStart: 'G',
    extraMethyls: 0,
  },
  ARCA: { key: 'ARCA', name: "3'-O-Me-m7G(5')ppp(5')G (ARCA)", requiredStart: 'G', extraMethyls: 1 },
  m7GpppAmG: {
    key: 'm7GpppAmG',
    name: "m7G(5')ppp(5')(2'OMeA)pG (Cap1 AG, e.g. CleanCap AG)",
    requiredStart: 'AG',
    extraMethyls: 1,
  },
  m7G3OMepppAmG: {
    key: 'm7G3OMepppAmG',
    name: "3'OMe-m7G(5')ppp(5')(2'OMeA)pG (Cap1 AG 3'OMe)",
    requiredStart: 'AG',
    extraMethyls: 2,
  },
  m7GpppGmG: {
    key: 'm7GpppGmG',
    name: "m7G(5')ppp(5')(2'OMeG)pG (Cap1 GG)",
    requiredStart: 'GG',
    extraMethyls: 1,
  },
  m7GpppAmU: {
    key: 'm7GpppAmU',
    name: "m7G(5')ppp(5')(2'OMeA)pU (Cap1 AU)",
    requiredStart: 'AU',
    extraMethyls: 1,
  },
  m7Gpppm6AmG: {
    key: 'm7Gpppm6AmG',
    name: "m7G(5')ppp(5')(N6,2'-O-diMeA)pG (Cap1 m6Am-G, e.g. CleanCap M6)",
    requiredStart: 'AG',
    extraMethyls: 2,
  },
}

export const CAP_ANALOG_KEYS = Object.keys(CAP_ANALOGS) as CapAnalogKey[]

// ---------------------------------------------------------------------------------------------------------
// Sequences (spec 4.1)

/** T7 class-III promoter removed from the start of an mRNA/DNA sequence (checked after U→T). */
export const T7_PROMOTER = 'TAATACGACTCACTATA'
export const MAX_SEQUENCE_LENGTH = 50_000

// ---------------------------------------------------------------------------------------------------------
// Module 1: probe design ranges and hints (spec 2.1, 4.2)

export interface IntRange {
  readonly min: number
  readonly max: number
}

export const PROBE_START_RANGE: IntRange = { min: 1, max: 50_000 }
export const PROBE_LENGTH_RANGE: IntRange = { min: 10, max: 60 }
export const DIGESTION_POSITION_RANGE: IntRange = { min: 3, max: 60 }
export const HYBRID_LENGTH_RANGE: IntRange = { min: 1, max: 12 }

/** Recommendations (hints, inclusive bounds). */
export const HINT_PROBE_LENGTH: IntRange = { min: 20, max: 30 }
export const HINT_PRODUCT_LENGTH: IntRange = { min: 17, max: 20 }
export const HINT_HYBRID_LENGTH: IntRange = { min: 4, max: 6 }
export const HINT_GC_ACCEPTABLE: IntRange = { min: 40, max: 70 }
export const HINT_GC_OPTIMAL: IntRange = { min: 55, max: 65 }
/** [CHOICE] warn when the DNA window touches a probe end (no 2'-OMe flank on that side). */
export const WARN_DNA_AT_PROBE_END = true

// ---------------------------------------------------------------------------------------------------------
// Module 2: reaction system (spec 3.1)

/** 100 pmol mRNA per reaction [REQ]. */
export const N_MRNA_PMOL = 100
/** Design volume, µl [REQ]. */
export const V_DESIGN_UL = 100
/** The final system may grow to 1.5 × the design volume [REQ]. */
export const MAX_SCALE = 1.5
/** ssRNA MW = nt × 320.5 + 159.0 g/mol [SRC]. */
export const MW_PER_NT = 320.5
export const MW_5PPP_TERM = 159.0
/** [CHOICE] probe:mRNA molar ratio (200 pmol probe). */
export const PROBE_TO_MRNA = 2
/** [CHOICE] Preparation Mix (10× RNase H buffer + RNase H) = 1/10 of the final volume. */
export const MIX_FRACTION = 0.1
/** [CHOICE] scaled volumes are rounded up to the next whole µl. */
export const VOLUME_ROUNDING_STEP_UL = 1
/** Tolerance of the 100 µl / 150 µl comparisons and of the ceiling. */
export const VOLUME_EPSILON = 1e-9
/** Below this volume (µl) pipetting is inaccurate (info). */
export const MIN_PIPETTE_UL = 1

export const MRNA_LENGTH_RANGE: IntRange = { min: 20, max: 50_000 }
/** 0 < c ≤ max. */
export const SAMPLE_CONC_MAX_NG_UL = 20_000
export const PROBE_CONC_MAX_UM = 1_000

// ---------------------------------------------------------------------------------------------------------
// Module 3: product length (spec 4.2)

export const PRODUCT_LENGTH_RANGE: IntRange = { min: 3, max: 60 }

// ---------------------------------------------------------------------------------------------------------
// Output rounding (spec 2.0)

export const DP_MASS = 4
export const DP_MASS_DISPLAY = 2
export const DP_GC = 2
export const DP_VOLUME = 2
export const DP_CONCENTRATION = 2
export const DP_MRNA_MASS_UG = 4
export const DP_V_REQUIRED = 4
