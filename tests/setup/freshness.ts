import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

/**
 * Issue 22 ("edits show at once"): how long a staff edit, made through Payload's local API as a staff user, takes
 * to show in /api/v1 after it was saved, while visitors keep reading the same answers (the reads during the edit are
 * what once put the old row back into the caches for up to 60 s, or 10 min for the search index). Shared by
 * tests/edit-freshness.test.ts and the bench (bench/freshness-bench.ts). Every record it makes is its own and is
 * removed or restored at the end.
 */

export interface FreshnessTimes {
  /** A size's price changed: GET /api/v1/product/detail?catalogNumber= shows the new price. */
  priceMs: number
  /** A product deleted: GET /api/v1/search/product no longer lists it. */
  deleteMs: number
  /** The hotline of the site settings changed: GET /api/v1/global_cfg?keyList=phone shows it. */
  settingMs: number
}

const READERS = 3
const TIMEOUT_MS = 120_000

async function data(baseUrl: string, path: string): Promise<unknown> {
  const res = await fetch(`${baseUrl}/api/v1${path}`)
  const body = (await res.json()) as { data: unknown }
  return res.status === 200 ? body.data : null
}

/**
 * Keeps READERS visitors reading `path` from before `edit` starts until `shows(answer)`; the time from the moment
 * the edit returned (the staff member sees "saved") to the first read that shows the change, in ms. The reads
 * during the edit are the point: they are what once put the old row back into the caches.
 */
async function editToVisible(
  baseUrl: string,
  path: string,
  shows: (answer: unknown) => boolean,
  edit: () => Promise<unknown>,
): Promise<number> {
  let seenAt = 0
  let savedAt = 0
  let stop = false
  const started = performance.now()
  const editDone = edit().then(() => {
    savedAt = performance.now()
  })
  const reader = async () => {
    while (!stop && performance.now() - started < TIMEOUT_MS) {
      const editing = !savedAt
      const answer = await data(baseUrl, path)
      // Only a read that began after the save counts (one begun before may show it, or not, by chance).
      if (!editing && shows(answer)) {
        if (!seenAt) seenAt = performance.now()
        stop = true
      }
    }
  }
  await Promise.all([editDone, ...Array.from({ length: READERS }, reader)])
  stop = true
  if (!seenAt) throw new Error(`${path}: the edit did not show within ${TIMEOUT_MS} ms`)
  return Math.round(seenAt - savedAt)
}

async function waitFor(baseUrl: string, path: string, shows: (answer: unknown) => boolean): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS
  while (!shows(await data(baseUrl, path))) {
    if (Date.now() > deadline) throw new Error(`${path}: not as expected before the measurement`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A staff user of the given role, made for the measurement (removed by `measureFreshness`). */
async function staffUser(payload: Payload, role: 'editor' | 'admin') {
  const email = `fresh-${role}-${randomBytes(4).toString('hex')}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: `Fresh-${randomBytes(8).toString('hex')}-1`, roles: [role], name: email },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' as const }
}

const sizesText = (answer: unknown) => JSON.stringify((answer as { sizes?: unknown } | null)?.sizes ?? null)
const listed = (answer: unknown, catalogNumber: string) =>
  ((answer as { list?: { catalogNumber: string }[] } | null)?.list ?? []).some((p) => p.catalogNumber === catalogNumber)
const phoneOf = (answer: unknown) => ((answer as { value: string }[] | null) ?? [])[0]?.value

export async function measureFreshness(baseUrl: string, payload: Payload): Promise<FreshnessTimes> {
  const editor = await staffUser(payload, 'editor')
  const admin = await staffUser(payload, 'admin')
  const tag = randomBytes(3).toString('hex').toUpperCase()
  const category = (await payload.find({ collection: 'categories', where: { parent: { exists: true } }, limit: 1 }))
    .docs[0]
  if (!category) throw new Error('no category in the database (seed it first)')
  const made: number[] = []
  const product = async (catalogNumber: string) => {
    const doc = await payload.create({
      collection: 'products',
      data: {
        catalogNumber,
        name: `Freshness probe ${catalogNumber}`,
        category: category.id,
        status: 'published',
        sizes: [{ size: '10 µg', priceFen: 12_300 }],
      },
      user: editor,
      overrideAccess: false,
    })
    made.push(doc.id)
    return doc
  }
  const saved = await payload.findGlobal({ slug: 'site-config', depth: 0, overrideAccess: true })
  try {
    // Price: 123.00 → 987.65 yuan.
    const priced = await product(`FRESHP${tag}`)
    const detail = `/product/detail?catalogNumber=${priced.catalogNumber}`
    await waitFor(baseUrl, detail, (a) => sizesText(a).includes('123.00'))
    const priceMs = await editToVisible(
      baseUrl,
      detail,
      (a) => sizesText(a).includes('987.65'),
      () =>
        payload.update({
          collection: 'products',
          id: priced.id,
          data: { sizes: [{ size: '10 µg', priceFen: 98_765 }] },
          user: editor,
          overrideAccess: false,
        }),
    )

    // Deletion: the product leaves the search results.
    const gone = await product(`FRESHD${tag}`)
    const search = `/search/product?keywords=${gone.catalogNumber}`
    await waitFor(baseUrl, search, (a) => listed(a, gone.catalogNumber))
    const deleteMs = await editToVisible(
      baseUrl,
      search,
      (a) => a !== null && !listed(a, gone.catalogNumber),
      () => payload.delete({ collection: 'products', id: gone.id, user: editor, overrideAccess: false }),
    )
    made.splice(made.indexOf(gone.id), 1)

    // Site settings: the hotline of /global_cfg.
    const phone = `400-${String(Date.now() % 1000).padStart(3, '0')}-${String(Math.floor(Math.random() * 9000) + 1000)}`
    const settingMs = await editToVisible(
      baseUrl,
      '/global_cfg?keyList=phone',
      (a) => phoneOf(a) === phone,
      () => payload.updateGlobal({ slug: 'site-config', data: { phone }, user: admin, overrideAccess: false }),
    )
    return { priceMs, deleteMs, settingMs }
  } finally {
    await payload.updateGlobal({ slug: 'site-config', data: { phone: saved.phone }, overrideAccess: true })
    for (const id of made) await payload.delete({ collection: 'products', id, overrideAccess: true })
    for (const user of [editor, admin]) await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
  }
}
