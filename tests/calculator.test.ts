import fs from 'node:fs'
import path from 'node:path'
import ExcelJS from 'exceljs'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_CALCULATOR_BODY } from '../src/api/calculator'
import { createMemberSession, revokeMemberSession } from '../src/auth/member-sessions'
import { calculate, TOOLBOX_MODULES, type ToolboxModule } from '../src/toolbox/calculate'
import type { PipelineResult } from '../src/toolbox/pipeline'
import { differences, type Tolerances } from '../src/toolbox/vector-compare'
import { startServer } from './setup/server'
import { translate } from './setup/translate'

/**
 * Issue 5, part 2: POST /api/v1/calculator answers every reference vector like the library (within the spec's
 * tolerances; codes and English texts exactly), in the request's language, and never a 5xx whatever the body;
 * POST /api/v1/calculator/export gives members the workbook whose cells are the API's numbers.
 */

interface Vector {
  id: string
  module: ToolboxModule
  description: string
  input: Record<string, unknown>
  expected: { ok: true; result: Record<string, unknown> } | { ok: false; error_code: string; error_message: string }
}

const vectorsFile = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../shared/toolbox/vectors-public.json'), 'utf8'),
) as { conventions: { recommended_tolerance: Tolerances }; vectors: Vector[] }
const vectors = vectorsFile.vectors
const tolerance = vectorsFile.conventions.recommended_tolerance

type Envelope = { code: string; data: unknown; msg: string }

let server: Awaited<ReturnType<typeof startServer>>
let payload: Payload
let memberToken: string

beforeAll(async () => {
  server = await startServer()
  payload = server.payload
  const member = await payload.create({
    collection: 'members',
    data: { email: `calculator-${Date.now()}@example.com`, name: 'Toolbox member' },
    overrideAccess: true,
  })
  memberToken = await createMemberSession(payload, member.id)
})
afterAll(async () => {
  await server?.close()
})

