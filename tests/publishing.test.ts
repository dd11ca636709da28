import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getJson, staffAuth, startServer } from './setup/server'

/**
 * Issue 22, publishing: new products and articles are drafts until staff publish them; "复制" (duplicate) makes a
 * draft with an empty catalog number and no hot, new or popular flag; a catalog number is needed to publish and
 * stays unique; hot products follow the order staff give them (hotOrder) on the home page and /hotsproduct.
 */
let server: Awaited<ReturnType<typeof startServer>>
let editor: { id: number; collection: 'users'; roles: string[]; email: string }
let auth: string
const tag = randomBytes(3).toString('hex').toUpperCase()
const made: { collection: 'products' | 'articles'; id: number }[] = []

beforeAll(async () => {
  server = await startServer()
  const email = `publish-editor-${tag.toLowerCase()}@example.com`
  const password = `Publish-${tag}-Password-1`
  const user = await server.payload.create({
    collection: 'users',
    data: { email, password, roles: ['editor'], name: 'Publishing editor' },
    overrideAccess: true,
  })
  editor = { ...user, collection: 'users', roles: ['editor'] }
  auth = await staffAuth(server.baseUrl, email, password)
})
afterAll(async () => {
  for (const { collection, id } of made.reverse()) {
    await server.payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined)
  }
  if (editor) await server.payload.delete({ collection: 'users', id: editor.id, overrideAccess: true })
  await server?.close()
})

const asEditor = () => ({ user: editor, overrideAccess: false }) as const

// Chemokines (24): not the interleukins (21) that the catalogue's list tests read at the same time.
async function newProduct(data: Record<string, unknown>) {
  const doc = await server.payload.create({
    collection: 'products',
    data: { name: `发布测试 ${tag}`, category: 24, sizes: [{ size: '10 µg', priceFen: 10_000 }], ...data } as never,
    ...asEditor(),
  })
  made.push({ collection: 'products', id: doc.id })
  return doc
}

const detail = (catalogNumber: string) =>
  getJson(server.baseUrl, `/api/v1/product/detail?catalogNumber=${encodeURIComponent(catalogNumber)}`)
const hotList = async () =>
  (
    (await getJson(server.baseUrl, '/api/v1/product?isHot=true&size=100')).body.data as {
      list: { catalogNumber: string }[]
    }
  ).list.map((p) => p.catalogNumber)

