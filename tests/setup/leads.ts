import type { Payload } from 'payload'
import { getJson, SEED_ADMIN, solvedCaptcha, staffAuth } from './server'

/** Shared helpers of the trial and paper award tests (tests/try-out, paper-reward, uploads). */
export type Answer = { status: number; body: { code: string; data: unknown; msg: string }; headers: Headers }

let ipCounter = 0
/**
 * A fresh client address, so each case has its own per-IP budget (the server reads X-Forwarded-For). From
 * 10.128.0.0/9: `distinctIp` (setup/server.ts) keeps to 10.0.0.0/9, and both counters last the whole run. Each
 * call is in a new /24 too, so no case meets the per-network sub-ceiling of another's submissions.
 */
export function freshIp(): string {
  ipCounter++
  return `10.${128 + ((ipCounter >> 8) & 127)}.${ipCounter & 255}.${1 + ((ipCounter >> 15) & 253)}`
}

export function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  options: { prefix?: '' | '/en'; ip?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { prefix = '', ip = freshIp(), headers = {} } = options
  return getJson(baseUrl, `${prefix}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: JSON.stringify(body),
  })
}

/** The first id of a seeded list (areas by code, industries, product categories). */
export async function lookupIds(payload: Payload) {
  const [area, industry, category] = await Promise.all([
    payload.find({ collection: 'areas', where: { code: { equals: '31' } }, limit: 1, overrideAccess: true }),
    payload.find({ collection: 'industries', limit: 1, overrideAccess: true }),
    payload.find({ collection: 'categories', where: { parent: { equals: 2 } }, limit: 1, overrideAccess: true }),
  ])
  const ids = { areaId: area.docs[0]?.id, industryId: industry.docs[0]?.id, treeId: category.docs[0]?.id ?? 2 }
  if (typeof ids.areaId !== 'number' || typeof ids.industryId !== 'number') throw new Error('seed lists missing')
  return ids as { areaId: number; industryId: number; treeId: number }
}

export async function captchaFor(baseUrl: string): Promise<{ captchaId: string; captchaCode: string }> {
  const { captchaId, code } = await solvedCaptcha(baseUrl)
  return { captchaId, captchaCode: code }
}

/** Tokens of the seeded admin and of a new sales and editor account. */
export async function staffTokens(server: { baseUrl: string; payload: Payload }, tag: string) {
  const tokens = {
    admin: await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password),
    sales: '',
    editor: '',
  }
  for (const role of ['sales', 'editor'] as const) {
    const email = `${role}-${tag}-${Date.now()}@example.com`
    await server.payload.create({
      collection: 'users',
      data: { email, password: 'Staff-Test-Password-1', roles: [role] },
      overrideAccess: true,
    })
    tokens[role] = await staffAuth(server.baseUrl, email, 'Staff-Test-Password-1')
  }
  return tokens
}

/** The id of a seeded list entry by its code (areas: '31' is Shanghai; industries: 'academic'). */
export async function seededId(payload: Payload, collection: 'areas' | 'industries', code: string): Promise<number> {
  const id = (await payload.find({ collection, where: { code: { equals: code } }, overrideAccess: true })).docs[0]?.id
  if (!id) throw new Error(`seeded ${collection} ${code} missing`)
  return id
}

/** A product suggestion's fields as a Shanghai academic fills them in; `fields` names it and adds the rest. */
export async function suggestionFields<T extends { productName: string; name: string; email: string }>(
  payload: Payload,
  fields: T,
) {
  return {
    species: 'mouse',
    tagPosition: 'n-terminal',
    tag: 'tag-free',
    expressionSystem: 'e-coli',
    expressionRange: 'Met1-Trp152',
    quantity: '1 mg',
    purpose: 'Assays',
    quality: 'Purity > 95%',
    deliveryTime: '4 weeks',
    otherRequirements: 'None',
    company: '示例研究所',
    department: '免疫室',
    phone: '13912345678',
    region: await seededId(payload, 'areas', '31'),
    industry: await seededId(payload, 'industries', 'academic'),
    ...fields,
  }
}
