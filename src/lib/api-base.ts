/** The site API's base path in a language: `/api/v1` for Chinese, `/en/api/v1` for English (links and browser calls). */
export function apiBase(locale: string): string {
  return `${locale === 'en' ? '/en' : ''}/api/v1`
}
