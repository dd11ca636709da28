'use client'

import { apiBase } from '@/lib/api-base'

/** The account screens' calls to /api/v1 (same origin, JSON, the page's language) and the post-login target. */
export interface Envelope<T = unknown> {
  code: string
  data: T | null
  msg: string
  status: number
  retryAfter: number | null
}

export async function postAccount<T = unknown>(
  locale: string,
  path: string,
  body: unknown,
  method = 'POST',
): Promise<Envelope<T>> {
  try {
    const res = await fetch(`${apiBase(locale)}${path}`, {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await res.json().catch(() => ({}))) as Partial<Envelope<T>>
    return {
      code: typeof json.code === 'string' ? json.code : 'E0500',
      data: (json.data ?? null) as T | null,
      msg: typeof json.msg === 'string' ? json.msg : '',
      status: res.status,
      retryAfter: res.headers.get('retry-after') ? Number(res.headers.get('retry-after')) : null,
    }
  } catch {
    return { code: 'E0500', data: null, msg: '', status: 0, retryAfter: null }
  }
}

/**
 * Where to go after logging in: the `redirect` query when it is a path of this site, else home. A path without
 * the English prefix gets it on the English site (links such as the cart's give language-neutral paths).
 */
export function safeRedirect(value: string | null, locale: string): string {
  const home = locale === 'en' ? '/en' : '/'
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return home
  if (locale === 'en' && !/^\/en(?:[/?#]|$)/.test(value)) return `/en${value === '/' ? '' : value}`
  return value
}
