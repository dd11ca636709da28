'use client'

import { useEffect, useState } from 'react'
import { apiBase } from '@/lib/api-base'

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
    const base = apiBase(locale)
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

/** A lead form's answer: the API envelope, and the server's own words when it refused a field or the rate. */
export interface LeadAnswer {
  envelope: { code?: unknown; msg?: unknown; data?: unknown }
  /** The message of an E0400 (a field) or E0429 (too many) answer, shown after the form's failure text; else ''. */
  refusal: string
}

/** POSTs a lead form (JSON) to the site API in the visitor's language. Throws when the network fails. */
export async function postLead(locale: string, path: string, payload: unknown): Promise<LeadAnswer> {
  const res = await fetch(`${apiBase(locale)}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(payload),
  })
  const envelope = (await res.json().catch(() => ({}))) as LeadAnswer['envelope']
  const refused = (envelope.code === 'E0400' || envelope.code === 'E0429') && typeof envelope.msg === 'string'
  return { envelope, refusal: refused ? (envelope.msg as string) : '' }
}
