import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { hashPassword } from '../auth/passwords'
import { executeRaw } from '../lib/db/payload-db'
import { dataDir } from '../lib/paths'
import { bannerImage } from './banner-art'
import { areas } from './data/areas'
import { articles } from './data/articles'
import { banners } from './data/banners'
import { categories } from './data/categories'
import { citations } from './data/citations'
import { distributors } from './data/distributors'
import { downloads } from './data/downloads'
import { hotKeywords } from './data/hot-keywords'
import { industries } from './data/industries'
import { jobs } from './data/jobs'
import { products } from './data/products'
import { recruitmentConfig } from './data/recruitment'
import type { Localized } from './data/types'
import { paragraphsToLexical } from './lexical'
import { makePdf } from './pdf'

export interface SeedReport {
  created: Record<string, number>
  /** The first staff account; `savedIn`: the file its generated password was written to (under DATA_DIR). */
  admin?: { email: string; password: string | null; savedIn: string | null }
  member?: { email: string; password: string }
}

type Log = (message: string) => void

/** Splits `{ cn, en }` values of a record into one record per locale (Payload writes one locale at a time). */
function perLocale<T extends Record<string, unknown>>(
  data: T,
): { cn: Record<string, unknown>; en: Record<string, unknown> } {
  const cn: Record<string, unknown> = {}
  const en: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && 'cn' in value && 'en' in value) {
      cn[key] = (value as Localized).cn
      en[key] = (value as Localized).en
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
  const report: SeedReport = { created: {} }
  const count = (collection: string) => {
    report.created[collection] = (report.created[collection] ?? 0) + 1
  }
  const opts = { overrideAccess: true, depth: 0 } as const

  /**
   * Payload's typed API wants one literal collection per call; these two helpers work on any collection,
   * so they use an untyped view of the same methods.
   */
  const loose = payload as unknown as {
    create: (args: Record<string, unknown>) => Promise<{ id: number }>
    update: (args: Record<string, unknown>) => Promise<unknown>
    find: (args: Record<string, unknown>) => Promise<{ docs: { id: number }[] }>
  }

  /** Creates the record in Chinese, then adds the English texts; returns the id. */
  async function createLocalized(
    collection: string,
    data: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) {
    const { cn, en } = perLocale(data)
    const doc = await loose.create({ collection, data: { ...cn, ...extra, isDemo: true }, locale: 'cn', ...opts })
    if (Object.keys(en).length) await loose.update({ collection, id: doc.id, data: en, locale: 'en', ...opts })
    count(collection)
    return doc.id
  }

  async function findId(collection: string, where: Record<string, unknown>): Promise<number | null> {
    const found = await loose.find({ collection, where, limit: 1, pagination: false, ...opts })
    return found.docs[0]?.id ?? null
  }

  // Reference data
  const areaIds = new Map<string, number>()
  for (const [i, area] of areas.entries()) {
    const id =
      (await findId('areas', { code: { equals: area.code } })) ??
      (await createLocalized('areas', { code: area.code, name: area.name, sort: i }))
    areaIds.set(area.code, id)
  }
  for (const [i, industry] of industries.entries()) {
    if (await findId('industries', { code: { equals: industry.code } })) continue
    await createLocalized('industries', { code: industry.code, name: industry.name, sort: i })
  }

  // Category tree: parents first, fixed ids.
  for (const category of categories) {
    if (await findId('categories', { id: { equals: category.id } })) continue
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
  await resetIdSequence(payload, 'categories')
  log(`categories: ${categories.length}`)

  // Products (two passes: records, then related links once every catalog number exists).
  const productIds = new Map<string, number>()
  for (const product of products) {
    const existing = await findId('products', { catalogNumber: { equals: product.catalogNumber } })
    if (existing) {
      productIds.set(product.catalogNumber, existing)
      continue
    }
    const { related: _related, categoryId, synonyms, sizes, ...rest } = product
    const id = await createLocalized('products', {
      ...rest,
      category: categoryId,
      synonyms: synonyms.join('\n'),
      sizes: sizes.map((s) => ({ size: s.size, priceFen: s.priceFen })),
      status: 'published',
    })
    productIds.set(product.catalogNumber, id)
  }
  for (const product of products) {
    if (!product.related?.length) continue
    const id = productIds.get(product.catalogNumber)
    const related = product.related.map((c) => productIds.get(c)).filter((x): x is number => typeof x === 'number')
    if (!id || !related.length) continue
    const current = (await payload.findByID({ collection: 'products', id, ...opts })) as { related?: unknown[] | null }
    if (current.related?.length) continue
    await payload.update({ collection: 'products', id, data: { related }, ...opts })
  }
  log(`products: ${products.length}`)

  for (const citation of citations) {
    if (await findId('citations', { doi: { equals: citation.doi } })) continue
    const { catalogNumbers, ...rest } = citation
    await payload.create({
      collection: 'citations',
      data: {
        ...rest,
        products: catalogNumbers.map((c) => productIds.get(c)).filter((x): x is number => typeof x === 'number'),
        status: 'published',
        isDemo: true,
      },
      ...opts,
    })
    count('citations')
  }
  log(`citations: ${citations.length}`)

  const articleIds = new Map<string, number>()
  for (const article of articles) {
    const existing = await findId('articles', { slug: { equals: article.slug } })
    if (existing) {
      articleIds.set(article.slug, existing)
      continue
    }
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
        ...opts,
      })
    }
    articleIds.set(article.slug, id)
  }
  log(`articles: ${articles.length}`)

  for (const [i, doc] of downloads.entries()) {
    if (await findId('downloads', { filename: { equals: doc.fileName } })) continue
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
        sort: i,
        status: 'published',
        isDemo: true,
      },
      file: { data: pdf, mimetype: 'application/pdf', name: doc.fileName, size: pdf.length },
      locale: 'cn',
      ...opts,
    })
    await payload.update({
      collection: 'downloads',
      id: created.id,
      locale: 'en',
      data: { title: doc.title.en, description: doc.description.en },
      ...opts,
    })
    count('downloads')
  }

  for (const [i, banner] of banners.entries()) {
    if (await findId('banners', { link: { equals: banner.link } })) continue
    const png = await bannerImage(banner.colors, i + 1)
    const media = await payload.create({
      collection: 'media',
      data: { alt: banner.title.cn, isDemo: true },
      file: { data: png, mimetype: 'image/png', name: `banner-${i + 1}.png`, size: png.length },
      locale: 'cn',
      ...opts,
    })
    await payload.update({ collection: 'media', id: media.id, locale: 'en', data: { alt: banner.title.en }, ...opts })
    await createLocalized('banners', {
      title: banner.title,
      subtitle: banner.subtitle,
      link: banner.link,
      image: media.id,
      sort: i,
      status: 'published',
    })
  }

  for (const [i, distributor] of distributors.entries()) {
    if (await findId('distributors', { email: { equals: distributor.email } })) continue
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

  for (const [i, job] of jobs.entries()) {
    if (await findId('jobs', { title: { equals: job.title.cn } })) continue
    await createLocalized('jobs', { ...job, sort: i, status: 'published' })
  }

  // Curated hot keywords (spec section 9): five per language, only when the language has none.
  for (const language of ['cn', 'en'] as const) {
    if (await findId('search-keywords', { language: { equals: language } })) continue
    for (const [sort, keyword] of hotKeywords[language].entries()) {
      await payload.create({ collection: 'search-keywords', data: { keyword, language, sort }, ...opts })
      count('search-keywords')
    }
  }

  // Globals: only when never configured.
  const site = (await payload.findGlobal({ slug: 'site-config', ...opts })) as { phone?: string | null }
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
      ...opts,
    })
    await payload.updateGlobal({
      slug: 'site-config',
      locale: 'en',
      data: { brand: 'Example Bio', copyright: '© 2026 Example Bio Co., Ltd. (demo site). All rights reserved.' },
      ...opts,
    })
    count('site-config')
  }
  const recruitment = (await payload.findGlobal({ slug: 'recruitment-config', ...opts })) as { salary?: string | null }
  if (!recruitment.salary) {
    const { cn, en } = perLocale(recruitmentConfig as unknown as Record<string, unknown>)
    await payload.updateGlobal({
      slug: 'recruitment-config',
      locale: 'cn',
      data: { ...cn, applyUrl: 'https://jobs.example.com/' },
      ...opts,
    })
    await payload.updateGlobal({ slug: 'recruitment-config', locale: 'en', data: en, ...opts })
    count('recruitment-config')
  }

  report.admin = await ensureAdmin(payload)
  report.member = await ensureDemoMember(payload)
  return report
}

