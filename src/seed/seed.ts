import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload, PayloadRequest } from 'payload'
import { hashPassword } from '../auth/passwords'
import { rawQuery } from '../lib/db/payload-db'
import { dataDir } from '../lib/paths'
import { bannerImage } from './banner-art'
import { areas } from './data/areas'
import { articles } from './data/articles'
import { demoBankTransfer } from './data/bank-transfer'
import { banners } from './data/banners'
import { categories } from './data/categories'
import { citations } from './data/citations'
import { distributors } from './data/distributors'
import { downloads } from './data/downloads'
import { faqs } from './data/faqs'
import { hotKeywords } from './data/hot-keywords'
import { industries } from './data/industries'
import { jobs } from './data/jobs'
import { lotsOf } from './data/lots'
import { products } from './data/products'
import { recruitmentConfig } from './data/recruitment'
import type { Localized, SeedLot } from './data/types'
import { paragraphsToLexical } from './lexical'
import { makePdf } from './pdf'
import { categoryArt, type ImageSpec, lotImages, type QcRef } from './qc-plan'
import { svgToPng } from './raster'
import { seedSearchAliases } from './search-aliases'

export interface SeedReport {
  created: Record<string, number>
  /** The first staff account; `savedIn`: the file its generated password was written to (under DATA_DIR). */
  admin?: { email: string; password: string | null; savedIn: string | null }
  member?: { email: string; password: string }
}

type Log = (message: string) => void

type Row = Record<string, unknown>

const isLocalized = (value: unknown): value is Localized =>
  !!value && typeof value === 'object' && !Array.isArray(value) && 'cn' in value && 'en' in value

const hasLocalizedRows = (value: unknown): value is Row[] =>
  Array.isArray(value) &&
  value.some((row) => row && typeof row === 'object' && Object.values(row as Row).some(isLocalized))

/**
 * Splits `{ cn, en }` values of a record into one record per locale (Payload writes one locale at a time).
 * Arrays whose rows hold localized values (kit components, QC image captions) appear in both: the English rows
 * repeat the rows' other values, and createLocalized gives them the ids of the rows just created.
 */
function perLocale<T extends Record<string, unknown>>(data: T): { cn: Row; en: Row } {
  const cn: Row = {}
  const en: Row = {}
  for (const [key, value] of Object.entries(data)) {
    if (isLocalized(value)) {
      cn[key] = value.cn
      en[key] = value.en
    } else if (hasLocalizedRows(value)) {
      const rows = value.map((row) => perLocale(row))
      cn[key] = rows.map((r) => r.cn)
      en[key] = rows.map((r) => ({ ...r.cn, ...r.en }))
    } else {
      cn[key] = value
    }
  }
  return { cn, en }
}

/**
 * Seeds the demo site. Idempotent: every record has a natural key (category id, catalog number, slug, code,
 * DOI, title) and is created only when missing, so a second run changes nothing.
 */
