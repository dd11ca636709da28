import { describe, expect, it } from 'vitest'
import { classifyReferrer } from './referrer'

const OWN = 'www.example-bio.com'
const LANDING = `https://${OWN}/product-detail?catalogNumber=IL2-H5215`

/** [referrer, landing URL (default LANDING), expected source, expected source value] */
const table: Array<[string, string | null, string, string]> = [
  // Baidu organic: link redirects, result pages, bare origin (strict-origin referrer policy), mobile
  ['https://www.baidu.com/link?url=abcDEF&wd=&eqid=f1', null, 'baidu', 'www.baidu.com'],
  ['https://www.baidu.com/', null, 'baidu', 'www.baidu.com'],
  ['https://www.baidu.com/s?wd=recombinant%20protein', null, 'baidu', 'www.baidu.com'],
  ['https://m.baidu.com/from=844b/s?word=IL-2', null, 'baidu', 'm.baidu.com'],
  ['https://wap.baidu.com/', null, 'baidu', 'wap.baidu.com'],
  ['android-app://com.baidu.searchbox/', null, 'baidu', 'com.baidu.searchbox'],
  // Baidu ads: click-through pages, or the landing URL's conversion id / paid campaign
  ['https://www.baidu.com/baidu.php?url=K00000abc', null, 'baidu-ad', 'www.baidu.com'],
  ['https://www.baidu.com/other.php?sc.K000abc', null, 'baidu-ad', 'www.baidu.com'],
  ['https://m.baidu.com/baidu.php?url=abc', null, 'baidu-ad', 'm.baidu.com'],
  ['https://www.baidu.com/', `https://${OWN}/?bd_vid=1234567890`, 'baidu-ad', 'www.baidu.com'],
  ['https://www.baidu.com/', `https://${OWN}/?utm_source=baidu&utm_medium=cpc`, 'baidu-ad', 'www.baidu.com'],
  ['', `https://${OWN}/?bd_vid=99`, 'baidu-ad', ''],
  ['https://www.baidu.com/', `https://${OWN}/?utm_source=baidu&utm_medium=organic`, 'baidu', 'www.baidu.com'],
  // Google, with country domains and the Android app
  ['https://www.google.com/', null, 'google', 'www.google.com'],
  ['https://www.google.com.hk/', null, 'google', 'www.google.com.hk'],
  ['https://www.google.co.uk/search?q=il2', null, 'google', 'www.google.co.uk'],
  ['https://google.de/', null, 'google', 'google.de'],
  ['android-app://com.google.android.googlequicksearchbox/', null, 'google', 'com.google.android.googlequicksearchbox'],
  // Bing (global, China, mobile)
  ['https://www.bing.com/', null, 'bing', 'www.bing.com'],
  ['https://cn.bing.com/search?q=protein', null, 'bing', 'cn.bing.com'],
  ['https://m.bing.com/', null, 'bing', 'm.bing.com'],
  // Sogou (PC, WAP)
  ['https://www.sogou.com/link?url=x', null, 'sogou', 'www.sogou.com'],
  ['https://wap.sogou.com/', null, 'sogou', 'wap.sogou.com'],
  ['https://m.sogou.com/web/searchList.jsp?keyword=x', null, 'sogou', 'm.sogou.com'],
  // DuckDuckGo, Startpage, Yandex, Qwant, 360
  ['https://duckduckgo.com/', null, 'duckduckgo', 'duckduckgo.com'],
  ['https://html.duckduckgo.com/html/', null, 'duckduckgo', 'html.duckduckgo.com'],
  ['https://www.startpage.com/', null, 'startpage', 'www.startpage.com'],
  ['https://eu.startpage.com/do/search', null, 'startpage', 'eu.startpage.com'],
  ['https://yandex.ru/search/?text=il2', null, 'yandex', 'yandex.ru'],
  ['https://yandex.com.tr/', null, 'yandex', 'yandex.com.tr'],
  ['https://ya.ru/', null, 'yandex', 'ya.ru'],
  ['https://www.qwant.com/?q=protein', null, 'qwant', 'www.qwant.com'],
  ['https://lite.qwant.com/', null, 'qwant', 'lite.qwant.com'],
  ['https://www.so.com/link?m=abc', null, '360', 'www.so.com'],
  ['https://m.so.com/s?q=x', null, '360', 'm.so.com'],
  // Other sites: their own label, the host as value (upper case and a trailing dot normalised)
  ['https://pubmed.ncbi.nlm.nih.gov/12345/', null, 'external', 'pubmed.ncbi.nlm.nih.gov'],
  ['https://WWW.Zhihu.COM./question/1', null, 'external', 'www.zhihu.com'],
  ['http://localhost:8080/page', null, 'external', 'localhost'],
  ['android-app://com.tencent.mm/', null, 'external', 'com.tencent.mm'],
  // Look-alikes of engines are other sites
  ['https://google.evil.com/', null, 'external', 'google.evil.com'],
  ['https://notbaidu.com/', null, 'external', 'notbaidu.com'],
  ['https://baidu.com.phish.example/', null, 'external', 'baidu.com.phish.example'],
  // Internal navigation and direct entry
  [`https://${OWN}/products`, null, 'direct', ''],
  [`http://${OWN.toUpperCase()}/en/search?keywords=a`, null, 'direct', ''],
  ['', null, 'direct', ''],
  ['   ', null, 'direct', ''],
  // Odd and malformed values
  ['not a url', null, 'direct', ''],
  ['http://', null, 'direct', ''],
  ['javascript:alert(1)', null, 'direct', ''],
  ['file:///C:/Users/me/page.html', null, 'direct', ''],
  ['about:blank', null, 'direct', ''],
  ['https://www.google.com/', 'not a url', 'google', 'www.google.com'],
]

describe('traffic source from the session referrer (spec section 3)', () => {
  it('has a table of at least 30 referrers', () => {
    expect(table.length).toBeGreaterThanOrEqual(30)
  })

  it.each(table)('%s (landing %s) → %s %s', (referrer, landing, source, sourceValue) => {
    expect(classifyReferrer(referrer, landing ?? LANDING, OWN)).toEqual({ source, sourceValue })
  })
})
