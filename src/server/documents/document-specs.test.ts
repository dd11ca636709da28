import { describe, expect, it } from 'vitest'
import { blocksText as text } from '../../../tests/setup/pdf-text'
import type { LotView } from '../../lib/data/lots'
import type { Product } from '../../payload-types'
import { coaLines, coaSpec, datasheetSpec } from './document-specs'

const protein = {
  id: 1,
  catalogNumber: 'IL6-T1',
  name: 'IL-6',
  productType: 'protein',
  species: 'human',
  tag: 'his',
  tagPosition: 'c-terminal',
  purityPercent: 95,
  purityNote: 'SDS-PAGE',
  endotoxinEuPerUg: 1,
  shipping: 'dry-ice',
  status: 'published',
  updatedAt: '2026-01-01',
  createdAt: '2026-01-01',
} as unknown as Product

const lot: LotView = {
  id: 2,
  productId: 1,
  lotNumber: 'L1',
  manufacturedAt: '2026-01-01',
  expiresAt: '2027-01-01',
  concentrationMgPerMl: 0.5,
  purityPercent: 97,
  endotoxinEuPerUg: 2,
  ed50Value: null,
  ed50Unit: null,
  activityNote: '',
  qcImages: [],
  coaFileId: null,
  updatedAt: '2026-01-02',
}

describe('the generated datasheet', () => {
  it('shows the lab values with their notes, the options in the language, and the current lot', () => {
    const en = text(datasheetSpec('en', protein, lot, '2026-11-24').blocks)
    expect(en).toContain('> 95% (SDS-PAGE)')
    expect(en).toContain('Human')
    expect(en).toContain('His, C-terminal')
    expect(en).toContain('Dry ice')
    expect(en).toContain('L1')
    const cn = datasheetSpec('cn', protein, null, '2026-11-24')
    expect(cn.title).toBe('产品说明书: IL-6')
    expect(text(cn.blocks)).toContain('暂无已放行批次')
  })

  it('a kit gets the manual: components and protocol, never protein-only fields', () => {
    const kit = {
      ...protein,
      productType: 'kit',
      kitComponents: [{ name: 'Buffer A', quantity: '1 mL', storage: '4°C' }],
      protocolSummary: 'Mix and incubate.',
    } as Product
    const spec = datasheetSpec('en', kit, null, '2026-11-24')
    expect(spec.title).toBe('Kit manual: IL-6')
    const body = text(spec.blocks)
    expect(body).toContain('Buffer A 1 mL 4°C')
    expect(body).toContain('Mix and incubate.')
    expect(body).not.toContain('Endotoxin')
    expect(body).not.toContain('Species')
  })
})

describe('the generated COA', () => {
  it('compares each measured value with the specification', () => {
    expect(coaLines('en', protein, lot)).toEqual([
      { test: 'Purity', specification: '> 95% (SDS-PAGE)', result: '97%', pass: true },
      { test: 'Endotoxin', specification: '< 1 EU/µg', result: '2 EU/µg', pass: false },
      { test: 'Concentration', specification: '', result: '0.5 mg/mL', pass: null },
    ])
  })

  it('is not declared released when a value fails, and always says it was generated from the lot record', () => {
    const body = text(coaSpec('en', protein, lot, '2026-11-24').blocks)
    expect(body).toContain('Fail')
    expect(body).not.toContain('released for sale')
    expect(body).toContain('Generated from the lot record L1 on 2026-11-24')
  })
})