export async function seed(payload: Payload, log: Log = () => {}): Promise<SeedReport> {
  // One transaction for the whole seed: a commit per record (and, on SQLite, a new connection after each one) was
  // most of its time. Every read and write below runs in it; other processes see the demo site once it is complete.
  const transactionID = (await payload.db.beginTransaction?.()) ?? undefined
  try {
    const report = await seedIn(payload, log, transactionID)
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    return report
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

type TransactionID = number | string | undefined

/**
 * The local API's options for one call in the seed's transaction: a new request each time, since Payload keeps
 * a call's locale and data loader on the request it is given.
 */
const inTransaction = (transactionID: TransactionID) => ({
  overrideAccess: true as const,
  req: { transactionID } as Partial<PayloadRequest>,
})

async function seedIn(payload: Payload, log: Log, transactionID: TransactionID): Promise<SeedReport> {
  const report: SeedReport = { created: {} }
  const count = (collection: string) => {
    report.created[collection] = (report.created[collection] ?? 0) + 1
  }
  const opts = () => ({ ...inTransaction(transactionID), depth: 0 as const })

  /**
   * Payload's typed API wants one literal collection per call; these two helpers work on any collection,
   * so they use an untyped view of the same methods.
   */
  const loose = payload as unknown as {
    create: (args: Record<string, unknown>) => Promise<{ id: number } & Row>
    update: (args: Record<string, unknown>) => Promise<unknown>
    find: (args: Record<string, unknown>) => Promise<{ docs: ({ id: number } & Row)[] }>
  }

  /**
   * Creates the record in Chinese (or completes an existing one); returns its id and the English update, to run
   * once the caller has any further data for it (one write instead of two for the products' related links).
   */
  async function createInChinese(
    collection: string,
    data: Record<string, unknown>,
    extra: Record<string, unknown> = {},
    /** Completes this existing record instead of creating one. */
    existingId?: number,
  ) {
    const { cn, en } = perLocale(data)
    const doc = existingId
      ? ((await loose.update({ collection, id: existingId, data: cn, locale: 'cn', ...opts() })) as {
          id: number
        } & Row)
      : await loose.create({ collection, data: { ...cn, ...extra, isDemo: true }, locale: 'cn', ...opts() })
    for (const [key, value] of Object.entries(en)) {
      if (!Array.isArray(value)) continue
      const created = (doc[key] ?? []) as { id?: string }[]
      en[key] = (value as Row[]).map((row, i) => ({ ...row, id: created[i]?.id }))
    }
    count(existingId ? `${collection} (completed)` : collection)
    const addEnglish = async (more: Record<string, unknown> = {}) => {
      const update = { ...en, ...more }
      if (Object.keys(update).length)
        await loose.update({ collection, id: doc.id, data: update, locale: 'en', ...opts() })
    }
    return { id: doc.id, addEnglish }
  }

  /** Creates the record in Chinese, then adds the English texts; returns the id. */
  async function createLocalized(...args: Parameters<typeof createInChinese>) {
    const { id, addEnglish } = await createInChinese(...args)
    await addEnglish()
    return id
  }

  /** The ids of the records whose `field` (a natural key) is one of `values`, by that value: one query per kind. */
  async function existingIds(collection: string, field: string, values: unknown[]): Promise<Map<unknown, number>> {
    const found = await loose.find({
      collection,
      where: { [field]: { in: values } },
      select: { [field]: true },
      limit: 0,
      pagination: false,
      ...opts(),
    })
    return new Map(found.docs.map((d) => [d[field], d.id]))
  }

  // Demo pictures (issue 19): each product category's picture, and the QC images of the showcase lots, drawn
  // from the lots' numbers. Lots are dated from today, so the current lot stays current whenever the demo is seeded.
  // The missing pictures are rasterized (by sharp's threads) while the reference data is written.
  const today = new Date()
  const lotsByProduct = new Map<string, SeedLot[]>(products.map((p) => [p.catalogNumber, lotsOf(p, today)]))
  const specs = new Map<string, ImageSpec>()
  for (const categoryId of new Set(products.map((p) => p.categoryId))) {
    const category = categories.find((c) => c.id === categoryId)
    if (category) {
      const art = categoryArt(categoryId, category.name, categoryId === 80)
      specs.set(art.key, art)
    }
  }
  const lotRefs = new Map<string, QcRef[]>()
  for (const product of products) {
    for (const lot of lotsByProduct.get(product.catalogNumber) ?? []) {
      const { specs: drawn, refs } = lotImages(product, lot)
      for (const spec of drawn) specs.set(spec.key, spec)
      lotRefs.set(`${product.catalogNumber}/${lot.lotNumber}`, refs)
    }
  }
  const drawing = drawMissingImages(payload, [...specs.values()], transactionID)

  // Reference data
  const areaIds = (await existingIds(
    'areas',
    'code',
    areas.map((a) => a.code),
  )) as Map<string, number>
  for (const [i, area] of areas.entries()) {
    if (areaIds.has(area.code)) continue
    areaIds.set(area.code, await createLocalized('areas', { code: area.code, name: area.name, sort: i }))
  }
  const industryIds = await existingIds(
    'industries',
    'code',
    industries.map((x) => x.code),
  )
  for (const [i, industry] of industries.entries()) {
    if (industryIds.has(industry.code)) continue
    industryIds.set(
      industry.code,
      await createLocalized('industries', { code: industry.code, name: industry.name, sort: i }),
    )
  }

  // Category tree: parents first, fixed ids.
  const categoryIds = await existingIds(
    'categories',
    'id',
    categories.map((c) => c.id),
  )
  for (const category of categories) {
    if (categoryIds.has(category.id)) continue
    await createLocalized(
      'categories',
      {
        name: category.name,
        parent: category.parentId ?? undefined,
        sort: category.sort,
        link: category.link,
        external: category.external ?? false,
        status: '0',
      },
      { id: category.id },
    )
  }
  await resetIdSequence(payload, 'categories', transactionID)
  log(`categories: ${categories.length}`)

  const imageIds = await uploadImages(payload, await drawing, count, transactionID)
  log(`demo images: ${specs.size}`)
  const qcRows = (refs: QcRef[]) =>
    refs.flatMap((r) => {
      const image = imageIds.get(r.key)
      return image ? [{ image, type: r.type, caption: r.caption }] : []
    })

  // Products (two passes: records, then related links once every catalog number exists).
  const productIds = new Map<string, number>()
  /** Products created by this run (in Chinese so far), with their English update. */
  const englishOfCreated = new Map<number, (more?: Record<string, unknown>) => Promise<void>>()
  const existingProducts = new Map(
    (
      await loose.find({
        collection: 'products',
        where: { catalogNumber: { in: products.map((p) => p.catalogNumber) } },
        select: { catalogNumber: true, image: true, isDemo: true },
        limit: 0,
        pagination: false,
        ...opts(),
      })
    ).docs.map((d) => [d.catalogNumber as string, d]),
  )
  for (const product of products) {
    const current = lotsByProduct.get(product.catalogNumber)?.find((l) => l.kind === 'current')
    const gallery = current ? qcRows(lotRefs.get(`${product.catalogNumber}/${current.lotNumber}`) ?? []) : []
    const existing = existingProducts.get(product.catalogNumber)
    if (existing) {
      productIds.set(product.catalogNumber, existing.id)
      // A demo product seeded before issue 19 (no picture yet): add its datasheet, never touching what staff
      // may have edited since (names, texts, prices, lab values).
      if (existing.isDemo && !existing.image) {
        await createLocalized(
          'products',
          { ...datasheetOnly(product), image: imageIds.get(`demo-product-${product.categoryId}`), gallery },
          {},
          existing.id,
        )
      }
      continue
    }
    const { related: _related, categoryId, synonyms, sizes, family: _family, ...rest } = product
    const { id, addEnglish } = await createInChinese('products', {
      ...rest,
      category: categoryId,
      synonyms: synonyms.join('\n'),
      sizes: sizes.map((s) => ({
        size: s.size,
        priceFen: s.priceFen,
        stock: s.stock,
        leadTimeDays: s.leadTimeDays ?? undefined,
      })),
      image: imageIds.get(`demo-product-${categoryId}`),
      gallery,
      status: 'published',
    })
    productIds.set(product.catalogNumber, id)
    englishOfCreated.set(id, addEnglish)
  }
  // The products created by this run get their English texts and related links (every catalog number exists now)
  // in one write; those seeded before get missing related links only, never over what staff may have set.
  for (const product of products) {
    const id = productIds.get(product.catalogNumber)
    if (!id) continue
    const related = (product.related ?? [])
      .map((c) => productIds.get(c))
      .filter((x): x is number => typeof x === 'number')
    const addEnglish = englishOfCreated.get(id)
    if (addEnglish) {
      await addEnglish(related.length ? { related } : {})
      continue
    }
    if (!related.length) continue
    const current = (await payload.findByID({ collection: 'products', id, ...opts() })) as {
      related?: unknown[] | null
    }
    if (current.related?.length) continue
    await payload.update({ collection: 'products', id, data: { related }, ...opts() })
  }
  await seedSearchAliases(payload, transactionID) // issue 20: gene symbols, NCBI Gene IDs, protein names
  log(`products: ${products.length}`)

  // Lots: only for products that have none yet (a later run would date new ones differently).
  const withLots = new Set(
    (
      await loose.find({ collection: 'lots', limit: 0, pagination: false, select: { product: true }, ...opts() })
    ).docs.map((d) => d.product as number),
  )
  for (const product of products) {
    const productId = productIds.get(product.catalogNumber)
    if (!productId || withLots.has(productId)) continue
    for (const lot of lotsByProduct.get(product.catalogNumber) ?? []) {
      const refs = lotRefs.get(`${product.catalogNumber}/${lot.lotNumber}`) ?? []
      const { catalogNumber: _c, kind: _kind, ...values } = lot
      await createLocalized('lots', {
        ...values,
        product: productId,
        ed50Unit: lot.ed50Unit ?? undefined,
        activityNote: refs.length
          ? {
              cn: '演示批次：数值由演示数据规则生成，非实测结果',
              en: 'Demo lot: values generated by the demo data rules, not measured',
            }
          : undefined,
        qcImages: qcRows(refs),
        status: 'published',
      })
    }
  }
  log(`lots: ${report.created.lots ?? 0}`)

  const faqIds = await existingIds(
    'faqs',
    'question',
    faqs.map((f) => f.question.cn),
  )
  for (const [i, entry] of faqs.entries()) {
    if (faqIds.has(entry.question.cn)) continue
    faqIds.set(entry.question.cn, 0)
    await createLocalized('faqs', {
      question: entry.question,
      answer: entry.answer,
      categories: entry.categoryIds,
      products: entry.catalogNumbers.map((c) => productIds.get(c)).filter((x): x is number => typeof x === 'number'),
      sort: i,
      status: 'published',
    })
  }
  log(`faqs: ${faqs.length}`)

  const existingCitations = new Map(
    (
      await loose.find({
        collection: 'citations',
        where: { doi: { in: citations.map((c) => c.doi) } },
        select: { doi: true, applications: true, isDemo: true },
        limit: 0,
        pagination: false,
        ...opts(),
      })
    ).docs.map((d) => [d.doi as string, d]),
  )
  for (const citation of citations) {
    const existing = existingCitations.get(citation.doi)
    if (existing) {
      // Seeded before issue 19: add the study's applications and species once.
      if (existing.isDemo && !(existing.applications as unknown[] | null)?.length) {
        await payload.update({
          collection: 'citations',
          id: existing.id,
          data: { applications: citation.applications, species: citation.species },
          ...opts(),
        })
        count('citations (completed)')
      }
      continue
    }
    const { catalogNumbers, ...rest } = citation
    await payload.create({
      collection: 'citations',
      data: {
        ...rest,
        products: catalogNumbers.map((c) => productIds.get(c)).filter((x): x is number => typeof x === 'number'),
        status: 'published',
        isDemo: true,
      },
      ...opts(),
    })
    count('citations')
  }
  log(`citations: ${citations.length}`)

  const articleIds = (await existingIds(
    'articles',
    'slug',
    articles.map((a) => a.slug),
  )) as Map<string, number>
  for (const article of articles) {
    if (articleIds.has(article.slug)) continue
    const id = await createLocalized('articles', {
      title: article.title,
      slug: article.slug,
      category: article.categoryId,
      summary: article.summary,
      body: { cn: paragraphsToLexical(article.body.cn), en: paragraphsToLexical(article.body.en) },
      publishedAt: article.publishedAt,
      event: article.event
        ? { location: article.event.location.cn, startsAt: article.event.startsAt, endsAt: article.event.endsAt }
        : undefined,
      status: 'published',
    })
    if (article.event) {
      await payload.update({
        collection: 'articles',
        id,
        locale: 'en',
        data: {
          event: {
            location: article.event.location.en,
            startsAt: article.event.startsAt,
            endsAt: article.event.endsAt,
          },
        },
        ...opts(),
      })
    }
    articleIds.set(article.slug, id)
  }
  log(`articles: ${articles.length}`)

  for (const [i, doc] of downloads.entries()) {
    const linked = doc.productCatalogNumbers
      .map((c) => productIds.get(c))
      .filter((x): x is number => typeof x === 'number')
    const existing = (
      await loose.find({ collection: 'downloads', where: { filename: { equals: doc.fileName } }, limit: 1, ...opts() })
    ).docs[0]
    if (existing) {
      // A demo site seeded before issue 19: link its downloads to their products once.
      const products = (existing.products ?? []) as unknown[]
      if (linked.length && !products.length && existing.isDemo)
        await payload.update({
          collection: 'downloads',
          id: existing.id,
          data: { kind: doc.kind, products: linked },
          ...opts(),
        })
      continue
    }
    const pdf = makePdf(doc.title.en, [
      'Example Bio - demo document',
      doc.description.en,
      doc.catalogNumber ? `Catalog number: ${doc.catalogNumber}` : '',
      'This file was generated by the demo seed.',
    ])
    const created = await payload.create({
      collection: 'downloads',
      data: {
        title: doc.title.cn,
        description: doc.description.cn,
        category: doc.categoryId,
        catalogNumber: doc.catalogNumber,
        kind: doc.kind,
        products: linked,
        sort: i,
        status: 'published',
        isDemo: true,
      },
      file: { data: pdf, mimetype: 'application/pdf', name: doc.fileName, size: pdf.length },
      locale: 'cn',
      ...opts(),
    })
    await payload.update({
      collection: 'downloads',
      id: created.id,
      locale: 'en',
      data: { title: doc.title.en, description: doc.description.en },
      ...opts(),
    })
    count('downloads')
  }

  const bannerIds = await existingIds(
    'banners',
    'link',
    banners.map((b) => b.link),
  )
  for (const [i, banner] of banners.entries()) {
    if (bannerIds.has(banner.link)) continue
    bannerIds.set(banner.link, 0)
    const png = await bannerImage(banner.colors, i + 1)
    const media = await payload.create({
      collection: 'media',
      data: { alt: banner.title.cn, isDemo: true },
      file: { data: png, mimetype: 'image/png', name: `banner-${i + 1}.png`, size: png.length },
      locale: 'cn',
      ...opts(),
    })
    await payload.update({ collection: 'media', id: media.id, locale: 'en', data: { alt: banner.title.en }, ...opts() })
    await createLocalized('banners', {
      title: banner.title,
      subtitle: banner.subtitle,
      link: banner.link,
      image: media.id,
      sort: i,
      status: 'published',
    })
  }

  const distributorIds = await existingIds(
    'distributors',
    'email',
    distributors.map((d) => d.email),
  )
  for (const [i, distributor] of distributors.entries()) {
    if (distributorIds.has(distributor.email)) continue
    distributorIds.set(distributor.email, 0)
    await createLocalized('distributors', {
      name: distributor.name,
      address: distributor.address,
      phone: distributor.phone,
      email: distributor.email,
      website: distributor.website,
      areas: distributor.areaCodes.map((c) => areaIds.get(c)).filter((x): x is number => typeof x === 'number'),
      sort: i,
      status: 'published',
    })
  }

  const jobIds = await existingIds(
    'jobs',
    'title',
    jobs.map((j) => j.title.cn),
  )
  for (const [i, job] of jobs.entries()) {
    if (jobIds.has(job.title.cn)) continue
    jobIds.set(job.title.cn, 0)
    await createLocalized('jobs', { ...job, sort: i, status: 'published' })
  }

  // Curated hot keywords (spec section 9): five per language, only when the language has none.
  for (const language of ['cn', 'en'] as const) {
    const existing = await loose.find({
      collection: 'search-keywords',
      where: { language: { equals: language } },
      limit: 1,
      pagination: false,
      ...opts(),
    })
    if (existing.docs.length) continue
    for (const [sort, keyword] of hotKeywords[language].entries()) {
      await payload.create({ collection: 'search-keywords', data: { keyword, language, sort }, ...opts() })
      count('search-keywords')
    }
  }

  // Globals: only when never configured.
  const site = (await payload.findGlobal({ slug: 'site-config', ...opts() })) as {
    phone?: string | null
    isDemo?: boolean | null
    bankTransfer?: { accountNumber?: string | null } | null
  }
  const seedBank = !site.phone || (site.isDemo && !site.bankTransfer?.accountNumber)
  if (!site.phone) {
    await payload.updateGlobal({
      slug: 'site-config',
      locale: 'cn',
      data: {
        mail: 'product@example.com',
        phone: '400-600-0940',
        brand: '示例生物',
        officeHours: '9:00-17:30',
        copyright: '© 2026 示例生物科技有限公司（演示站点） 版权所有',
        icpNumber: '沪ICP备00000000号-1（演示）',
        icpUrl: 'https://beian.miit.gov.cn/',
        privacyPolicy: articleIds.get('privacy-policy'),
        termsConditions: articleIds.get('terms-conditions'),
        trademark: articleIds.get('trademark'),
        social: {
          facebook: 'https://www.facebook.com/',
          linkedin: 'https://www.linkedin.com/',
          youtube: 'https://www.youtube.com/',
        },
        isDemo: true,
      },
      ...opts(),
    })
    await payload.updateGlobal({
      slug: 'site-config',
      locale: 'en',
      data: { brand: 'Example Bio', copyright: '© 2026 Example Bio Co., Ltd. (demo site). All rights reserved.' },
      ...opts(),
    })
    count('site-config')
  }
  if (seedBank) {
    // The account orders awaiting payment show (issue 21): demo values, also for a demo site seeded before.
    for (const locale of ['cn', 'en'] as const) {
      await payload.updateGlobal({
        slug: 'site-config',
        locale,
        data: { bankTransfer: demoBankTransfer[locale] },
        ...opts(),
      })
    }
  }
  const recruitment = (await payload.findGlobal({ slug: 'recruitment-config', ...opts() })) as {
    salary?: string | null
  }
  if (!recruitment.salary) {
    const { cn, en } = perLocale(recruitmentConfig as unknown as Record<string, unknown>)
    await payload.updateGlobal({
      slug: 'recruitment-config',
      locale: 'cn',
      data: { ...cn, applyUrl: 'https://jobs.example.com/' },
      ...opts(),
    })
    await payload.updateGlobal({ slug: 'recruitment-config', locale: 'en', data: en, ...opts() })
    count('recruitment-config')
  }

  report.admin = await ensureAdmin(payload, transactionID)
  report.member = await ensureDemoMember(payload, transactionID)
  return report
}

/** The demo shop member (README): demo_member@example.com, password SEED_MEMBER_PASSWORD or Demo-Member-2026. */
export const DEMO_MEMBER = { email: 'demo_member@example.com', password: 'Demo-Member-2026', phone: '13800000000' }

async function ensureDemoMember(payload: Payload, transactionID?: TransactionID): Promise<SeedReport['member']> {
  const existing = await payload.count({
    collection: 'members',
    where: { email: { equals: DEMO_MEMBER.email } },
    ...inTransaction(transactionID),
  })
  if (existing.totalDocs > 0) return undefined
  const password = process.env.SEED_MEMBER_PASSWORD || DEMO_MEMBER.password
  const area = await payload.find({
    collection: 'areas',
    limit: 1,
    depth: 0,
    sort: 'id',
    ...inTransaction(transactionID),
  })
  const industry = await payload.find({
    collection: 'industries',
    limit: 1,
    depth: 0,
    sort: 'id',
    ...inTransaction(transactionID),
  })
  await payload.create({
    collection: 'members',
    data: {
      email: DEMO_MEMBER.email,
      name: '演示会员 Demo member',
      phone: DEMO_MEMBER.phone,
      company: '示例大学 Example University',
      department: '生命科学学院 School of Life Sciences',
      area: area.docs[0]?.id,
      industry: industry.docs[0]?.id,
      agreedAt: new Date().toISOString(),
      passwordHash: await hashPassword(password),
      isDemo: true,
    },
    ...inTransaction(transactionID),
  })
  return { email: DEMO_MEMBER.email, password }
}

/**
 * The first staff account: SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD, else admin@example.com with a random
 * password that is printed once and kept in DATA_DIR/demo-admin.txt (readable by the owner only).
 */
async function ensureAdmin(payload: Payload, transactionID?: TransactionID): Promise<SeedReport['admin']> {
  const existing = await payload.find({ collection: 'users', limit: 1, depth: 0, ...inTransaction(transactionID) })
  if (existing.totalDocs > 0) return undefined
  const email = process.env.SEED_ADMIN_EMAIL || 'admin@example.com'
  const password = process.env.SEED_ADMIN_PASSWORD || randomBytes(9).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: '演示管理员 Demo admin', roles: ['admin'] },
    ...inTransaction(transactionID),
  })
  if (process.env.SEED_ADMIN_PASSWORD) return { email, password: null, savedIn: null }
  const file = path.join(dataDir(), 'demo-admin.txt')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${email}\n${password}\n`, { mode: 0o600 })
  return { email, password, savedIn: file }
}

/** The datasheet fields issue 19 added, to complete a demo product seeded before it. */
function datasheetOnly(p: (typeof products)[number]): Record<string, unknown> {
  return {
    productType: p.productType,
    tagPosition: p.tagPosition,
    aminoAcidRange: p.aminoAcidRange,
    apparentMwKda: p.apparentMwKda,
    bioactivity: p.bioactivity,
    ed50Value: p.ed50Value,
    ed50Unit: p.ed50Unit ?? undefined,
    unitDefinition: p.unitDefinition,
    applications: p.applications,
    reconstitution: p.reconstitution,
    stability: p.stability,
    shipping: p.shipping,
    kitComponents: p.kitComponents,
    protocolSummary: p.protocolSummary,
  }
}

/** After inserting fixed ids, PostgreSQL's serial must move past them (SQLite does this by itself). */
async function resetIdSequence(payload: Payload, table: string, transactionID?: TransactionID): Promise<void> {
  if (payload.db.name !== 'postgres') return
  await rawQuery(
    payload,
    (sql) =>
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT MAX(id) FROM "${table}"), 1))`,
      ),
    transactionID,
  )
}

