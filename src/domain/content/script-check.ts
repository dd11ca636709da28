/**
 * Wrong-language writes (issue 22): Chinese typed into an English field went live on /en. A text of the English
 * content that holds a run of two or more Chinese characters is taken for Chinese typed in the wrong language
 * (a single character, such as a unit symbol or a name in brackets, is not). English in the Chinese content is
 * normal (catalog numbers, gene names, IL-6) and never flagged.
 */
const CHINESE_RUN = /[\u3400-\u9fff\uf900-\ufaff]{2,}/

export function looksChinese(value: unknown): boolean {
  if (typeof value === 'string') return CHINESE_RUN.test(value)
  if (Array.isArray(value)) return value.some(looksChinese)
  return false
}
