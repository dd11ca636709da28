import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { retryPendingMail, settleMailDeliveries } from '../src/server/notifications/mail-queue'
import { manualClock, setClock } from '../src/services/clock'
import { type MailMessage, setMailer } from '../src/services/mail/mail'
import { distinctIp, getJson, SEED_ADMIN, staffAuth, startServer } from './setup/server'
import { pdf } from './setup/upload-fixtures'

/**
 * COA download (spec sections 3 and 5), the back-office inbox (export, reply promise) and the mail queue's
 * fault tolerance: with the mail provider down, every submission is stored, and every e-mail goes out exactly
 * once after the provider recovers.
 */
let server: Awaited<ReturnType<typeof startServer>>
let areaId: number
let industryId: number
let admin: string

// A well-formed one-page PDF: staff uploads pass the same inspection as customers' (issue 31).
const PDF = pdf()

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 }) // simulates many clients through X-Forwarded-For
  areaId = (await server.payload.find({ collection: 'areas', limit: 1 })).docs[0]?.id as number
  industryId = (await server.payload.find({ collection: 'industries', limit: 1 })).docs[0]?.id as number
  admin = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
})
afterAll(async () => {
  setMailer(undefined)
  setClock(null)
  await settleMailDeliveries()
  await server?.close()
})

async function uploadCertificate(catalogNumber: string, lotNumber: string, bytes: Buffer = PDF) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `${catalogNumber}.pdf`)
  form.append('_payload', JSON.stringify({ catalogNumber, lotNumber }))
  return fetch(`${server.baseUrl}/api/cms/coa-certificates`, {
    method: 'POST',
    headers: { authorization: admin },
    body: form,
  })
}

const validCoa = () => ({
  name: 'Zhao Liu',
  catalogNumbers: 'cd002; CD003',
  lotNumber: '20240101',
  dept: 'Example University / Lab of RNA',
  email: 'zhao_liu@example.com',
  phone: '13812345678',
  idea: 'for our audit',
  areaId,
  industryId,
  contactable: true,
})

function postCoa(body: unknown, prefix = '', ip = distinctIp()) {
  return getJson(server.baseUrl, `${prefix}/api/v1/coa`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  })
}

describe('COA certificates in the back office', () => {
  it('staff upload a PDF per catalog and lot number; anything but a PDF is refused by its header', async () => {
    const ok = await uploadCertificate('CD002', '20240101')
    expect(ok.status, await ok.clone().text()).toBe(201)
    // A file that is no PDF by its bytes is of a type staff may not upload here (the staff PDF check, issue 31).
    const fake = await uploadCertificate('CD004', '1', Buffer.from('<html>not a pdf</html>'))
    expect(fake.status).toBe(415)
  })

  it('are never public: no anonymous listing or file', async () => {
    const res = await fetch(`${server.baseUrl}/api/cms/coa-certificates`)
    expect(res.status).toBe(403)
    const doc = (await server.payload.find({ collection: 'coa-certificates', limit: 1 })).docs[0]
    const file = await fetch(`${server.baseUrl}/api/cms/coa-certificates/file/${doc?.filename}`)
    expect(file.status).toBeGreaterThanOrEqual(400)
  })
})

