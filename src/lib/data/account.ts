import type { Locale } from '../../i18n/routing'
import { CACHE_TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
import { footerData } from './footer'
import { pageData } from './loader'

/** What the registration and completion forms choose from: industries (areas come with the footer data). */
async function loadIndustries(locale: Locale): Promise<{ id: number; name: string }[]> {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'industries',
    sort: 'id',
    limit: 100,
    depth: 0,
    locale,
    overrideAccess: false,
  })
  return found.docs.map((d) => ({ id: d.id, name: String((d as { name?: unknown }).name ?? '') }))
}

const industries = pageData('industries', [CACHE_TAGS.industries], loadIndustries)

export async function accountFormData(locale: Locale) {
  const [footer, industryList] = await Promise.all([footerData(locale), industries(locale)])
  return { areas: footer.provinces, industries: industryList, privacyArticle: footer.legal.privacyPolicy }
}