/** POSTs a raw body and returns status, headers and the parsed envelope (a non-JSON answer fails the test). */
async function post(
  pathname: string,
  body: BodyInit | null,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<{ status: number; body: Envelope; headers: Headers }> {
  const res = await fetch(server.baseUrl + pathname, { method: 'POST', headers, body })
  const text = await res.text()
  try {
    return { status: res.status, body: JSON.parse(text) as Envelope, headers: res.headers }
  } catch {
    throw new Error(`${pathname}: not JSON (${res.status}): ${text.slice(0, 200)}`)
  }
}

const calc = (body: unknown, headers?: Record<string, string>, pathname = '/en/api/v1/calculator') =>
  post(pathname, JSON.stringify(body), { 'content-type': 'application/json', ...headers })

describe('POST /api/v1/calculator: the reference vectors', () => {
  it(`answers all ${vectors.length} public vectors in English like the spec (within tolerances, texts exactly)`, async () => {
    expect(vectors.length).toBeGreaterThan(30)
    const failures: string[] = []
    for (const v of vectors) {
      const { status, body } = await calc({ module: v.module, input: v.input })
      if (v.expected.ok) {
        if (status !== 200 || body.code !== 'E0001') {
          failures.push(`${v.id}: ${status} ${body.code} ${body.msg}`)
          continue
        }
        failures.push(...differences(body.data, v.expected.result, tolerance, v.id))
      } else {
        if (status !== 400) failures.push(`${v.id}: status ${status}`)
        if (body.code !== v.expected.error_code) failures.push(`${v.id}: code ${body.code} ≠ ${v.expected.error_code}`)
        if (body.msg !== v.expected.error_message)
          failures.push(`${v.id}: msg ${body.msg} ≠ ${v.expected.error_message}`)
        if (body.data !== null) failures.push(`${v.id}: data is not null`)
      }
    }
    expect(failures).toEqual([])
  })

  it('answers Chinese requests with the same code and data, and the Chinese text of the message files', async () => {
    const failures: string[] = []
    for (const v of vectors) {
      // No language hint: Chinese, the site's default.
      const { status, body } = await calc({ module: v.module, input: v.input }, {}, '/api/v1/calculator')
      if (v.expected.ok) {
        if (status !== 200 || body.code !== 'E0001') failures.push(`${v.id}: ${status} ${body.code}`)
        else failures.push(...differences(body.data, v.expected.result, tolerance, `${v.id} (cn)`))
        continue
      }
      const out = calculate(v.module, v.input)
      if (out.ok) throw new Error(`${v.id}: the library accepts it`)
      const chinese = translate('cn', `toolbox.codes.${out.error.messageKey}`, out.error.params)
      if (status !== 400 || body.code !== v.expected.error_code) failures.push(`${v.id}: ${status} ${body.code}`)
      if (body.msg !== chinese) failures.push(`${v.id}: ${body.msg} ≠ ${chinese}`)
      if (!/[\u4e00-\u9fff]/.test(body.msg)) failures.push(`${v.id}: not Chinese: ${body.msg}`)
    }
    expect(failures).toEqual([])
  })

  it('takes the language from Accept-Language and the locale cookie too', async () => {
    const bad = { module: 'probe_design', input: { sequence: 'GGN' } }
    const english = await calc(bad, { 'accept-language': 'en-US,en;q=0.9' }, '/api/v1/calculator')
    expect(english.body).toEqual({
      code: 'E_SEQ_CHAR',
      data: null,
      msg: "Invalid character(s) 'N' at position 3. Only A, C, G, T and U are allowed.",
    })
    const cookie = await calc(bad, { cookie: 'i18n_redirected=cn', 'accept-language': 'en' }, '/api/v1/calculator')
    expect(cookie.body.code).toBe('E_SEQ_CHAR')
    expect(cookie.body.msg).toBe("序列含无效字符 'N'（首个位于第 3 位）。仅允许 A、C、G、T 和 U。")
  })

  it('needs no login (anonymous visitors calculate)', async () => {
    const { status, body } = await calc({
      module: 'reaction_system',
      input: vectors.find((v) => v.id === 'R01')?.input,
    })
    expect(status).toBe(200)
    expect((body.data as { final_volume_ul: number }).final_volume_ul).toBe(100)
  })
})

describe('POST /api/v1/calculator: malformed requests get a 4xx, never a 5xx', () => {
  const valid = JSON.stringify({
    module: 'reaction_system',
    input: { mrna_length: 2000, sample_conc_ng_ul: 1000, probe_conc_uM: 100 },
  })
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
  const cases: {
    name: string
    body: BodyInit | null
    headers?: Record<string, string>
    status: number
    code: string
  }[] = [
    { name: 'text/plain', body: valid, headers: { 'content-type': 'text/plain' }, status: 415, code: 'E0415' },
    { name: 'no content type', body: valid, headers: {}, status: 415, code: 'E0415' },
    {
      name: 'form encoded',
      body: 'module=pipeline',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      status: 415,
      code: 'E0415',
    },
    {
      name: 'multipart',
      body: valid,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      status: 415,
      code: 'E0415',
    },
    {
      name: 'latin-1 JSON',
      body: valid,
      headers: { 'content-type': 'application/json; charset=iso-8859-1' },
      status: 415,
      code: 'E0415',
    },
    { name: 'not JSON', body: '{module:', status: 400, code: 'E0400' },
    { name: 'empty body', body: '', status: 400, code: 'E0400' },
    { name: 'invalid UTF-8', body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), status: 400, code: 'E0400' },
    { name: 'null', body: 'null', status: 400, code: 'E0400' },
    { name: 'array', body: '[{"module":"pipeline","input":{}}]', status: 400, code: 'E0400' },
    { name: 'number', body: '42', status: 400, code: 'E0400' },
    { name: 'string', body: '"pipeline"', status: 400, code: 'E0400' },
    { name: 'empty object', body: '{}', status: 400, code: 'E0400' },
    { name: 'no input', body: '{"module":"pipeline"}', status: 400, code: 'E0400' },
    { name: 'no module', body: '{"input":{}}', status: 400, code: 'E0400' },
    { name: 'extra key', body: '{"module":"pipeline","input":{},"debug":true}', status: 400, code: 'E0400' },
    { name: '__proto__ key', body: '{"module":"pipeline","input":{},"__proto__":{"x":1}}', status: 400, code: 'E0400' },
    { name: 'deeply nested body', body: nested(100_000), status: 400, code: 'E0400' },
    { name: 'unknown module', body: '{"module":"probe","input":{}}', status: 400, code: 'E_INPUT' },
    { name: 'module null', body: '{"module":null,"input":null}', status: 400, code: 'E_INPUT' },
    { name: 'module number', body: '{"module":1,"input":{}}', status: 400, code: 'E_INPUT' },
    { name: 'module __proto__', body: '{"module":"__proto__","input":{}}', status: 400, code: 'E_INPUT' },
    { name: 'input null', body: '{"module":"pipeline","input":null}', status: 400, code: 'E_INPUT' },
    { name: 'input array', body: '{"module":"pipeline","input":[]}', status: 400, code: 'E_INPUT' },
    { name: 'input string', body: '{"module":"pipeline","input":"GGG"}', status: 400, code: 'E_INPUT' },
    {
      name: 'deeply nested input',
      body: `{"module":"pipeline","input":{"sequence":${nested(60_000)}}}`,
      status: 400,
      code: 'E_SEQ_EMPTY',
    },
    {
      name: 'nested objects in every field',
      body: JSON.stringify({
        module: 'pipeline',
        input: Object.fromEntries(
          ['sequence', 'probe_start', 'mrna_length', 'modification'].map((k) => [k, { a: { b: [1] } }]),
        ),
      }),
      status: 400,
      code: 'E_SEQ_EMPTY',
    },
    {
      name: 'sequence too long',
      body: JSON.stringify({ module: 'probe_design', input: { sequence: 'A'.repeat(50_001) } }),
      status: 400,
      code: 'E_SEQ_LONG',
    },
    {
      name: 'body over 256 KiB',
      body: JSON.stringify({ module: 'probe_design', input: { sequence: 'A'.repeat(MAX_CALCULATOR_BODY) } }),
      status: 413,
      code: 'E0413',
    },
  ]

  for (const c of cases) {
    it(`${c.name} → ${c.status} ${c.code}`, async () => {
      const { status, body } = await post(
        '/en/api/v1/calculator',
        c.body,
        c.headers ?? { 'content-type': 'application/json' },
      )
      expect({ status, code: body.code, data: body.data }).toEqual({ status: c.status, code: c.code, data: null })
      expect(body.msg.length).toBeGreaterThan(0)
    })
  }

  it('refuses a body that is larger than its Content-Length claims (streamed) with 413', async () => {
    const big = new TextEncoder().encode(
      JSON.stringify({ module: 'pipeline', input: { sequence: 'G'.repeat(300_000) } }),
    )
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.length; i += 16_384) controller.enqueue(big.slice(i, i + 16_384))
        controller.close()
      },
    })
    const res = await fetch(`${server.baseUrl}/api/v1/calculator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
  })

  it('answers GET with 405', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/calculator`)
    expect(res.status).toBe(405)
    expect(((await res.json()) as Envelope).code).toBe('E0405')
  })

  it('never answers 5xx to random bodies (fast-check, 150 runs)', async () => {
    const fieldNames = [
      'sequence',
      'probe_sequence',
      'probe_start',
      'probe_length',
      'digestion_position',
      'hybrid_length',
      'mrna_length',
      'sample_conc_ng_ul',
      'probe_conc_uM',
      'entered_seq_len',
      'product_sequence',
      'modification',
      'capping_method',
      'cap_analog',
      '__proto__',
      'constructor',
    ]
    const anyValue = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.integer({ min: -5, max: 70_000 }),
      fc.double(),
      fc.stringMatching(/^[ACGTUacgtun >\r\n0-9-]{0,80}$/),
    )
    const input = fc.oneof(
      fc.dictionary(fc.constantFrom(...fieldNames), anyValue, { maxKeys: 10 }),
      fc.jsonValue({ maxDepth: 2 }),
    )
    const envelope = fc.record(
      {
        module: fc.oneof(
          fc.constantFrom(...TOOLBOX_MODULES),
          fc.string({ maxLength: 12 }),
          fc.jsonValue({ maxDepth: 1 }),
        ),
        input,
      },
      { requiredKeys: [] },
    )
    const body = fc.oneof(
      { weight: 5, arbitrary: envelope.map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? '') },
      { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    )
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'APPLICATION/JSON',
    )
    const language = fc.constantFrom('/api/v1/calculator', '/en/api/v1/calculator', '/api/v1/calculator/export')
    await fc.assert(
      fc.asyncProperty(body, contentType, language, async (text, type, pathname) => {
        const res = await fetch(server.baseUrl + pathname, {
          method: 'POST',
          headers: { 'content-type': type },
          body: text,
        })
        const answer = (await res.json()) as Envelope
        expect(res.status).toBeLessThan(500)
        expect(typeof answer.code).toBe('string')
        expect(typeof answer.msg).toBe('string')
        if (res.status === 200) expect(answer.code).toBe('E0001')
        else expect(answer.data).toBeNull()
      }),
      { numRuns: 150 },
    )
  })
})

