/**
 * Traffic source of a browser session (spec section 3): derived from the session's referrer, and for Baidu's
 * paid results also from the landing URL. Pure: the browser calls it once per session, tests call it with a
 * table of URLs. `source` is a stable code (the back office shows a localized label); `sourceValue` is the
 * referring host (never the search words or the rest of the URL: no more data than the spec names).
 */

export const TRAFFIC_SOURCES = [
  'baidu-ad',
  'baidu',
  'bing',
  'google',
  'sogou',
  'duckduckgo',
  'startpage',
  'yandex',
  'qwant',
  '360',
  'external',
  'direct',
] as const
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number]

export interface Classified {
  source: TrafficSource
  sourceValue: string
}

type Engine = Exclude<TrafficSource, 'baidu-ad' | 'external' | 'direct'>

/** Country-code forms of a registrable domain: google.com, google.de, google.com.hk, google.co.uk. */
const CC = String.raw`(?:com|[a-z]{2}|com?\.[a-z]{2})`

const ENGINES: Array<[Engine, RegExp]> = [
  ['baidu', /(?:^|\.)baidu\.com$/],
  ['google', new RegExp(String.raw`(?:^|\.)google\.${CC}$`)],
  ['bing', /(?:^|\.)bing\.com$/],
  ['sogou', /(?:^|\.)sogou\.com$/],
  ['duckduckgo', /(?:^|\.)duckduckgo\.com$/],
  ['startpage', /(?:^|\.)startpage\.(?:com|nl)$/],
  ['yandex', new RegExp(String.raw`(?:^|\.)(?:yandex\.${CC}|ya\.ru)$`)],
  ['qwant', /(?:^|\.)qwant\.com$/],
  ['360', /(?:^|\.)(?:so\.com|so\.360\.cn|haosou\.com)$/],
]

/** Android apps that pass their package as referrer (android-app://…). */
const APPS: Record<string, Engine> = {
  'com.google.android.googlequicksearchbox': 'google',
  'com.google.android.gm': 'google',
  'com.baidu.searchbox': 'baidu',
  'com.sogou.activity.src': 'sogou',
  'com.microsoft.bing': 'bing',
  'com.duckduckgo.mobile.android': 'duckduckgo',
  'ru.yandex.searchplugin': 'yandex',
  'com.qihoo.browser': '360',
}

/** Baidu's ad click-through pages (PC and mobile): baidu.php, other.php, adrc.php. */
const BAIDU_AD_PATH = /^\/(?:baidu|other|adrc)\.php$/i
/** Campaign mediums of paid search. */
const PAID_MEDIUM = /^(?:cpc|ppc|sem|paid|paidsearch|cpm)$/i

const DIRECT: Classified = { source: 'direct', sourceValue: '' }

function parse(value: string): URL | null {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

/** Landing URL marks of a Baidu ad: bd_vid (Baidu's conversion id) or utm_source=baidu with a paid medium. */
function isBaiduAdLanding(landing: URL | null): boolean {
  if (!landing) return false
  const q = landing.searchParams
  if (q.has('bd_vid')) return true
  const utmSource = (q.get('utm_source') ?? '').toLowerCase()
  return utmSource.includes('baidu') && PAID_MEDIUM.test(q.get('utm_medium') ?? '')
}

/**
 * The source of a session whose first page is `landingUrl`, reached from `referrer` (document.referrer; empty
 * for direct entry). `ownHost` is the site's own host: a referrer from it (internal navigation, a new tab)
 * counts as direct entry. Empty, malformed or non-web referrers are direct entry too.
 */
export function classifyReferrer(referrer: string, landingUrl = '', ownHost = ''): Classified {
  const landing = parse(landingUrl)
  const ref = parse(referrer.trim())
  if (!ref) return isBaiduAdLanding(landing) ? { source: 'baidu-ad', sourceValue: '' } : DIRECT
  if (ref.protocol === 'android-app:') {
    const app = ref.hostname.toLowerCase()
    const engine = APPS[app]
    if (!engine) return app ? { source: 'external', sourceValue: app } : DIRECT
    if (engine === 'baidu' && isBaiduAdLanding(landing)) return { source: 'baidu-ad', sourceValue: app }
    return { source: engine, sourceValue: app }
  }
  if (ref.protocol !== 'http:' && ref.protocol !== 'https:') return DIRECT
  const host = ref.hostname.toLowerCase().replace(/\.$/, '')
  if (!host) return DIRECT
  if (ownHost && (host === ownHost.toLowerCase() || ref.host.toLowerCase() === ownHost.toLowerCase())) {
    return DIRECT
  }
  const engine = ENGINES.find(([, pattern]) => pattern.test(host))?.[0]
  if (!engine) return { source: 'external', sourceValue: host }
  if (engine === 'baidu' && (BAIDU_AD_PATH.test(ref.pathname) || isBaiduAdLanding(landing))) {
    return { source: 'baidu-ad', sourceValue: host }
  }
  return { source: engine, sourceValue: host }
}
