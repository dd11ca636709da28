import { describe, expect, it } from 'vitest'
import { absoluteUrl, jsonLdText, localizedPath, pageAlternates, productJsonLd } from './catalog-seo'

describe('catalogue SEO', () => {
  it('puts English pages under /en, keeping the query', () => {
    expect(localizedPath('cn', '/product-detail?catalogNumber=CD002')).toBe('/product-detail?catalogNumber=CD002')
    expect(localizedPath('en', '/product-detail?catalogNumber=CD002')).toBe('/en/product-detail?catalogNumber=CD002')
    expect(localizedPath('en', '/')).toBe('/en')
    expect(localizedPath('cn', '/')).toBe('/')
  })

  it('gives canonical and hreflang alternates', () => {
    expect(pageAlternates('en', '/product-list?id=21')).toEqual({
      canonical: '/en/product-list?id=21',
      languages: { 'zh-CN': '/product-list?id=21', en: '/en/product-list?id=21', 'x-default': '/product-list?id=21' },
    })
  })

  it('makes absolute URLs only from a valid origin', () => {
    expect(absoluteUrl('https://www.example.com/', '/products')).toBe('https://www.example.com/products')
    expect(absoluteUrl('', '/products')).toBeNull()
    expect(absoluteUrl(undefined, '/products')).toBeNull()
    expect(absoluteUrl('www.example.com', '/products')).toBeNull()
  })

  it('describes a product without prices and escapes HTML in the JSON-LD', () => {
    const data = productJsonLd({
      name: 'Kit </script><script>alert(1)</script>',
      catalogNumber: 'CD002',
      brand: 'Example Bio',
      description: '',
      url: null,
      category: 'Kits',
    })
    expect(data).toMatchObject({ '@type': 'Product', sku: 'CD002', brand: { name: 'Example Bio' }, category: 'Kits' })
    expect(data).not.toHaveProperty('offers')
    const text = jsonLdText(data)
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)).toEqual(data)
  })
})
