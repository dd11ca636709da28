import { pinyin } from 'pinyin-pro'
import { compact } from './normalize'

/**
 * Pinyin for search (issue 20): researchers type Chinese names in pinyin, in full ("baijiesu6", "bai jie su 6"),
 * by initials ("bjs6") or mixed with characters ("白jie素"). Each Chinese text is indexed in two spellings, its
 * full pinyin and its initials, toneless and compacted like every other key; letters and digits around the
 * characters stay as they are ("IL-6 白介素" → "il6baijiesu" / "il6bjs").
 *
 * pinyin-pro reads each run of characters as a whole (its phrase dictionary settles most polyphones); runs repeat
 * across a catalogue (重组人, 蛋白, 标签), so each is converted once per process and then remembered: index
 * building stays cheap at 50,000 products.
 */

const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/
const RUN_CACHE_LIMIT = 50_000

const runs = new Map<string, { full: string; initials: string }>()

function convertRun(run: string): { full: string; initials: string } {
  const known = runs.get(run)
  if (known) return known
  const syllables = pinyin(run, { toneType: 'none', type: 'array', v: true }).map((s) => s.toLowerCase())
  const value = { full: syllables.join(''), initials: syllables.map((s) => s[0] ?? '').join('') }
  if (runs.size >= RUN_CACHE_LIMIT) runs.clear()
  runs.set(run, value)
  return value
}

export interface PinyinKeys {
  /** Full toneless pinyin, compacted: "白介素6" → "baijiesu6". */
  full: string
  /** First letters of each syllable: "白介素6" → "bjs6". */
  initials: string
}

const texts = new Map<string, PinyinKeys>()

/** The two pinyin spellings of a text that has Chinese characters; null when it has none. */
export function pinyinKeys(text: string): PinyinKeys | null {
  if (!CJK.test(text)) return null
  const known = texts.get(text)
  if (known) return known
  const keys = convertText(text)
  if (texts.size >= RUN_CACHE_LIMIT) texts.clear()
  texts.set(text, keys)
  return keys
}

function convertText(text: string): PinyinKeys {
  let full = ''
  let initials = ''
  let last = 0
  for (const m of text.matchAll(CJK_RUN)) {
    const before = compact(text.slice(last, m.index))
    const run = convertRun(m[0])
    full += before + run.full
    initials += before + run.initials
    last = m.index + m[0].length
  }
  const after = compact(text.slice(last))
  return { full: full + after, initials: initials + after }
}

/**
 * A query spelled in pinyin where it has characters ("白jie素6" → "baijiesu6"), compacted; null when the query has
 * no Latin letters (a query all in characters is matched as characters, not by sound).
 */
export function queryPinyin(query: string): string | null {
  const folded = compact(query)
  if (!/[a-z]/.test(folded)) return null
  return pinyinKeys(folded)?.full ?? folded
}
