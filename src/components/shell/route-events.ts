/**
 * Client-side route events for the shell's global behaviours (loading bar, scroll to top, navigation
 * history). The App Router has no public navigation events, so:
 * - a navigation *starts* when the visitor follows a same-origin link to another page (a click listener on
 *   window, after the links' own handlers), or when shell code calls `announceNavigationStart()` before
 *   `router.push` (the search bar);
 * - a navigation *ends* when the URL's path or query changes: Next writes it with history.pushState or
 *   replaceState when the new page commits (both are wrapped here), and back/forward fire popstate.
 * Browser-only; `installRouteEvents()` is idempotent.
 */

export type UrlChangeKind = 'push' | 'replace' | 'pop'

const START_EVENT = 'shell:navigation-start'
const CHANGE_EVENT = 'shell:url-change'

let installed = false

/** Path and query of the current page (the hash is left out: it never loads a route). */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`
}

export function announceNavigationStart(): void {
  window.dispatchEvent(new CustomEvent(START_EVENT))
}

interface SameOriginLink {
  anchor: HTMLAnchorElement
  url: URL
}

/** The link at or around an event's target and its URL, when that is on this site's origin. */
function sameOriginLink(target: EventTarget | null): SameOriginLink | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement)) return null
  const url = new URL(anchor.href, window.location.href)
  return url.origin === window.location.origin ? { anchor, url } : null
}

/**
 * The same-origin link a plain left click follows, or null when the browser opens it elsewhere (a modifier
 * key, another button, a target other than _self, a download, another origin).
 */
function followedLink(event: MouseEvent): SameOriginLink | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = sameOriginLink(event.target)
  if (!link || (link.anchor.target && link.anchor.target !== '_self') || link.anchor.hasAttribute('download')) {
    return null
  }
  return link
}

function startsNavigation(event: MouseEvent): boolean {
  const followed = followedLink(event)
  return followed !== null && `${followed.url.pathname}${followed.url.search}` !== currentPath()
}

/** Paths the client router never loads: the back office, the API and files. */
const NOT_A_PAGE = /^(?:\/en)?\/(?:admin|api|_next)(?:\/|$)|\.[a-z0-9]{2,5}$/i

/** One of the site's own links (`<a data-link>`, src/i18n/link.tsx) to a page the client router loads. */
function isPageLink(link: SameOriginLink | null): link is SameOriginLink {
  if (!link) return false
  return link.anchor.hasAttribute('data-link') && !NOT_A_PAGE.test(link.url.pathname)
}

/**
 * The page a click on one of the site's own links should load with the client router, or null when the
 * browser should follow the link itself: a click the link's own handler prevented, one that opens elsewhere
 * (followedLink), a jump within the page (#…), or a path that is not a page of this site.
 */
export function clientNavigationTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented) return null
  const followed = followedLink(event)
  if (!isPageLink(followed)) return null
  const { url } = followed
  const path = `${url.pathname}${url.search}`
  if (url.hash && path === currentPath()) return null
  return `${path}${url.hash}`
}

/** The page a pointer or focus on one of the site's links would load (for prefetching), or null. */
export function linkPageOf(target: EventTarget | null): string | null {
  const link = sameOriginLink(target)
  return isPageLink(link) ? `${link.url.pathname}${link.url.search}` : null
}

export function installRouteEvents(): void {
  if (installed || typeof window === 'undefined') return
  installed = true
  let last = currentPath()
  const notify = (kind: UrlChangeKind) => {
    const path = currentPath()
    if (path === last) return
    last = path
    // Deferred: Next updates the history inside a React commit, where listeners must not set state.
    queueMicrotask(() => window.dispatchEvent(new CustomEvent<UrlChangeKind>(CHANGE_EVENT, { detail: kind })))
  }
  const { pushState, replaceState } = window.history
  window.history.pushState = function patchedPushState(...args: Parameters<History['pushState']>) {
    pushState.apply(this, args)
    notify('push')
  }
  window.history.replaceState = function patchedReplaceState(...args: Parameters<History['replaceState']>) {
    replaceState.apply(this, args)
    notify('replace')
  }
  window.addEventListener('popstate', () => notify('pop'))
  window.addEventListener('click', (event) => {
    if (startsNavigation(event)) announceNavigationStart()
  })
}

/** Calls `listener` when a navigation starts; returns the unsubscribe function. */
export function onNavigationStart(listener: () => void): () => void {
  installRouteEvents()
  window.addEventListener(START_EVENT, listener)
  return () => window.removeEventListener(START_EVENT, listener)
}

/** Calls `listener` when the page's path or query changed; returns the unsubscribe function. */
export function onUrlChange(listener: (kind: UrlChangeKind) => void): () => void {
  installRouteEvents()
  const handler = (event: Event) => listener((event as CustomEvent<UrlChangeKind>).detail)
  window.addEventListener(CHANGE_EVENT, handler)
  return () => window.removeEventListener(CHANGE_EVENT, handler)
}
