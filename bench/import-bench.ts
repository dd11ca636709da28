/**
 * The product import at 1,000 rows (issue 22): a scratch database (SQLite; PostgreSQL when DATABASE_URL is a
 * postgres URL) with 500 products of two sizes each, an XLSX of 1,000 price changes in yuan, then the time of the
 * preview (read the file, load the products, check every row) and of the apply (every update in one transaction,
 * the caches dropped), as the endpoint runs them. Prints one JSON line.
 * Run: node --conditions=production --import tsx bench/import-bench.ts   (npm run bench -- import runs it)
 */
import { performance } from 'node:perf_hooks'
import ExcelJS from 'exceljs'
import { benchOnScratchDatabase } from './scratch-payload'

const PRODUCTS = 500

await benchOnScratchDatabase('import', async (payload, step) => {
  const { createLocalReq } = await import('payload')
  const { checkImport, applyImport } = await import('../src/server/imports/product-import')
  const category = await payload.create({
    collection: 'categories',
    data: { name: '基准分类', status: '0' } as never,
    locale: 'cn',
    overrideAccess: true,
  })
  const user = await payload.create({
    collection: 'users',
    data: { email: 'bench-editor@example.com', password: 'Bench-Password-1', roles: ['editor'] },
    overrideAccess: true,
  })
  for (let i = 0; i < PRODUCTS; i++) {
    await payload.create({
      collection: 'products',
      locale: 'cn',
      data: {
        catalogNumber: `BI${String(i).padStart(5, '0')}`,
        name: `基准蛋白 ${i}`,
        category: category.id,
        status: 'published',
        sizes: [
          { size: '10 µg', priceFen: 48000, stock: 'in-stock' },
          { size: '100 µg', priceFen: 198000, stock: 'in-stock' },
        ],
      },
      overrideAccess: true,
    })
  }
  step(`${PRODUCTS} products created`)
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('价格')
  sheet.addRow(['货号', '规格', '价格（元）', '库存', '发货天数'])
  for (let i = 0; i < PRODUCTS; i++) {
    const catalogNumber = `BI${String(i).padStart(5, '0')}`
    sheet.addRow([catalogNumber, '10 µg', 500 + (i % 100), '现货', null])
    sheet.addRow([catalogNumber, '100 µg', `${2000 + (i % 50)}.50`, '订制生产', 21])
  }
  const bytes = new Uint8Array(await book.xlsx.writeBuffer())
  const req = await createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)

  const t0 = performance.now()
  const checked = await checkImport(req, 'prices', bytes)
  const t1 = performance.now()
  if (!checked.ok || checked.validation.counts.errors > 0)
    throw new Error(`unexpected check: ${JSON.stringify(checked)}`)
  const applied = await applyImport(req, checked.validation.updates)
  const t2 = performance.now()
  const sample = await payload.find({
    collection: 'products',
    where: { catalogNumber: { equals: 'BI00007' } },
    depth: 0,
    overrideAccess: true,
  })
  if (sample.docs[0]?.sizes?.[0]?.priceFen !== 50700) throw new Error('the import did not write the new price')
  return {
    rows: checked.validation.counts.rows,
    changedRows: checked.validation.counts.changed,
    products: applied,
    previewMs: Math.round(t1 - t0),
    applyMs: Math.round(t2 - t1),
    totalMs: Math.round(t2 - t0),
  }
})
