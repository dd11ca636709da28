import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'
import { hotKeywordsData, navigationData, shellConfigData } from '@/lib/data/shell'
import { MainNav } from './MainNav'
import { MobileNav } from './MobileNav'
import { SearchBar } from './SearchBar'
import { StickyHeader } from './StickyHeader'
import { TopBar } from './TopBar'

/** Spec section 9: five popular keywords. */
const HOT_KEYWORD_COUNT = 5

async function safeHotKeywords(locale: Locale): Promise<string[]> {
  try {
    return await hotKeywordsData(locale, HOT_KEYWORD_COUNT)
  } catch (error) {
    // The popular keywords are optional: a failure must not take the page down.
    console.error('[shell] hot keywords unavailable', error)
    return []
  }
}

/**
 * The shared header (spec section 2): top bar, then the main navigation and search bar (the page's banner
 * landmark), which stick to the top of the window and hide while scrolling down. Built from cached loaders only (no headers or cookies):
 * the pages below stay ISR-cacheable.
 */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, entries, config, hotKeywords] = await Promise.all([
    getTranslations({ locale, namespace: 'shell' }),
    navigationData(locale),
    shellConfigData(locale),
    safeHotKeywords(locale),
  ])
  // Two siblings, not one wrapper: a sticky element only sticks within its parent's box, so the sticky part
  // must sit directly in <body>.
  return (
    <>
      <TopBar locale={locale} phone={config.phone} />
      <StickyHeader>
        <div className="relative mx-auto flex max-w-7xl items-center gap-4 px-4 py-2 xl:py-0">
          <MobileNav entries={entries} />
          <Link href="/" className="mr-auto shrink-0 text-xl font-bold tracking-tight text-brand-700 xl:mr-6">
            {config.brand || t('home')}
          </Link>
          <MainNav entries={entries} />
        </div>
        <SearchBar hotKeywords={hotKeywords} />
      </StickyHeader>
    </>
  )
}
