import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEndotoxin, parseMolecularWeight, parsePurity } from '../src/domain/catalog/lab-values'
import { rawQuery } from '../src/lib/db/payload-db'
import { type MigrationSql, moveLabValuesDown, moveLabValuesUp } from '../src/migrations/shared/move-lab-values'
import { startServer } from './setup/server'

/**
 * Issue 19: purity and endotoxin were texts per language and the molecular weight one text; they become numbers
 * shared by both languages with a note per language. The migration's data step must keep every value: on the
 * seeded catalogue, bring the old columns back and fill them the way back (texts rebuilt), write old texts that
 * differ by language the way staff left them, clear the new columns, run the step forward, and read every
 * product back. (The whole migration's tables are created by every fresh database; dropping them here would
 * take the shared run's lots and FAQs with them.)
 */
let server: Awaited<ReturnType<typeof startServer>>
let db: MigrationSql

beforeAll(async () => {
  server = await startServer()
  const payload = server.payload
  db = {
    rows: (query) => rawQuery(payload, (sql) => sql.raw(query)),
    run: async (query) => {
      await rawQuery(payload, (sql) => sql.raw(query))
    },
  }
})
afterAll(async () => {
  for (const [table, column] of [
    ['products', 'molecular_weight'],
    ['products_locales', 'purity'],
    ['products_locales', 'endotoxin'],
  ]) {
    await db?.run(`ALTER TABLE "${table}" DROP COLUMN "${column}"`).catch(() => {})
  }
  await server?.close()
})

const q = (s: string) => `'${s.replaceAll("'", "''")}'`

describe('the lab-value migration (issue 19)', () => {
  it('keeps every purity, endotoxin and molecular weight of the catalogue, and the Chinese number wins a drift', async () => {
    const payload = server.payload
    await db.run(`ALTER TABLE "products" ADD COLUMN "molecular_weight" text`)
    await db.run(`ALTER TABLE "products_locales" ADD COLUMN "purity" text`)
    await db.run(`ALTER TABLE "products_locales" ADD COLUMN "endotoxin" text`)
    await moveLabValuesDown(db)
    const [first, second, third] = await rawQuery(payload, (sql) =>
      sql.raw(`SELECT "id" FROM "products" ORDER BY "id" LIMIT 3`),
    )
    // The drift of the issue: a Chinese edit to ">98%" that never reached the English text.
    await rawQuery(payload, (sql) =>
      sql.raw(
        `UPDATE "products_locales" SET "purity" = ${q('>98%')} WHERE "_parent_id" = ${first?.id} AND "_locale" = 'cn'`,
      ),
    )
    await rawQuery(payload, (sql) =>
      sql.raw(`UPDATE "products" SET "molecular_weight" = ${q('150 kDa (IgG)')} WHERE "id" = ${second?.id}`),
    )
    // A text that is no number at all stays whole in the note.
    await rawQuery(payload, (sql) =>
      sql.raw(
        `UPDATE "products_locales" SET "endotoxin" = ${q('不适用')}, "purity" = NULL WHERE "_parent_id" = ${third?.id} AND "_locale" = 'cn'`,
      ),
    )
    const before = await rawQuery(payload, (sql) =>
      sql.raw(
        `SELECT p."id", p."molecular_weight", l."_locale", l."purity", l."endotoxin" FROM "products" p ` +
          `JOIN "products_locales" l ON l."_parent_id" = p."id" ORDER BY p."id", l."_locale"`,
      ),
    )
    expect(before.length).toBeGreaterThan(300)

    await db.run(
      `UPDATE "products" SET "purity_percent" = NULL, "endotoxin_eu_per_ug" = NULL, "predicted_mw_kda" = NULL`,
    )
    await db.run(`UPDATE "products_locales" SET "purity_note" = NULL, "endotoxin_note" = NULL, "mw_note" = NULL`)
    await moveLabValuesUp(db)

    const after = await rawQuery(payload, (sql) =>
      sql.raw(
        `SELECT p."id", p."purity_percent", p."endotoxin_eu_per_ug", p."predicted_mw_kda", l."_locale", ` +
          `l."purity_note", l."endotoxin_note", l."mw_note" FROM "products" p ` +
          `JOIN "products_locales" l ON l."_parent_id" = p."id" ORDER BY p."id", l."_locale"`,
      ),
    )
    const afterBy = new Map(after.map((r) => [`${r.id}/${r._locale}`, r]))
    const text = (v: unknown) => (typeof v === 'string' ? v : '')
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
    // The number: the Chinese text's, else the English one's.
    const rowsOf = (id: unknown) =>
      before.filter((r) => r.id === id).sort((a, b) => (a._locale === 'cn' ? -1 : b._locale === 'cn' ? 1 : 0))
    for (const old of before) {
      const now = afterBy.get(`${old.id}/${old._locale}`)
      expect(now, `product ${old.id} ${old._locale}`).toBeDefined()
      const purity = parsePurity(text(old.purity))
      const endotoxin = parseEndotoxin(text(old.endotoxin))
      const mw = parseMolecularWeight(text(old.molecular_weight))
      const rows = rowsOf(old.id)
      const purityValue = rows.map((r) => parsePurity(text(r.purity)).value).find((v) => v !== null) ?? null
      const endotoxinValue = rows.map((r) => parseEndotoxin(text(r.endotoxin)).value).find((v) => v !== null) ?? null
      expect(num(now?.purity_percent), `purity of ${old.id}`).toBe(purityValue)
      expect(num(now?.endotoxin_eu_per_ug), `endotoxin of ${old.id}`).toBe(endotoxinValue)
      expect(num(now?.predicted_mw_kda), `molecular weight of ${old.id}`).toBe(mw.value)
      expect(text(now?.purity_note)).toBe(purity.note)
      expect(text(now?.endotoxin_note)).toBe(endotoxin.note)
      expect(text(now?.mw_note)).toBe(mw.note)
    }
    const drifted = (locale: string) =>
      payload.findByID({ collection: 'products', id: Number(first?.id), locale: locale as 'cn', overrideAccess: true })
    expect((await drifted('en')).purityPercent).toBe(98)
    expect((await drifted('cn')).purityPercent).toBe(98)
    const igg = await payload.findByID({ collection: 'products', id: Number(second?.id), overrideAccess: true })
    expect(igg).toMatchObject({ predictedMwKda: 150, mwNote: 'IgG' })
    const kit = await payload.findByID({ collection: 'products', id: Number(third?.id), overrideAccess: true })
    expect(kit).toMatchObject({ endotoxinNote: '不适用' })
  })
})