/** The demo shop member (README): demo_member@example.com, password SEED_MEMBER_PASSWORD or Demo-Member-2026. */
export const DEMO_MEMBER = { email: 'demo_member@example.com', password: 'Demo-Member-2026', phone: '13800000000' }

async function ensureDemoMember(payload: Payload): Promise<SeedReport['member']> {
  const existing = await payload.count({
    collection: 'members',
    where: { email: { equals: DEMO_MEMBER.email } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return undefined
  const password = process.env.SEED_MEMBER_PASSWORD || DEMO_MEMBER.password
  const area = await payload.find({ collection: 'areas', limit: 1, depth: 0, overrideAccess: true, sort: 'id' })
  const industry = await payload.find({
    collection: 'industries',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    sort: 'id',
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
    overrideAccess: true,
  })
  return { email: DEMO_MEMBER.email, password }
}

/**
 * The first staff account: SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD, else admin@example.com with a random
 * password that is printed once and kept in DATA_DIR/demo-admin.txt (readable by the owner only).
 */
async function ensureAdmin(payload: Payload): Promise<SeedReport['admin']> {
  const existing = await payload.find({ collection: 'users', limit: 1, overrideAccess: true, depth: 0 })
  if (existing.totalDocs > 0) return undefined
  const email = process.env.SEED_ADMIN_EMAIL || 'admin@example.com'
  const password = process.env.SEED_ADMIN_PASSWORD || randomBytes(9).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: '演示管理员 Demo admin', roles: ['admin'] },
    overrideAccess: true,
  })
  if (process.env.SEED_ADMIN_PASSWORD) return { email, password: null, savedIn: null }
  const file = path.join(dataDir(), 'demo-admin.txt')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${email}\n${password}\n`, { mode: 0o600 })
  return { email, password, savedIn: file }
}

/** After inserting fixed ids, PostgreSQL's serial must move past them (SQLite does this by itself). */
async function resetIdSequence(payload: Payload, table: string): Promise<void> {
  if (payload.db.name !== 'postgres') return
  await executeRaw(
    payload,
    `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT MAX(id) FROM "${table}"), 1))`,
  )
}
