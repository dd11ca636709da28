/**
 * Whether a visitor is in mainland China (prices are shown only there: spec section 6).
 * The decision comes from a trusted country header set by the CDN or reverse proxy
 * (GEO_COUNTRY_HEADER, e.g. `cf-ipcountry` or `x-client-country`); without it, GEO_DEFAULT_COUNTRY applies
 * (CN by default, since most visitors are in China). To use an IP database instead, resolve the country in
 * the proxy (e.g. nginx's geoip2 module) and pass it in that header: the app never trusts the header
 * unless GEO_COUNTRY_HEADER names it.
 */
export function visitorCountry(headers: Headers, env: NodeJS.ProcessEnv = process.env): string {
  const headerName = env.GEO_COUNTRY_HEADER?.trim().toLowerCase()
  if (headerName) {
    const value = headers.get(headerName)?.trim().toUpperCase()
    if (value && /^[A-Z]{2}$/.test(value)) return value
  }
  return (env.GEO_DEFAULT_COUNTRY || 'CN').toUpperCase()
}

export function isChinaVisitor(headers: Headers, env: NodeJS.ProcessEnv = process.env): boolean {
  return visitorCountry(headers, env) === 'CN'
}
