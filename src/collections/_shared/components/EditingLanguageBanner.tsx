import type { ServerProps } from 'payload'
import { translate } from '@/i18n/messages'
import { adminLocale } from '../admin-locale'
import { type BannerTexts, EditingLanguageBannerClient } from './EditingLanguageBannerClient'

const KEYS = [
  'banner',
  'bannerOther',
  'switchTo',
  'compare',
  'hideCompare',
  'field',
  'cn',
  'en',
  'loading',
  'failed',
  'none',
] as const satisfies readonly (keyof BannerTexts)[]

/**
 * Above every admin page (issue 22, bilingual editing): on a record or a global, records open in the staff
 * member's admin language, a banner says so when the content language is the other one, and a compare panel
 * shows both languages' texts side by side. The texts are read here, in the admin language.
 */
export function EditingLanguageBanner({ i18n }: ServerProps) {
  const ui = adminLocale(i18n?.language)
  const texts = Object.fromEntries(KEYS.map((k) => [k, translate(ui, `admin.bilingual.${k}`)])) as BannerTexts
  return <EditingLanguageBannerClient uiLocale={ui} texts={texts} />
}
