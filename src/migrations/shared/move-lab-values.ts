import { parseEndotoxin, parseMolecularWeight, parsePurity } from '../../domain/catalog/lab-values'

/**
 * Issue 19's data step, shared by the SQLite and PostgreSQL migrations: the old per-language texts of purity
 * and endotoxin and the shared molecular-weight text become numbers shared by both languages, and what is not a
 * number stays, word for word, in the per-language note. The number comes from the Chinese text (the default
 * language staff edit first; a Chinese edit to "> 98%" that never reached the English text is exactly the drift
 * this fixes), else from the English one.
 *
 * Values are written as SQL literals (`quote`: numbers, or strings with quotes doubled); identifiers are
 * double-quoted, which both databases accept.
 */
export interface MigrationSql {
  rows(query: string): Promise<Record<string, unknown>[]>
  run(query: string): Promise<void>
}

function quote(value: string | number | null): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL'
  return `'${value.replaceAll("'", "''")}'`
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '')

type Value = string | number | null

/**
 * Sets columns of many rows in a few statements (`SET col = CASE "id" WHEN … END`, 200 rows each): one statement
 * per row took minutes on a catalogue of a few hundred products on SQLite.
 */
async function updateRows(db: MigrationSql, table: string, updates: Map<number, Record<string, Value>>) {
  const ids = [...updates.keys()]
  for (let i = 0; i < ids.length; i += 200) {
    const chunk = ids.slice(i, i + 200)
    const columns = Object.keys(updates.get(chunk[0] as number) ?? {})
    const sets = columns.map((column) => {
      const cases = chunk.map((id) => `WHEN ${id} THEN ${quote(updates.get(id)?.[column] ?? null)}`).join(' ')
      return `"${column}" = CASE "id" ${cases} END`
    })
    await db.run(`UPDATE "${table}" SET ${sets.join(', ')} WHERE "id" IN (${chunk.join(', ')})`)
  }
}

export async function moveLabValuesUp(db: MigrationSql): Promise<void> {
  const products = await db.rows(`SELECT "id", "molecular_weight" FROM "products"`)
  const locales = await db.rows(`SELECT "id", "_parent_id", "_locale", "purity", "endotoxin" FROM "products_locales"`)
  const byParent = new Map<number, Record<string, unknown>[]>()
  for (const row of locales) {
    const parent = Number(row._parent_id)
    byParent.set(parent, [...(byParent.get(parent) ?? []), row])
  }
  const productUpdates = new Map<number, Record<string, Value>>()
  const localeUpdates = new Map<number, Record<string, Value>>()
  for (const product of products) {
    const id = Number(product.id)
    const rows = byParent.get(id) ?? []
    const ordered = [...rows].sort((a, b) => (a._locale === 'cn' ? -1 : b._locale === 'cn' ? 1 : 0))
    const purity = ordered.map((r) => parsePurity(text(r.purity)).value).find((v) => v !== null) ?? null
    const endotoxin = ordered.map((r) => parseEndotoxin(text(r.endotoxin)).value).find((v) => v !== null) ?? null
    const mw = parseMolecularWeight(text(product.molecular_weight))
    productUpdates.set(id, { purity_percent: purity, endotoxin_eu_per_ug: endotoxin, predicted_mw_kda: mw.value })
    for (const row of rows) {
      localeUpdates.set(Number(row.id), {
        purity_note: parsePurity(text(row.purity)).note || null,
        endotoxin_note: parseEndotoxin(text(row.endotoxin)).note || null,
        mw_note: mw.note || null,
      })
    }
  }
  await updateRows(db, 'products', productUpdates)
  await updateRows(db, 'products_locales', localeUpdates)
}

/** The way back: the texts rebuilt from the number and the note ("> 95% (SDS-PAGE)"). */
export async function moveLabValuesDown(db: MigrationSql): Promise<void> {
  const products = await db.rows(
    `SELECT "id", "purity_percent", "endotoxin_eu_per_ug", "predicted_mw_kda" FROM "products"`,
  )
  const locales = await db.rows(`SELECT "id", "_parent_id", "purity_note", "endotoxin_note", "mw_note" FROM "products_locales"`)
  const productUpdates = new Map<number, Record<string, Value>>()
  const localeUpdates = new Map<number, Record<string, Value>>()
  const join = (value: string | null, note: string) => (value === null ? note || null : note ? `${value} (${note})` : value)
  const given = (v: unknown) => v !== null && v !== undefined
  for (const p of products) {
    const id = Number(p.id)
    const own = locales.filter((r) => Number(r._parent_id) === id)
    const mwNote = own.map((r) => text(r.mw_note)).find(Boolean) ?? ''
    productUpdates.set(id, {
      molecular_weight: join(given(p.predicted_mw_kda) ? `${Number(p.predicted_mw_kda)} kDa` : null, mwNote),
    })
    const purity = given(p.purity_percent) ? `> ${Number(p.purity_percent)}%` : null
    const endotoxin = given(p.endotoxin_eu_per_ug) ? `< ${Number(p.endotoxin_eu_per_ug)} EU/µg` : null
    for (const row of own) {
      localeUpdates.set(Number(row.id), {
        purity: join(purity, text(row.purity_note)),
        endotoxin: join(endotoxin, text(row.endotoxin_note)),
      })
    }
  }
  await updateRows(db, 'products', productUpdates)
  await updateRows(db, 'products_locales', localeUpdates)
}
