import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import {
  changeLines,
  changeSummaryText,
  entityLabel,
  formatMoney,
  formatShanghaiTime,
  formatValue,
  resolveField,
} from './change-text'
import { label } from './fields'
import { moneyField } from './money-field'

/** A product-like config: tabs, an array of sizes with a money field, a select, a date and a hasMany select. */
const fields: Field[] = [
  {
    type: 'tabs',
    tabs: [
      {
        label: label('基本信息', 'Basics'),
        fields: [
          { name: 'name', type: 'text', label: label('产品名称', 'Name') },
          {
            name: 'status',
            type: 'select',
            label: label('订单状态', 'Status'),
            options: [
              { value: 'quote_requested', label: label('待报价', 'Quote requested') },
              { value: 'quoted', label: label('已报价', 'Quoted') },
            ],
          },
          {
            name: 'applications',
            type: 'select',
            hasMany: true,
            label: label('应用', 'Applications'),
            options: [{ value: 'elisa', label: label('酶联免疫', 'ELISA') }],
          },
        ],
      },
      {
        label: label('规格与价格', 'Sizes and prices'),
        fields: [
          {
            name: 'sizes',
            type: 'array',
            label: label('规格与价格', 'Sizes and prices'),
            labels: { singular: label('规格', 'Size'), plural: label('规格', 'Sizes') },
            fields: [{ name: 'size', type: 'text' }, moneyField('priceFen', '价格（元）', 'Price (¥)')],
          },
        ],
      },
    ],
  },
  { type: 'row', fields: [{ name: 'publishAt', type: 'date', label: label('发布时间', 'Publish at') }] },
  { name: 'paid', type: 'checkbox', label: label('已付款', 'Paid') },
]

describe('money', () => {
  it('reads fen as yuan with the sign, grouping and two decimals', () => {
    expect(formatMoney(108_000)).toBe('¥1,080.00')
    expect(formatMoney(98_050)).toBe('¥980.50')
    expect(formatMoney(0)).toBe('¥0.00')
  })

  it('shows a money field of any depth in yuan, and no amount as empty', () => {
    const price = resolveField(fields, 'sizes.0.priceFen', 'cn')
    expect(price).toMatchObject({ kind: 'money', label: '规格 1 › 价格（元）' })
    expect(formatValue(price, 98_000, 'cn')).toBe('¥980.00')
    expect(formatValue(price, null, 'cn')).toBe('（空）')
    expect(resolveField(fields, 'sizes.2.priceFen', 'en')?.label).toBe('Size 3 › Price (¥)')
  })
})

describe('times', () => {
  it('shows an instant in Asia/Shanghai with the zone named, whatever the process zone', () => {
    expect(formatShanghaiTime('2026-12-01T13:30:00.000Z', 'cn')).toBe('2026-12-01 21:30 北京时间')
    expect(formatShanghaiTime(new Date('2026-12-31T16:05:00.000Z'), 'en')).toBe('2027-01-01 00:05 China time (UTC+8)')
  })

  it('formats date fields and stored ISO instants, not other text', () => {
    expect(formatValue(resolveField(fields, 'publishAt', 'cn'), '2026-12-01T02:00:00.000Z', 'cn')).toBe(
      '2026-12-01 10:00 北京时间',
    )
    expect(formatValue(null, '2026-12-01T02:00:00.000Z', 'en')).toBe('2026-12-01 10:00 China time (UTC+8)')
    expect(formatValue(resolveField(fields, 'name', 'cn'), '2026-12-01', 'cn')).toBe('2026-12-01')
  })
})

describe('select values and collections', () => {
  it('shows an option by its label in the admin language', () => {
    const status = resolveField(fields, 'status', 'cn')
    expect(formatValue(status, 'quote_requested', 'cn')).toBe('待报价')
    expect(formatValue(resolveField(fields, 'status', 'en'), 'quoted', 'en')).toBe('Quoted')
    expect(formatValue(status, 'unknown_value', 'cn')).toBe('unknown_value')
    const item = resolveField(fields, 'applications.0', 'en')
    expect(item?.label).toBe('Applications 1')
    expect(formatValue(item, 'elisa', 'en')).toBe('ELISA')
  })

  it('reads checkboxes as yes / no', () => {
    expect(formatValue(resolveField(fields, 'paid', 'cn'), true, 'cn')).toBe('是')
    expect(formatValue(resolveField(fields, 'paid', 'en'), false, 'en')).toBe('no')
  })

  it('names a collection or global by its label', () => {
    const config = {
      collections: [{ slug: 'orders', labels: { singular: label('订单', 'Order'), plural: label('订单', 'Orders') } }],
      globals: [{ slug: 'site-config', label: label('站点设置', 'Site settings') }],
    }
    expect(entityLabel(config, 'orders', 'cn')).toBe('订单')
    expect(entityLabel(config, 'orders', 'en')).toBe('Order')
    expect(entityLabel(config, 'site-config', 'cn')).toBe('站点设置')
    expect(entityLabel(config, 'gone', 'cn')).toBe('gone')
  })
})

describe('an entry as staff read it', () => {
  it('turns stored paths and fen into labelled lines and a summary', () => {
    const lines = changeLines(
      fields,
      [
        { field: 'sizes.0.priceFen', from: 98_000, to: 108_000 },
        { field: 'status', from: 'quote_requested', to: 'quoted' },
        { field: 'gone.field', from: 1, to: 2 },
      ],
      'cn',
    )
    expect(lines.map((l) => `${l.label}: ${l.from} → ${l.to}`)).toEqual([
      '规格 1 › 价格（元）: ¥980.00 → ¥1,080.00',
      '订单状态: 待报价 → 已报价',
      'gone.field: 1 → 2',
    ])
    expect(changeSummaryText(lines, 2)).toBe('规格 1 › 价格（元）: ¥980.00 → ¥1,080.00; 订单状态: 待报价 → 已报价 (+1)')
  })
})
