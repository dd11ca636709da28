/**
 * Where a `redirect` (return-to) parameter may send the visitor: only to a path of this site.
 *
 * The value is read the way the browser will read it when it navigates: the WHATWG URL parser first drops
 * leading and trailing C0 controls and spaces and every tab, CR and LF anywhere (so `/\t/evil.test` is
 * `//evil.test`, another host), treats `\` as `/` in http(s) URLs, and resolves the rest against the page.
 * So the value is cleaned the same way, parsed with `new URL(value, siteOrigin)`, and kept only when the
 * result is on `siteOrigin`; what is returned is that URL's path, query and fragment (never a scheme or host),
 * with any run of leading slashes folded into one so that it cannot be read as `//host` when followed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser's own stripping is the point
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g
const TAB_OR_NEWLINE = /[\t\n\r]/g

export function safeRedirectPath(raw: unknown, siteOrigin: string, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback
  const cleaned = raw.replace(EDGE_CONTROLS, '').replace(TAB_OR_NEWLINE, '')
  if (!cleaned) return fallback
  let origin: string
  let target: URL
  try {
    origin = new URL(siteOrigin).origin
    target = new URL(cleaned, origin)
  } catch {
    return fallback
  }
  if (target.origin !== origin || origin === 'null') return fallback
  const path = `${target.pathname.replace(/^[/\\]+/, '/')}${target.search}${target.hash}`
  return path.startsWith('/') ? path : fallback
}
