import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../src/payload-types'
import { addCartLine } from '../src/server/cart/add-cart-line'
import { call, cartOf, newMember, pickProducts } from './setup/cart-helpers'
import { startServer } from './setup/server'

/**
 * Issue 21, checkout review: PUT /api/v1/order/clear with `checkout` (address, invoice, PO, remarks, terms)
 * makes one order that keeps a snapshot of the address and the invoice; a refusal names each field in the
 * visitor's language and leaves the cart as it was; 20 concurrent submits with one Idempotency-Key make exactly
 * one order. Runs on SQLite and PostgreSQL.
 */
let server: Awaited<ReturnType<typeof startServer>>
let priced: Product

beforeAll(async () => {
  server = await startServer()
  ;({ priced } = await pickProducts(server.payload))
})
afterAll(async () => {
  await server?.close()
})

const address = {
  recipient: '张三',
  phone: '13800138000',
  province: '北京市',
  city: '北京市',
  district: '海淀区',
  street: '中关村大街 1 号',
  postcode: '100080',
}
const special = {
  type: 'special',
  title: '北京某某大学',
  taxId: '12100000400000000X',
  bank: '中国银行北京分行',
  account: '1234 5678 9012',
  registeredAddress: '北京市海淀区颐和园路 5 号',
  registeredPhone: '010-62751234',
  email: 'finance@example.edu.cn',
}

async function memberWithCart(label: string) {
  const m = await newMember(server.payload, label)
  await addCartLine({ memberId: m.id, productId: priced.id, size: priced.sizes?.[0]?.size as string, count: 2 }, server)
  return m
}

const submit = (auth: string, checkout: unknown, key: string, en = false) =>
  call(server.baseUrl, 'PUT', '/order/clear', {
    auth,
    en,
    body: { checkout },
    headers: { 'idempotency-key': `checkout-${key}` },
  })

const ordersOf = (memberId: number) =>
  server.payload.find({ collection: 'orders', where: { member: { equals: memberId } }, depth: 0, overrideAccess: true })

