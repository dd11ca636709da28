import type { Payload, Where } from 'payload'
import type { Locale } from '../../i18n/routing'
import { CACHE_TAGS } from '../cache-tags'
import { textsOf } from './doc-views'
import { readModel } from './read-model'

/**
 * The jobs read model (recruitment): the /recruitment page and GET /api/v1/recruitment_needs (and its /config)
 * read the same texts and the same published jobs.
 */

export interface JobItem {
  id: number
  title: string
  department: string
  location: string
  headcount: number | null
  salary: string
  content: string
  requirements: string
  isHot: boolean
}

export interface RecruitmentConfig {
  intro: string
  salary: string
  promotion: string
  bonus: string
  welfare: string
  applyEmail: string
  applyUrl: string
}

export interface RecruitmentView extends RecruitmentConfig {
  jobs: JobItem[]
}

/** The published jobs in staff order; with `hotOnly` those marked hot. */
export const jobs = readModel(
  'jobs:list',
  [CACHE_TAGS.jobs],
  async (payload: Payload, locale: Locale, hotOnly: boolean): Promise<JobItem[]> => {
    const where: Where[] = [{ status: { equals: 'published' } }]
    if (hotOnly) where.push({ isHot: { equals: true } })
    const { docs } = await payload.find({
      collection: 'jobs',
      where: { and: where },
      sort: 'sort',
      limit: 100,
      depth: 0,
      locale,
      overrideAccess: false,
    })
    return docs.map((j) => ({
      id: j.id,
      title: j.title,
      ...textsOf(j, ['department', 'location']),
      headcount: j.headcount ?? null,
      ...textsOf(j, ['salary', 'content', 'requirements']),
      isHot: Boolean(j.isHot),
    }))
  },
)

/** The recruitment texts (the `recruitment-config` global). */
export const recruitmentConfig = readModel(
  'jobs:config',
  [CACHE_TAGS.recruitment],
  async (payload: Payload, locale: Locale): Promise<RecruitmentConfig> => {
    const c = await payload.findGlobal({ slug: 'recruitment-config', locale, depth: 0, overrideAccess: false })
    return textsOf(c, ['intro', 'salary', 'promotion', 'bonus', 'welfare', 'applyEmail', 'applyUrl'])
  },
)

/** The recruitment page: the texts and every published job. */
export async function recruitmentView(locale: Locale): Promise<RecruitmentView> {
  const [config, list] = await Promise.all([recruitmentConfig.page(locale), jobs.page(locale, false)])
  return { ...config, jobs: list }
}
