/**
 * The paper award programme (spec sections 2 and 9). Amounts in integer fen.
 *
 * Tiers by the journal's impact factor (IF): 0 < IF < 2 → 500 CNY; 2 < IF < 5 → 1,000; 5 < IF < 10 → 2,000;
 * IF ≥ 10 → 3,000. The spec leaves IF = 2 and IF = 5 between two tiers; we read each tier as starting at its
 * lower bound (IF = 2 → 1,000, IF = 5 → 2,000, IF = 10 → 3,000), so no positive IF goes unpaid. IF = 0 (or none)
 * gets nothing and is refused by the form. The award is the gross amount: 20% income tax is withheld from it.
 * The server always computes the award from the IF; an amount sent by a client is ignored.
 */
export const AWARD_TIERS = [
  { from: 10, fen: 300_000 },
  { from: 5, fen: 200_000 },
  { from: 2, fen: 100_000 },
  { from: 0, fen: 50_000 },
] as const

/** The share withheld as income tax, in percent. */
export const AWARD_TAX_PERCENT = 20

/** Largest impact factor the form accepts (the highest journal IFs are in the hundreds). */
export const MAX_IMPACT_FACTOR = 1000

/** The programme facts shown on /reward. */
export const AWARD_PROGRAMME = { since: 2016, paidCnyOver: 780_000, papersOver: 2_400, asOfYear: 2022 } as const

export interface Award {
  /** Gross award in fen. */
  grossFen: number
  /** Income tax withheld (20%), in fen. */
  taxFen: number
  /** What is remitted, in fen. */
  netFen: number
}

/** The gross award in fen for an impact factor (0 when IF ≤ 0 or not a finite number). */
export function awardFen(impactFactor: number): number {
  if (!Number.isFinite(impactFactor) || impactFactor <= 0) return 0
  for (const tier of AWARD_TIERS) if (impactFactor >= tier.from) return tier.fen
  return 0
}

export function award(impactFactor: number): Award {
  const grossFen = awardFen(impactFactor)
  const taxFen = Math.round((grossFen * AWARD_TAX_PERCENT) / 100)
  return { grossFen, taxFen, netFen: grossFen - taxFen }
}

/** The DOI as stored and compared for "one applicant per paper": lower case, without a resolver prefix. */
export function normaliseDoi(doi: string): string {
  return doi
    .trim()
    .replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '')
    .toLowerCase()
}
