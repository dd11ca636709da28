import { describe, expect, it } from 'vitest'
import { checkoutErrors, checkoutSchema } from './checkout'

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
  taxId: '12100000400000000x',
  bank: '中国银行北京分行',
  account: '1234 5678 9012',
  registeredAddress: '北京市海淀区',
  registeredPhone: '010-62751234',
  email: 'finance@example.edu.cn',
}

describe('the checkout review', () => {
  it('accepts a new address with a special VAT invoice and a PO number', () => {
    const r = checkoutSchema.safeParse({ address, invoice: special, poNumber: ' PO-77 ', termsAccepted: true })
    expect(r.success).toBe(true)
    if (!r.success) return
    expect(r.data.poNumber).toBe('PO-77')
    expect(r.data.invoice).toMatchObject({ type: 'special', taxId: '12100000400000000X' })
    expect(r.data.remarks).toBeNull()
  })

  it('names every missing or wrong field of a special VAT invoice', () => {
    const r = checkoutSchema.safeParse({
      address,
      invoice: { type: 'special', title: 'X', taxId: 'abc', account: 'none', registeredPhone: '12' },
      termsAccepted: true,
    })
    expect(r.success).toBe(false)
    if (r.success) return
    expect(checkoutErrors(r.error)).toEqual({
      'invoice.taxId': 'taxId',
      'invoice.bank': 'required',
      'invoice.account': 'account',
      'invoice.registeredAddress': 'required',
      'invoice.registeredPhone': 'phone',
    })
  })

  it('needs an address, the terms and a valid phone and postcode', () => {
    const none = checkoutSchema.safeParse({ invoice: { type: 'none' }, termsAccepted: false })
    expect(none.success || checkoutErrors(none.error)).toEqual({ termsAccepted: 'terms', address: 'address' })
    const bad = checkoutSchema.safeParse({
      address: { ...address, phone: 'abc', postcode: '12' },
      invoice: { type: 'ordinary', title: '个人', email: 'not-mail' },
      termsAccepted: true,
    })
    expect(bad.success || checkoutErrors(bad.error)).toEqual({
      'address.phone': 'phone',
      'address.postcode': 'postcode',
      'invoice.email': 'email',
    })
  })

  it('accepts an address of the book and no invoice', () => {
    expect(checkoutSchema.safeParse({ addressId: 3, invoice: { type: 'none' }, termsAccepted: true }).success).toBe(
      true,
    )
  })
})
