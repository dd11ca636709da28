'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { clientNavigationTarget, linkPageOf } from './route-events'

/**
 * Client-side navigation for the site's links (`<a data-link>`, src/i18n/link.tsx), mounted once in the layout:
 * a plain left click loads the page with the App Router (no full reload; the links' own onClick handlers run
 * first and may prevent it), and a page is prefetched when a pointer rests on, a finger touches or the
 * keyboard focuses one of its links. One listener for every link instead of a next/link (and its viewport
 * observer) per link: less JavaScript and less hydration work. docs/adr/0006-client-translations.md.
 */
export function ClientNavigation() {
  const router = useRouter()

  useEffect(() => {
    const prefetched = new Set<string>()
    const prefetch = (event: Event) => {
      const page = linkPageOf(event.target)
      if (!page || prefetched.has(page)) return
      prefetched.add(page)
      router.prefetch(page)
    }
    const onClick = (event: MouseEvent) => {
      const page = clientNavigationTarget(event)
      if (!page) return
      event.preventDefault()
      router.push(page)
    }
    // Bubble phase on window: after React's handlers (on the document) have run.
    window.addEventListener('click', onClick)
    document.addEventListener('pointerover', prefetch, { passive: true })
    document.addEventListener('touchstart', prefetch, { passive: true })
    document.addEventListener('focusin', prefetch)
    return () => {
      window.removeEventListener('click', onClick)
      document.removeEventListener('pointerover', prefetch)
      document.removeEventListener('touchstart', prefetch)
      document.removeEventListener('focusin', prefetch)
    }
  }, [router])

  return null
}
