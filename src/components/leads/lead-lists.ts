'use client'

import { useEffect, useState } from 'react'
import { type ApiResult, apiClient } from '@/lib/api-client'

/** An option of the area (province) or industry select. */
export interface ListOption {
  id: number
  name: string
  /** The list's code (areas: '00' is outside mainland China). */
  code?: string
}

const cache = new Map<string, Promise<ListOption[]>>()

/** A list, loaded once per page and language; a failed load is forgotten (tried again on the next opening). */
function load(locale: string, path: string): Promise<ListOption[]> {
  const key = `${locale}:${path}`
  let pending = cache.get(key)
  if (!pending) {
    pending = apiClient(locale)
      .get<Array<{ id: number; name: unknown; code?: unknown }>>(path)
      .then((answer) => {
        if (!answer.ok) cache.delete(key)
        return answer.ok && Array.isArray(answer.data)
          ? answer.data.map((o) => ({
              id: o.id,
              name: String(o.name ?? ''),
              ...(typeof o.code === 'string' ? { code: o.code } : {}),
            }))
          : []
      })
    cache.set(key, pending)
  }
  return pending
}

/** The areas (GET /distributor/area) and industries (GET /global_cfg/industry/values) of a dialog, once open. */
export function useLeadLists(locale: string, active: boolean): { areas: ListOption[]; industries: ListOption[] } {
  const [lists, setLists] = useState<{ areas: ListOption[]; industries: ListOption[] }>({ areas: [], industries: [] })
  useEffect(() => {
    if (!active) return
    let live = true
    void Promise.all([load(locale, '/distributor/area'), load(locale, '/global_cfg/industry/values')]).then(
      ([areas, industries]) => {
        if (live) setLists({ areas, industries })
      },
    )
    return () => {
      live = false
    }
  }, [locale, active])
  return lists
}

/** A lead form's answer: the API's, and the server's own words when it refused a field or the rate. */
export interface LeadAnswer<T> {
  answer: ApiResult<T>
  /** The message of an E0400 (a field) or E0429 (too many) answer, shown after the form's failure text; else ''. */
  refusal: string
}

/** POSTs a lead form (JSON) to the site API in the visitor's language (a lost answer is a failure, status 0). */
export async function postLead<T = unknown>(locale: string, path: string, payload: unknown): Promise<LeadAnswer<T>> {
  const answer = await apiClient(locale).post<T>(path, payload)
  const refused = !answer.ok && (answer.code === 'E0400' || answer.code === 'E0429')
  return { answer, refusal: refused ? answer.msg : '' }
}