describe('publishing', () => {
  it('keeps a new product a draft, hidden from the public, until it is published', async () => {
    const doc = await newProduct({ catalogNumber: `PUBNEW${tag}` })
    expect(doc.status).toBe('draft')
    expect((await detail(doc.catalogNumber)).status).toBe(404)
    await server.payload.update({ collection: 'products', id: doc.id, data: { status: 'published' }, ...asEditor() })
    expect((await detail(doc.catalogNumber)).status).toBe(200)
  })

  it('duplicates a published hot product as a draft with no catalog number and no flags', async () => {
    const original = await newProduct({
      catalogNumber: `PUBDUP${tag}`,
      status: 'published',
      isHot: true,
      isNew: true,
      isPopular: true,
      hotOrder: 3,
    })
    const copies = []
    for (let i = 0; i < 2; i++) {
      // Twice: drafts without a catalog number do not collide.
      const copy = await server.payload.duplicate({ collection: 'products', id: original.id, ...asEditor() })
      made.push({ collection: 'products', id: copy.id })
      copies.push(copy)
    }
    for (const copy of copies) {
      expect(copy).toMatchObject({
        status: 'draft',
        catalogNumber: '',
        isHot: false,
        isNew: false,
        isPopular: false,
        name: original.name,
      })
      expect(copy.hotOrder ?? null).toBeNull()
    }
    expect((await hotList()).filter((n) => n === original.catalogNumber)).toHaveLength(1)
    expect(await hotList()).not.toContain('')
  })

  it('refuses to publish without a catalog number or with one in use, in the admin language', async () => {
    const draft = await newProduct({ catalogNumber: '' })
    const patch = (data: unknown, language: string) =>
      fetch(`${server.baseUrl}/api/cms/products/${draft.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: auth, 'accept-language': language },
        body: JSON.stringify(data),
      })
    const missing = await patch({ status: 'published' }, 'zh')
    expect(missing.status).toBe(400)
    expect(JSON.stringify(await missing.json())).toContain('发布产品前请填写货号')
    const taken = await patch({ catalogNumber: 'CD002' }, 'en')
    expect(taken.status).toBe(400)
    expect(JSON.stringify(await taken.json())).toContain('Catalog number CD002 is already used by another product')
    const ok = await patch({ catalogNumber: `PUBFIX${tag}`, status: 'published' }, 'zh')
    expect(ok.status).toBe(200)
    expect((await detail(`PUBFIX${tag}`)).status).toBe(200)
  })

  it('orders hot products by the staff order, then by catalog number (the home page reads the same list)', async () => {
    const late = await newProduct({ catalogNumber: `ZZZHOT${tag}`, status: 'published', isHot: true, hotOrder: 1 })
    const later = await newProduct({ catalogNumber: `ZZYHOT${tag}`, status: 'published', isHot: true, hotOrder: 2 })
    const unordered = await newProduct({ catalogNumber: `AAAHOT${tag}`, status: 'published', isHot: true })
    const list = await hotList()
    expect(list.slice(0, 2)).toEqual([late.catalogNumber, later.catalogNumber])
    expect(list.indexOf(unordered.catalogNumber)).toBeGreaterThan(1)
  })

  it('keeps a new article a draft', async () => {
    const article = await server.payload.create({
      collection: 'articles',
      data: {
        title: `草稿文章 ${tag}`,
        slug: `draft-${tag.toLowerCase()}`,
        category: 301,
        publishedAt: new Date().toISOString(),
      } as never,
      ...asEditor(),
    })
    made.push({ collection: 'articles', id: article.id })
    expect(article.status).toBe('draft')
    const copy = await server.payload.duplicate({ collection: 'articles', id: article.id, ...asEditor() })
    made.push({ collection: 'articles', id: copy.id })
    expect(copy).toMatchObject({ status: 'draft', slug: `draft-${tag.toLowerCase()}-copy` })
  })
})

/**
 * Scheduled publish and unpublish: Payload's `schedulePublish` task (products have `versions.drafts.schedulePublish`),
 * queued the way the admin's "schedule" drawer queues it (a job with `waitUntil` and the scheduling user), run by
 * the jobs runner's `payload.jobs.run`. The publish runs the collection's hooks, so the product shows at once on
 * /api/v1 (the cached detail is invalidated like after a staff publish).
 */
describe('scheduled publishing', () => {
  const schedule = (id: number, type: 'publish' | 'unpublish', at: Date) =>
    server.payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type,
        doc: { relationTo: 'products', value: String(id) },
        user: { relationTo: 'users', value: editor.id },
      },
      waitUntil: at,
    } as never)
  const runJob = (id: number | string) =>
    server.payload.jobs.run({ allQueues: true, where: { id: { equals: id } }, silent: true } as never)
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('publishes a draft product at the scheduled time, then unpublishes it at the next', async () => {
    const doc = await newProduct({ catalogNumber: `PUBSCH${tag}` })
    expect((await detail(doc.catalogNumber)).status).toBe(404)

    const publish = await schedule(doc.id, 'publish', new Date(Date.now() + 1500))
    await runJob(publish.id)
    // Not yet due: the runner leaves it, the product stays hidden.
    expect((await detail(doc.catalogNumber)).status).toBe(404)
    await pause(1600)
    await runJob(publish.id)
    const published = await detail(doc.catalogNumber)
    expect(published.status).toBe(200)
    expect(JSON.stringify(published.body)).toContain(doc.catalogNumber)
    const stored = await server.payload.findByID({ collection: 'products', id: doc.id, overrideAccess: true })
    expect(stored).toMatchObject({ status: 'published', _status: 'published' })
    // Done jobs go (deleteJobOnComplete): nothing of it is left to run again.
    const left = await server.payload.count({
      collection: 'payload-jobs',
      where: { id: { equals: publish.id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)

    const unpublish = await schedule(doc.id, 'unpublish', new Date(Date.now() + 500))
    await pause(600)
    await runJob(unpublish.id)
    expect((await detail(doc.catalogNumber)).status).toBe(404)
    const hidden = await server.payload.findByID({ collection: 'products', id: doc.id, overrideAccess: true })
    expect(hidden).toMatchObject({ status: 'draft', _status: 'draft' })
  })

  it('keeps a published product public while staff save a draft of its next version', async () => {
    const doc = await newProduct({ catalogNumber: `PUBDRF${tag}`, status: 'published' })
    await server.payload.update({
      collection: 'products',
      id: doc.id,
      data: { name: `草稿改名 ${tag}` },
      draft: true,
      ...asEditor(),
    })
    const publicView = await detail(doc.catalogNumber)
    expect(publicView.status).toBe(200)
    expect(JSON.stringify(publicView.body)).not.toContain(`草稿改名 ${tag}`)
    const draft = await server.payload.findByID({ collection: 'products', id: doc.id, draft: true, ...asEditor() })
    expect(draft).toMatchObject({ name: `草稿改名 ${tag}`, _status: 'draft' })
  })
})
