'use client'

import { apiClient, NO_ANSWER_CODE } from '@/lib/api-client'

/**
 * The browser side of /api/v1/order, on the site's API client: every cart action gets `{ status, code, msg, data }`
 * (no answer: status 0 and code ''), so it can pick the spec's message.
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
  const api = apiClient(locale)
  const request = { headers: options.headers, cache: 'no-store' as const }
  const answer =
    method === 'GET'
      ? await api.get<T>(path, request)
      : method === 'POST'
        ? await api.post<T>(path, options.body, request)
        : method === 'PUT'
          ? await api.put<T>(path, options.body, request)
          : await api.del<T>(path, { ...request, body: options.body })
  if (answer.ok) return { status: answer.status, code: answer.code, msg: answer.msg, data: answer.data }
  const noAnswer = answer.status === 0 && answer.code === NO_ANSWER_CODE
  return {
    status: answer.status,
    code: noAnswer ? '' : answer.code,
    msg: answer.msg,
    data: (answer.data as T | null) ?? null,
  }
}

/** Not logged in (or the session ended): the screen asks to log in. */
export function isLoggedOut(answer: CartAnswer<unknown>): boolean {
  return answer.status === 401 || answer.code === 'E0401'
}

export function isSuccess(answer: CartAnswer<unknown>): boolean {
  return answer.status >= 200 && answer.status < 300 && answer.code === 'E0001'
}
