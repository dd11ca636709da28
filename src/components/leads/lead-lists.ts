'use client'

import { useEffect, useState } from 'react'

/** An option of the area (province) or industry select. */
export interface ListOption {
  id: number
  name: string
}

const cache = new Map<string, Promise<ListOption[]>>()

function load(path: string): Promise<ListOption[]> {
  let pending = cache.get(path)
  if (!pending) {
    pending = fetch(path, { headers: { accept: 'application/json' } })
      .then((res) => res.json() as Promise<{ code?: string; data?: unknown }>)
      .then((body) =>
        body.code === 'E0001' && Array.isArray(body.data)
          ? (body.data as Array<{ id: number; name: unknown }>).map((o) => ({ id: o.id, name: String(o.name ?? '') }))
          : [],
      )
      .catch(() => {
        cache.delete(path)
        return []
      })
    cache.set(path, pending)
  }
  return pending
}

/** The areas (GET /distributor/area) and industries (GET /global_cfg/industry/values) of a dialog, once open. */
export function useLeadLists(locale: string, active: boolean): { areas: ListOption[]; industries: ListOption[] } {
  const [lists, setLists] = useState<{ areas: ListOption[]; industries: ListOption[] }>({ areas: [], industries: [] })
  useEffect(() => {
    if (!active) return
    const base = `${locale === 'en' ? '/en' : ''}/api/v1`
    let live = true
    void Promise.all([load(`${base}/distributor/area`), load(`${base}/global_cfg/industry/values`)]).then(
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

export function apiBase(locale: string): string {
  return `${locale === 'en' ? '/en' : ''}/api/v1`
}