/**
 * The demo pictures by key: found by file name when a previous run uploaded them, and the others (`missing`) being
 * rasterized: `pngs`, in the same order, settles later.
 */
async function drawMissingImages(
  payload: Payload,
  specs: ImageSpec[],
  transactionID?: TransactionID,
): Promise<{ ids: Map<string, number>; missing: ImageSpec[]; pngs: Promise<Buffer[]> }> {
  const ids = new Map<string, number>()
  const names = specs.map((s) => `${s.key}.webp`)
  const found = await payload.find({
    collection: 'media',
    where: { filename: { in: names } },
    limit: 0,
    pagination: false,
    depth: 0,
    ...inTransaction(transactionID),
  })
  for (const doc of found.docs) if (doc.filename) ids.set(doc.filename.replace(/\.webp$/, ''), doc.id)
  const missing = specs.filter((s) => !ids.has(s.key))
  const pngs = Promise.all(missing.map((s) => svgToPng(s.svg())))
  pngs.catch(() => {}) // awaited by uploadImages; this only keeps a failure from counting as unhandled meanwhile
  return { ids, missing, pngs }
}

/** Uploads the rasterized demo pictures with their alt text in both languages; returns every picture's id by key. */
async function uploadImages(
  payload: Payload,
  { ids, missing, pngs: drawn }: Awaited<ReturnType<typeof drawMissingImages>>,
  count: (collection: string) => void,
  transactionID?: TransactionID,
): Promise<Map<string, number>> {
  const pngs = await drawn
  for (const [i, spec] of missing.entries()) {
    const png = pngs[i] as Buffer
    const media = await payload.create({
      collection: 'media',
      data: { alt: spec.alt.cn, isDemo: true },
      file: { data: png, mimetype: 'image/png', name: `${spec.key}.png`, size: png.length },
      locale: 'cn',
      depth: 0,
      ...inTransaction(transactionID),
    })
    await payload.update({
      collection: 'media',
      id: media.id,
      locale: 'en',
      data: { alt: spec.alt.en },
      depth: 0,
      ...inTransaction(transactionID),
    })
    ids.set(spec.key, media.id)
    count('media')
  }
  return ids
}
