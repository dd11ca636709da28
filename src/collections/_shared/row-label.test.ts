import { describe, expect, it } from 'vitest'
import { rowLabelText } from './row-label'

describe('array row labels', () => {
  it('an order line reads by catalog number, size and quantity instead of "Line 01"', () => {
    const line = { catalogNumber: 'A1234', productName: 'x', size: '100 µg', count: 2, lotNumber: null }
    expect(rowLabelText('orderLine', line, 0, 'zh')).toBe('01 · A1234 · 100 µg × 2')
    expect(rowLabelText('orderLine', { ...line, lotNumber: 'L0912' }, 11, 'en')).toBe('12 · A1234 · 100 µg × 2 · L0912')
  })

  it('a status record reads by its label in the staff language and its Shanghai time', () => {
    const labels = { shipped: { zh: '已发货', en: 'Shipped' } }
    const row = { status: 'shipped', at: '2024-05-16T06:05:00.000Z', by: 'sales@example.com' }
    expect(rowLabelText('timeline', row, 1, 'zh', { statusLabels: labels })).toBe(
      '02 · 已发货 · 2024-05-16 14:05 · sales@example.com',
    )
    expect(rowLabelText('timeline', row, 1, 'en', { statusLabels: labels })).toContain('Shipped')
  })

  it('an event record (a payment proof uploaded) reads by the event, not by the status it happened at', () => {
    const options = {
      statusLabels: { awaiting_payment: { zh: '待付款', en: 'Awaiting payment' } },
      eventLabels: { payment_proof: { zh: '已上传付款凭证', en: 'Payment proof uploaded' } },
    }
    const row = { status: 'awaiting_payment', event: 'payment_proof', at: '2024-05-16T06:05:00.000Z', by: 'member:7' }
    expect(rowLabelText('timeline', row, 2, 'zh', options)).toBe('03 · 已上传付款凭证 · 2024-05-16 14:05 · member:7')
    expect(rowLabelText('timeline', { ...row, event: null }, 2, 'en', options)).toContain('Awaiting payment')
  })

  it('an empty new row keeps a numbered label', () => {
    expect(rowLabelText('size', {}, 2, 'zh', { fallback: '规格' })).toBe('规格 03')
    expect(rowLabelText('size', { size: '1 mg' }, 0, 'zh')).toBe('01 · 1 mg')
  })
})
