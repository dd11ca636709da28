import { describe, expect, it } from 'vitest'
import { type CatalogT, detailHref, factLabels, optionLabel } from './option-label'

const labels: Record<string, string> = {
  'options.species.human': 'Human',
  'options.species.other': 'Other',
  'options.tag.his': 'His',
  'options.expression.hek293': 'HEK293 cells',
  'options.expression.none': 'Not applicable',
}
const t = Object.assign((key: string) => labels[key] ?? key, { has: (key: string) => key in labels }) as CatalogT

describe('catalogue option labels', () => {
  it('translates vocabulary values, keeping unknown ones as they are', () => {
    expect(optionLabel(t, 'species', 'human')).toBe('Human')
    expect(optionLabel(t, 'tag', 'sumo')).toBe('sumo')
    expect(optionLabel(t, 'tag', null)).toBe('')
  })

  it('leaves uninformative facts off cards and chips', () => {
    expect(factLabels(t, { species: 'human', tag: 'his', expressionSystem: 'hek293' })).toEqual([
      'Human',
      'His',
      'HEK293 cells',
    ])
    expect(factLabels(t, { species: 'other', tag: null, expressionSystem: 'none' })).toEqual([])
  })

  it('builds the spec detail URLs', () => {
    expect(detailHref('CD002')).toBe('/product-detail?catalogNumber=CD002')
    expect(detailHref('IL6-H4107', '/new-product-detail')).toBe('/new-product-detail?catalogNumber=IL6-H4107')
  })
})
