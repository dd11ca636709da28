import { findNode, type TreeNode } from '../../domain/catalog/category-tree'
import { childTarget, NAV_ROOT } from '../../domain/content/navigation'
import type { Locale } from '../../i18n/routing'
import type { SiteConfig } from '../../payload-types'
import { CACHE_TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
import { categoryTree } from './categories'
import { mediaView, relationId } from './doc-views'
import { pageData } from './loader'

/** One link of the footer's lists: a locale-neutral route ("/resources?activeIndex=0") or an external URL. */
export interface FooterLink {
  id: number
  label: string
  href: string
  /** An outside URL: opens in a new tab. */
  external: boolean
}

export interface FooterData {
  /** Children of the category tree's resources (4), information (5) and about-us (6) nodes (spec section 7). */
  resources: FooterLink[]
  news: FooterLink[]
  about: FooterLink[]
  social: { facebook: string | null; linkedin: string | null; youtube: string | null }
  /** The WeChat follow code: the configured image, else a generated QR code (SVG data URL). */
  wechatQr: { src: string; width: number; height: number }
  /** Article ids for /rich-detail?fileId= (null when not configured). */
  legal: { trademark: number | null; privacyPolicy: number | null; termsConditions: number | null }
  copyright: string
  icpNumber: string
  icpUrl: string
  mail: string
  phone: string
  /** Provinces and regions for the online message form (as /distributor/area). */
  provinces: { id: number; name: string; code: string }[]
}

/** What the generated follow code points at when no image is configured (a demo: any URL will do). */
export function wechatFollowUrl(): string {
  return process.env.WECHAT_FOLLOW_URL || 'https://weixin.qq.com/'
}

function links(tree: TreeNode[], rootId: number, section: 'resources' | 'information' | 'about'): FooterLink[] {
  const root = findNode(tree, rootId)
  return (root?.children ?? []).map((node, position) => ({
    id: node.id,
    label: node.name,
    ...childTarget(section, node, position),
  }))
}

/** The code drawn from WECHAT_FOLLOW_URL (src/app/wechat-qr.svg/route.ts). */
const GENERATED_QR: FooterData['wechatQr'] = { src: '/wechat-qr.svg', width: 120, height: 120 }

async function loadFooter(locale: Locale): Promise<FooterData> {
  const payload = await getPayloadClient()
  const [tree, config, areas] = await Promise.all([
    categoryTree(payload, locale),
    payload.findGlobal({ slug: 'site-config', locale, depth: 1, overrideAccess: false }) as Promise<SiteConfig>,
    payload.find({ collection: 'areas', sort: 'sort', limit: 100, depth: 0, locale, overrideAccess: false }),
  ])
  const qrImage = mediaView(config.wechatQr)
  const social = config.social ?? {}
  return {
    resources: links(tree, NAV_ROOT.resources, 'resources'),
    news: links(tree, NAV_ROOT.information, 'information'),
    about: links(tree, NAV_ROOT.about, 'about'),
    social: {
      facebook: social.facebook || null,
      linkedin: social.linkedin || null,
      youtube: social.youtube || null,
    },
    wechatQr: qrImage ? { src: qrImage.url, width: qrImage.width ?? 120, height: qrImage.height ?? 120 } : GENERATED_QR,
    legal: {
      trademark: relationId(config.trademark ?? null),
      privacyPolicy: relationId(config.privacyPolicy ?? null),
      termsConditions: relationId(config.termsConditions ?? null),
    },
    copyright: config.copyright ?? '',
    icpNumber: config.icpNumber ?? '',
    icpUrl: config.icpUrl || 'https://beian.miit.gov.cn/',
    mail: config.mail ?? '',
    phone: config.phone ?? '',
    provinces: areas.docs.map((a) => ({ id: a.id, name: a.name, code: a.code })),
  }
}

/** The footer's data for one language: the same for every visitor, cached and revalidated by tag. */
export const footerData = pageData(
  'footer',
  [CACHE_TAGS.categories, CACHE_TAGS.siteConfig, CACHE_TAGS.media, CACHE_TAGS.areas, CACHE_TAGS.articles],
  loadFooter,
)

/** /rich-detail?title={title}&fileId={id} for a legal article (spec section 2). */
export function richDetailHref(title: string, articleId: number): string {
  return `/rich-detail?title=${encodeURIComponent(title)}&fileId=${articleId}`
}