describe('POST /coa', () => {
  it('stores the request, hands out a one-time link for the held certificate and sends the rest to sales', async () => {
    const r = await postCoa(validCoa(), '/en')
    expect(r.status).toBe(200)
    const data = r.body.data as {
      id: number
      certificates: Array<{ catalogNumber: string; lotNumber: string; url: string }>
      missing: string[]
    }
    expect(data.certificates).toHaveLength(1)
    expect(data.certificates[0]).toMatchObject({ catalogNumber: 'CD002', lotNumber: '20240101' })
    expect(data.missing).toEqual(['CD003'])
    const doc = await server.payload.findByID({ collection: 'coa-requests', id: data.id, overrideAccess: true })
    expect(doc).toMatchObject({
      name: 'Zhao Liu',
      catalogNumbers: 'CD002; CD003',
      lotNumber: '20240101',
      dept: 'Example University / Lab of RNA',
      email: 'zhao_liu@example.com',
      phone: '13812345678',
      idea: 'for our audit',
      contactable: true,
      inboxStatus: 'new',
      autoAnswered: false,
      locale: 'en',
    })
    const url = data.certificates[0]?.url as string
    expect(url).toMatch(/^\/en\/api\/v1\/coa\/file\//)
    const pdf = await fetch(server.baseUrl + url)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    // Once only.
    expect((await fetch(server.baseUrl + url)).status).toBe(404)
  })

  it('marks a request answered, mailing nobody, when every certificate was handed out', async () => {
    const r = await postCoa({ ...validCoa(), catalogNumbers: 'CD002' })
    const data = r.body.data as { id: number; missing: string[] }
    expect(data.missing).toEqual([])
    const doc = await server.payload.findByID({ collection: 'coa-requests', id: data.id, overrideAccess: true })
    expect(doc).toMatchObject({ inboxStatus: 'answered', autoAnswered: true })
    const mails = await server.payload.count({
      collection: 'mail-deliveries',
      where: { submissionCollection: { equals: 'coa-requests' }, submissionId: { equals: String(data.id) } },
    })
    expect(mails.totalDocs).toBe(0)
  })

  it("refuses with 'Enter a valid email address' and 'Enter a valid phone number', in both languages", async () => {
    // Issue 16: a dotted address is valid now; a comma is not.
    for (const email of ['', 'x@', 'a,b@example.com']) {
      const r = await postCoa({ ...validCoa(), email }, '/en')
      expect(r.body.msg).toBe('Enter a valid email address')
      expect((await postCoa({ ...validCoa(), email })).body.msg).toBe('请输入有效的邮箱地址')
    }
    expect((await postCoa({ ...validCoa(), phone: '123' }, '/en')).body.msg).toBe('Enter a valid phone number')
    expect((await postCoa({ ...validCoa(), phone: '123' })).body.msg).toBe('请输入有效的手机号码')
    // The English site takes an international mobile number (issue 16: a mobile, as libphonenumber knows it);
    // a missing phone is fine.
    expect((await postCoa({ ...validCoa(), phone: '+49 151 23456789' }, '/en')).body.code).toBe('E0001')
    expect((await postCoa({ ...validCoa(), phone: '' })).body.code).toBe('E0001')
  })

  it('requires name, catalog numbers, lot numbers, unit/department, area and industry', async () => {
    const cases = [
      ['name', 'Name Required'],
      ['catalogNumbers', 'Catalog Number Required'],
      ['lotNumber', 'Lot Number Required'],
      ['dept', 'Unit/Department Required'],
      ['areaId', 'Area Required'],
      ['industryId', 'Industry Required'],
    ] as const
    for (const [field, english] of cases) {
      const r = await postCoa({ ...validCoa(), [field]: '' }, '/en')
      expect(r.status).toBe(400)
      expect(r.body.msg).toBe(english)
    }
    expect((await postCoa({ ...validCoa(), catalogNumbers: ' ; ；' }, '/en')).body.msg).toBe('Catalog Number Required')
    const tooMany = Array.from({ length: 11 }, (_, i) => `CD${i}`).join(';')
    expect((await postCoa({ ...validCoa(), catalogNumbers: tooMany }, '/en')).status).toBe(400)
  })
})

describe('the inbox export', () => {
  it('answers 401 without a staff session', async () => {
    expect((await fetch(`${server.baseUrl}/api/v1/inbox/export`)).status).toBe(401)
  })

  it('exports the COA requests as XLSX with the workflow columns and the customer fields', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/inbox/export?kind=coa-requests&lang=en`, {
      headers: { authorization: admin },
    })
    expect(res.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await res.arrayBuffer())
    const sheet = book.getWorksheet('COA request')
    const header = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1)
    expect(header.slice(0, 7)).toEqual(['ID', 'Submitted', 'Status', 'Assignee', 'Reply due', 'Time left', 'Overdue'])
    expect(header).toContain('Catalog numbers (semicolon separated)')
    expect(sheet?.rowCount).toBeGreaterThan(2)
  })

  it('filters by status and overdue (open past the 24-hour promise)', async () => {
    const answered = await fetch(`${server.baseUrl}/api/v1/inbox/export?kind=coa-requests&status=answered`, {
      headers: { authorization: admin },
    })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await answered.arrayBuffer())
    const rows = book.worksheets[0]?.getSheetValues().filter(Boolean) ?? []
    expect(rows.length - 1).toBe(1)
    const bad = await getJson(server.baseUrl, '/api/v1/inbox/export?status=lost', { headers: { authorization: admin } })
    expect(bad.status).toBe(400)
  })
})

describe('mail provider failure', () => {
  it('stores 200 submissions sent 20 at a time while mail fails, and mails each exactly once after recovery', async () => {
    const clock = manualClock()
    setClock(clock)
    let down = true
    /** This test's mails: to its senders, or to sales about one of its messages ('Fault n'). */
    const isOurs = (m: MailMessage) => /^fault_\d+@example\.com$/.test(m.to) || /Fault \d+\b/.test(m.text)
    const delivered: MailMessage[] = []
    setMailer({
      name: 'flaky',
      async send(message) {
        if (down) throw new Error('provider unavailable')
        delivered.push(message)
      },
    })
    const ids: number[] = []
    let next = 0
    const worker = async () => {
      while (next < 200) {
        const n = next++
        const r = await getJson(server.baseUrl, '/api/v1/leave_word', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': distinctIp() },
          body: JSON.stringify({
            name: `Fault ${n}`,
            company: 'Example',
            department: 'Lab',
            address: areaId,
            phone: '13800138000',
            email: `fault_${n}@example.com`,
            content: `message ${n}`,
          }),
        })
        expect(r.body.code).toBe('E0001')
        ids.push((r.body.data as { id: number }).id)
      }
    }
    await Promise.all(Array.from({ length: 20 }, worker))
    await settleMailDeliveries()
    expect(ids).toHaveLength(200)
    // Other test files share the database and run at the same time: count only this test's records.
    const stored = await server.payload.count({
      collection: 'leave-words',
      where: { id: { in: ids } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(200)
    expect(delivered).toHaveLength(0)
    const ours = { submissionCollection: { equals: 'leave-words' }, submissionId: { in: ids.map(String) } }
    const pending = await server.payload.count({
      collection: 'mail-deliveries',
      where: { and: [ours, { status: { equals: 'pending' } }] },
    })
    expect(pending.totalDocs).toBe(400)

    // Not due yet: the retry loop sends nothing of ours before the backoff has passed.
    await retryPendingMail(server.payload)
    expect(delivered.filter(isOurs)).toHaveLength(0)
    down = false
    clock.advance(60_000)
    // Two retry runs at once (as two timers or processes would): still one e-mail per row.
    await Promise.all([retryPendingMail(server.payload), retryPendingMail(server.payload)])
    await retryPendingMail(server.payload, { force: true })
    const mine = delivered.filter(isOurs)
    expect(mine).toHaveLength(400)
    const perAddress = new Map<string, number>()
    for (const m of mine)
      perAddress.set(`${m.to}|${m.subject}|${m.text}`, (perAddress.get(`${m.to}|${m.subject}|${m.text}`) ?? 0) + 1)
    expect([...perAddress.values()].every((count) => count === 1)).toBe(true)
    for (let n = 0; n < 200; n++) expect(mine.some((m) => m.to === `fault_${n}@example.com`)).toBe(true)
    expect(mine.filter((m) => m.to === 'sales@localhost')).toHaveLength(200)
    const stillPending = await server.payload.count({
      collection: 'mail-deliveries',
      where: { and: [ours, { status: { not_equals: 'sent' } }] },
    })
    expect(stillPending.totalDocs).toBe(0)
  })
})
