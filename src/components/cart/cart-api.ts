'use client'

/**
 * The browser side of /api/v1/order: one fetch helper that always answers `{ status, code, msg, data }` (a
 * network failure or a non-JSON answer is status 0), so every cart action can pick the spec's message.
 */
export interface CartAnswer<T> {
  status: number
  code: string
  msg: string
  data: T | null
}

export async function cartRequest<T>(
  locale: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<CartAnswer<T>> {
  const base = locale === 'en' ? '/en/api/v1' : '/api/v1'
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const body = (await res.json().catch(() => null)) as { code?: string; msg?: string; data?: T } | null
    return { status: res.status, code: body?.code ?? '', msg: body?.msg ?? '', data: body?.data ?? null }
  } catch {
    return { status: 0, code: '', msg: '', data: null }
  }
}

/** Not logged in (or the session ended): the screen asks to log in. */
export function isLoggedOut(answer: CartAnswer<unknown>): boolean {
  return answer.status === 401 || answer.code === 'E0401'
}

export function isSuccess(answer: CartAnswer<unknown>): boolean {
  return answer.status >= 200 && answer.status < 300 && answer.code === 'E0001'
}
