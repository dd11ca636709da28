import type { Payload } from 'payload'
import { rawQuery } from '../lib/db/payload-db'
import { aliases } from './data/aliases'

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`

/**
 * Fills the search aliases (gene symbol, NCBI Gene ID, protein names: src/seed/data/aliases.ts) of the demo
 * products that have none yet, one statement per product, by catalog number. Plain column writes: no hook has
 * anything to do for them at seeding time, and 180 Payload updates would add seconds to every fresh database.
 * Idempotent: a product whose gene symbol is set (by an earlier run or by staff) is left alone.
 * `transactionID`: the seed's open transaction, which these statements join.
 */
export async function seedSearchAliases(payload: Payload, transactionID?: number | string): Promise<void> {
  for (const [catalogNumber, a] of Object.entries(aliases)) {
    await rawQuery(
      payload,
      (sql) =>
        sql.raw(
          `UPDATE products SET gene_symbol = ${quote(a.geneSymbol)}, ncbi_gene_id = ${quote(a.ncbiGeneId)}, ` +
            `protein_names = ${quote(a.proteinNames)} WHERE catalog_number = ${quote(catalogNumber)} ` +
            `AND (gene_symbol IS NULL OR gene_symbol = '')`,
        ),
      transactionID,
    )
  }
}