// ---------------------------------------------------------------------------------------------------------
// Export

const E01 = vectors.find((v) => v.id === 'E01') as Vector
const E03 = vectors.find((v) => v.id === 'E03') as Vector

async function exportWorkbook(
  body: unknown,
  headers: Record<string, string>,
  pathname = '/en/api/v1/calculator/export',
) {
  return fetch(server.baseUrl + pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

const SPECIES_KEYS = new Set(['cap2', 'cap1', 'cap0', 'capG', 'capped', 'ppp', 'pp', 'p', 'OH'])

/** A sheet's `key → value` rows (columns B → C) and its species table (rows whose column A is a species key). */
function readSheet(sheet: ExcelJS.Worksheet) {
  const values = new Map<string, unknown>()
  const species = new Map<string, unknown[]>()
  sheet.eachRow((row) => {
    const cells = (row.values as unknown[]).slice(1)
    const [a, b, c] = cells
    if (typeof a === 'string' && SPECIES_KEYS.has(a) && cells.length >= 6) species.set(a, cells)
    else if (typeof b === 'string' && /^[a-z][a-z_]*(uM)?$/.test(b)) values.set(b, c)
  })
  return { values, species }
}

/** Every scalar output of a module result equals its cell; arrays are written as `a-b`. */
function expectCellsEqual(values: Map<string, unknown>, result: Record<string, unknown>, where: string) {
  for (const [key, value] of Object.entries(result)) {
    if (['warnings', 'infos', 'warnings_text', 'infos_text', 'species'].includes(key)) continue
    const cell = values.get(key)
    if (value === null) expect(cell ?? null, `${where}.${key}`).toBeNull()
    else if (Array.isArray(value)) expect(cell, `${where}.${key}`).toBe(value.join('-'))
    else expect(cell, `${where}.${key}`).toBe(value)
  }
}

describe('POST /api/v1/calculator/export', () => {
  it("answers anonymous visitors 401 'Please login first' (in their language)", async () => {
    for (const [pathname, text] of [
      ['/en/api/v1/calculator/export', 'Please login first'],
      ['/api/v1/calculator/export', '请先登录'],
    ] as const) {
      const res = await exportWorkbook({ module: 'pipeline', input: E01.input }, {}, pathname)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ code: 'E0401', data: null, msg: text })
    }
  })

  it('refuses unknown, malformed and revoked tokens with 401', async () => {
    for (const auth of ['Bearer nope', 'Bearer x'.padEnd(60, 'y'), `Basic ${memberToken}`]) {
      const res = await exportWorkbook({ module: 'pipeline', input: E01.input }, { authorization: auth })
      expect(res.status, auth).toBe(401)
    }
    const member = await payload.create({
      collection: 'members',
      data: { email: `revoked-${Date.now()}@example.com` },
      overrideAccess: true,
    })
    const token = await createMemberSession(payload, member.id)
    await revokeMemberSession(payload, token)
    const res = await exportWorkbook({ module: 'pipeline', input: E01.input }, { cookie: `member_session=${token}` })
    expect(res.status).toBe(401)
  })

  it('gives a member the workbook of the pipeline: one sheet per module, cells equal to the API numbers', async () => {
    for (const vector of [E01, E03]) {
      const api = await calc({ module: 'pipeline', input: vector.input })
      expect(api.status).toBe(200)
      const data = api.body.data as PipelineResult
      const res = await exportWorkbook(
        { module: 'pipeline', input: vector.input },
        { authorization: `Bearer ${memberToken}` },
      )
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="mrna-capping-toolbox-pipeline-\d{4}-\d{2}-\d{2}\.xlsx"$/,
      )
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(await res.arrayBuffer())
      expect(workbook.worksheets.map((s) => s.name)).toEqual(['Probe design', 'Reaction system', 'Product molecules'])
      const [probeSheet, reactionSheet, productSheet] = workbook.worksheets.map(readSheet) as ReturnType<
        typeof readSheet
      >[]
      if (!probeSheet || !reactionSheet || !productSheet) throw new Error('three sheets expected')
      expectCellsEqual(
        probeSheet.values,
        data.probe_design as unknown as Record<string, unknown>,
        `${vector.id}.probe_design`,
      )
      expectCellsEqual(
        reactionSheet.values,
        data.reaction_system as unknown as Record<string, unknown>,
        `${vector.id}.reaction_system`,
      )
      expectCellsEqual(
        productSheet.values,
        data.product_mass as unknown as Record<string, unknown>,
        `${vector.id}.product_mass`,
      )
      // Inputs as sent.
      for (const key of ['sequence', 'probe_start', 'probe_length', 'digestion_position', 'hybrid_length']) {
        expect(probeSheet.values.get(key), key).toBe(vector.input[key])
      }
      for (const key of ['mrna_length', 'sample_conc_ng_ul', 'probe_conc_uM']) {
        expect(reactionSheet.values.get(key), key).toBe(vector.input[key])
      }
      expect(productSheet.values.get('modification')).toBe(vector.input.modification)
      // The species table: every 5' species with its average and monoisotopic mass, exactly the API's.
      expect([...productSheet.species.keys()]).toEqual(data.product_mass.species.map((s) => s.species))
      for (const s of data.product_mass.species) {
        const row = productSheet.species.get(s.species) ?? []
        expect(row[2], s.species).toBe(s.formula)
        expect(row[3], s.species).toBe(s.average_mass)
        expect(row[4], s.species).toBe(s.average_mass_display)
        expect(row[5], s.species).toBe(s.monoisotopic_mass)
      }
    }
  })

  it('labels a Chinese workbook in Chinese with the same numbers, and exports a single module as one sheet', async () => {
    const input = vectors.find((v) => v.id === 'R03')?.input
    const res = await exportWorkbook(
      { module: 'reaction_system', input },
      { cookie: `member_session=${memberToken}` },
      '/api/v1/calculator/export',
    )
    expect(res.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await res.arrayBuffer())
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['反应体系'])
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet
    const { values } = readSheet(sheet)
    const api = await calc({ module: 'reaction_system', input })
    expectCellsEqual(values, api.body.data as Record<string, unknown>, 'R03')
    const texts: string[] = []
    sheet.eachRow((row) => {
      texts.push(String(row.getCell(1).value ?? ''), String(row.getCell(2).value ?? ''))
    })
    expect(texts).toContain('样品浓度（ng/µl）')
    expect(texts).toContain('样品浓度过低，请调整')
  })

  it('answers a member a 400 with the spec code for an input the spec rejects', async () => {
    const res = await exportWorkbook(
      { module: 'pipeline', input: { ...E01.input, sequence: 'GGN' } },
      { authorization: `Bearer ${memberToken}` },
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as Envelope).code).toBe('E_SEQ_CHAR')
  })
})
