import fs from 'node:fs'
import path from 'node:path'

/**
 * The site's route table as Next.js builds it from src/app (issue 30, "links that resolve on the site"): every
 * page of the localized site (`src/app/(site)/[locale]/…/page.tsx`, Chinese without a prefix, English under /en),
 * the back office's pages (`/admin/…`: Payload's catch-all, which knows the collection and view names given) and
 * the route handlers. The site's own catch-all (`[...rest]`, the 404 page) is no route: a link that only it
 * matches does not resolve. Test helper; reads the file tree once.
 */
const APP = path.resolve(import.meta.dirname, '../../src/app')

function segmentPattern(segment: string): string {
  if (/^\[\[\.\.\.[^\]]+\]\]$/.test(segment)) return '(?:/.*)?'
  if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return '/.+'
  if (/^\[[^\]]+\]$/.test(segment)) return '/[^/]+'
  return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
}

interface SitePage {
  pattern: RegExp
  file: string
}

let pages: SitePage[] | undefined

/** Every page.tsx / route.ts of src/app as a URL pattern (route groups dropped, `[locale]` handled by the caller). */
export function siteRoutes(): SitePage[] {
  if (pages) return pages
  const found: SitePage[] = []
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        walk(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name])
      } else if (/^(page\.tsx|route\.ts)$/.test(entry.name)) {
        // The localized site's own 404 catch-all claims every path: it is not a route a link may use.
        if (segments.includes('[...rest]')) continue
        const localized = segments[0] === '[locale]'
        const rest = localized ? segments.slice(1) : segments
        const body = rest.map(segmentPattern).join('') || ''
        const prefix = localized ? '(?:/en)?' : ''
        found.push({
          pattern: new RegExp(`^${prefix}${body || (localized ? '/?' : '/')}$`),
          file: path.relative(APP, path.join(dir, entry.name)),
        })
      }
    }
  }
  walk(APP, [])
  pages = found
  return found
}

/** The page or handler of src/app that serves `pathname`, or null when only the 404 catch-all would. */
export function routeOf(pathname: string): string | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return siteRoutes().find((p) => p.pattern.test(clean))?.file ?? null
}

/** Every http(s) link of a text (a mail body), as URLs. */
export function linksIn(text: string): URL[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"'）)，。]+/g)].map((m) => new URL(m[0]))
}
