import { describe, expect, it } from 'vitest'
import {
  absoluteUrl,
  jsonLdImage,
  jsonLdText,
  localizedPath,
  pageAlternates,
  productJsonLd,
  productOffersJsonLd,
} from './catalog-seo'

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

  it('gives the product image, absolute when the public origin is known (issue 19)', () => {
    expect(jsonLdImage('https://www.example.com', '/api/media/file/cd002.webp')).toBe(
      'https://www.example.com/api/media/file/cd002.webp',
    )
    expect(jsonLdImage(undefined, '/api/media/file/cd002.webp')).toBe('/api/media/file/cd002.webp')
    expect(jsonLdImage('https://www.example.com', null)).toBeNull()
    const ld = productJsonLd({
      name: 'IL-6',
      catalogNumber: 'CD002',
      brand: 'B',
      description: '',
      url: null,
      category: null,
      image: 'https://www.example.com/a.webp',
    })
    expect(ld.image).toBe('https://www.example.com/a.webp')
    expect(ld).not.toHaveProperty('offers')
  })

  it('has offers only for sizes with a visible price, in yuan with their availability (issue 19)', () => {
    const p = { name: 'IL-6', catalogNumber: 'CD002', url: null }
    expect(productOffersJsonLd(p, [{ size: '10 µg', priceFen: null }])).toBeNull()
    expect(
      productOffersJsonLd(p, [
        { size: '10 µg', priceFen: 128000, stock: 'in-stock' },
        { size: '1 mg', priceFen: 990050, stock: 'made-to-order' },
        { size: 'bulk', priceFen: null },
      ])?.offers,
    ).toEqual([
      {
        '@type': 'Offer',
        name: '10 µg',
        sku: 'CD002-10 µg',
        price: '1280.00',
        priceCurrency: 'CNY',
        availability: 'https://schema.org/InStock',
      },
      {
        '@type': 'Offer',
        name: '1 mg',
        sku: 'CD002-1 mg',
        price: '9900.50',
        priceCurrency: 'CNY',
        availability: 'https://schema.org/MadeToOrder',
      },
    ])
  })
})
