/**
 * Client-side route events for the shell's global behaviours (loading bar, scroll to top, navigation
 * history). The App Router has no public navigation events, so:
 * - a navigation *starts* when the visitor follows a same-origin link to another page (a click listener on
 *   window, after Next's Link handlers), or when shell code calls `announceNavigationStart()` before
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

function startsNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const target = event.target instanceof Element ? event.target : null
  const anchor = target?.closest('a[href]')
  if (!(anchor instanceof HTMLAnchorElement)) return false
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return false
  return `${url.pathname}${url.search}` !== currentPath()
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