describe('checkout review', () => {
  it('stores the address, special VAT invoice, PO and remarks with the order, and saves the address', async () => {
    const m = await memberWithCart('checkout-ok')
    const r = await submit(
      m.auth,
      {
        address,
        saveAddress: true,
        invoice: special,
        poNumber: 'PO-2026-0042',
        remarks: '请周一送达',
        termsAccepted: true,
      },
      `ok-${m.id}`,
    )
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const [order] = (await ordersOf(m.id)).docs
    expect(order?.shippingAddress).toMatchObject(address)
    expect(order?.invoice).toMatchObject({ ...special })
    expect([order?.poNumber, order?.remarks, Boolean(order?.termsAcceptedAt)]).toEqual([
      'PO-2026-0042',
      '请周一送达',
      true,
    ])
    expect((await cartOf(server.baseUrl, m.auth)).list).toHaveLength(0)

    const book = await call(server.baseUrl, 'GET', '/order/address-book', { auth: m.auth })
    const saved = (book.body.data as { addresses: { id: number; street: string }[] }).addresses
    expect(saved.map((a) => a.street)).toEqual([address.street])
    // The order keeps its snapshot when the book changes.
    await server.payload.update({
      collection: 'member-addresses',
      id: saved[0]?.id as number,
      data: { street: '新地址' },
      overrideAccess: true,
    })
    const again = await server.payload.findByID({ collection: 'orders', id: order?.id as number, overrideAccess: true })
    expect(again.shippingAddress?.street).toBe(address.street)
  })

  it('checks out with an address of the book, never with another member’s', async () => {
    const owner = await newMember(server.payload, 'checkout-book')
    const saved = await server.payload.create({
      collection: 'member-addresses',
      data: { member: owner.id, ...address, street: '书中地址' },
      overrideAccess: true,
    })
    const stranger = await memberWithCart('checkout-stranger')
    const refused = await submit(
      stranger.auth,
      { addressId: saved.id, invoice: { type: 'none' }, termsAccepted: true },
      `s-${stranger.id}`,
    )
    expect(refused.status).toBe(400)
    expect((refused.body.data as { errors: Record<string, string> }).errors).toEqual({
      addressId: '请选择或填写收货地址',
    })
    expect((await ordersOf(stranger.id)).totalDocs).toBe(0)

    await addCartLine(
      { memberId: owner.id, productId: priced.id, size: priced.sizes?.[0]?.size as string, count: 1 },
      server,
    )
    const ok = await submit(
      owner.auth,
      { addressId: saved.id, invoice: { type: 'none' }, termsAccepted: true },
      `b-${owner.id}`,
    )
    expect(ok.status).toBe(200)
    expect((await ordersOf(owner.id)).docs[0]?.shippingAddress?.street).toBe('书中地址')
  })

  it('names every refused field in the visitor’s language and keeps the cart', async () => {
    const m = await memberWithCart('checkout-bad')
    const bad = {
      address: { ...address, phone: 'x', postcode: '1' },
      invoice: { type: 'special', title: '某公司', taxId: 'abc' },
      termsAccepted: false,
    }
    const cn = await submit(m.auth, bad, `bad-${m.id}`)
    expect([cn.status, cn.body.code, cn.body.msg]).toEqual([400, 'E0400', '请检查标出的内容'])
    expect((cn.body.data as { errors: Record<string, string> }).errors).toMatchObject({
      'address.phone': '请填写有效的电话号码',
      'address.postcode': '邮编为 6 位数字',
      'invoice.taxId': '税号为 15–20 位字母或数字',
      'invoice.bank': '请填写此项',
      termsAccepted: '请阅读并同意销售条款',
    })
    const en = await submit(m.auth, bad, `bad-en-${m.id}`, true)
    expect(en.body.msg).toBe('Please check the highlighted fields')
    expect((en.body.data as { errors: Record<string, string> }).errors.termsAccepted).toBe(
      'Please read and accept the terms of sale',
    )
    expect((await cartOf(server.baseUrl, m.auth)).list).toHaveLength(1)
    expect((await ordersOf(m.id)).totalDocs).toBe(0)
  })

  it('keeps the PO file with the order (claimed once) and refuses it for a second order', async () => {
    const fileId = `po${process.pid}${Date.now()}abcdefgh`
    await server.payload.create({
      collection: 'private-files',
      data: {
        fileId,
        storageKey: `test/${fileId}.pdf`,
        purpose: 'paper',
        mimeType: 'application/pdf',
        size: 1234,
        uploadedAt: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    const checkout = { address, invoice: { type: 'none' }, poNumber: 'PO-1', poFileId: fileId, termsAccepted: true }
    const a = await memberWithCart('checkout-po')
    expect((await submit(a.auth, checkout, `po-${a.id}`)).status).toBe(200)
    const order = (await ordersOf(a.id)).docs[0]
    const file = await server.payload.find({
      collection: 'private-files',
      where: { fileId: { equals: fileId } },
      overrideAccess: true,
    })
    expect(order?.poFile).toBe(file.docs[0]?.id)
    expect(file.docs[0]?.claimedBy).toBe(`order:${order?.orderNumber}`)
    const b = await memberWithCart('checkout-po-2')
    const again = await submit(b.auth, checkout, `po-${b.id}`)
    expect(again.status).toBe(400)
    expect(Object.keys((again.body.data as { errors: object }).errors)).toEqual(['poFileId'])
  })

  it('makes exactly one order from 20 concurrent submits with one key', async () => {
    const m = await memberWithCart('checkout-20')
    const key = `twenty-${m.id}`
    const checkout = { address, invoice: special, poNumber: 'PO-20', termsAccepted: true }
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(m.auth, checkout, key)))
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200))
    const ids = new Set(answers.map((r) => (r.body.data as { orderId: number }).orderId))
    expect(ids.size).toBe(1)
    const orders = await ordersOf(m.id)
    expect(orders.totalDocs).toBe(1)
    expect(orders.docs[0]?.id).toBe([...ids][0])
    expect(orders.docs[0]?.lines?.[0]?.count).toBe(2)
  })
})
