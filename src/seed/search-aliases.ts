import type { Payload } from 'payload'
import { rawQuery } from '../lib/db/payload-db'
import { aliases } from './data/aliases'

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`

/**
 * Fills the search aliases (gene symbol, NCBI Gene ID, protein names: src/seed/data/aliases.ts) of the demo
 * products that have none yet, one statement per product, by catalog number. Plain column writes: no hook has
 * anything to do for them at seeding time, and 180 Payload updates would add seconds to every fresh database.
 * Idempotent: a product whose gene symbol is set (by an earlier run or by staff) is left alone.
 *
 * The product's versions get them too (those without a gene symbol, of a product holding the seed's aliases):
 * products have drafts, and Payload's update starts from the latest version, not the row (getLatestCollectionVersion),
 * so any later edit (staff, the import, a scheduled publish) wrote the version's empty aliases back over the row's.
 * `transactionID`: the seed's open transaction, which these statements join.
 */
export async function seedSearchAliases(payload: Payload, transactionID?: number | string): Promise<void> {
  for (const [catalogNumber, a] of Object.entries(aliases)) {
    const [symbol, geneId, names] = [quote(a.geneSymbol), quote(a.ncbiGeneId), quote(a.proteinNames)]
    await rawQuery(
      payload,
      (sql) =>
        sql.raw(
          `UPDATE products SET gene_symbol = ${symbol}, ncbi_gene_id = ${geneId}, ` +
            `protein_names = ${names} WHERE catalog_number = ${quote(catalogNumber)} ` +
            `AND (gene_symbol IS NULL OR gene_symbol = '')`,
        ),
      transactionID,
    )
    await rawQuery(
      payload,
      (sql) =>
        sql.raw(
          `UPDATE _products_v SET version_gene_symbol = ${symbol}, version_ncbi_gene_id = ${geneId}, ` +
            `version_protein_names = ${names} WHERE (version_gene_symbol IS NULL OR version_gene_symbol = '') ` +
            `AND parent_id IN (SELECT id FROM products WHERE catalog_number = ${quote(catalogNumber)} ` +
            `AND gene_symbol = ${symbol} AND ncbi_gene_id = ${geneId})`,
        ),
      transactionID,
    )
  }
}
