import { defaultLocale, type Locale } from './routing'

/** The language an Accept-Language header asks for first (zh… → cn, en… → en, by quality), else Chinese. */
export function acceptLanguageLocale(accept: string | null): Locale {
  if (accept) {
    const ranked = accept
      .split(',')
      .slice(0, 20)
      .map((item) => {
        const [tag = '', ...params] = item.trim().toLowerCase().split(';')
        const q = params.find((p) => p.trim().startsWith('q='))
        const quality = q ? Number.parseFloat(q.trim().slice(2)) : 1
        return { tag, quality: Number.isFinite(quality) ? quality : 0 }
      })
      .sort((a, b) => b.quality - a.quality)
    for (const { tag, quality } of ranked) {
      if (quality <= 0) continue
      if (tag.startsWith('zh')) return 'cn'
      if (tag.startsWith('en')) return 'en'
    }
  }
  return defaultLocale
}
