'use client'

import { useSyncExternalStore } from 'react'

/**
 * Login state and cart size, read in the browser (never in cached HTML, docs/frontend.md):
 * - `GET /api/v1/users/info`: logged in when it answers E0001 (spec section 4); any other answer, a network
 *   error or a missing endpoint means logged out;
 * - `GET /api/v1/order?size=-1` (spec section 9: page size -1 lists all): the cart line count, from
 *   `data.list.length` or `data.total`; unknown (no badge) until that answers E0001.
 * One store for the whole page, so the top bar's account menu and cart link share one request each.
 * Other parts of the site tell it about changes with window events:
 *   window.dispatchEvent(new Event('cart:changed'))    — after add, delete, settle, batch delete (as FloatingCart)
 *   window.dispatchEvent(new Event('member:changed'))  — after login or logout
 */

export const CART_CHANGED_EVENT = 'cart:changed'
export const MEMBER_CHANGED_EVENT = 'member:changed'

/** Client storage keys the spec's logout clears (section 3: jti = token, expiration, username). */
const LOGOUT_STORAGE_KEYS = ['jti', 'expiration', 'username']

export interface MemberState {
  status: 'unknown' | 'guest' | 'member'
  name: string
  cartCount: number | null
  /** First-login steps the account still needs (users/info): bind a phone, complete the profile. */
  needsPhone: boolean
  needsCompletion: boolean
}

const GUEST: MemberState = { status: 'guest', name: '', cartCount: null, needsPhone: false, needsCompletion: false }
const INITIAL: MemberState = { ...GUEST, status: 'unknown' }

let state: MemberState = INITIAL
let started = false
const listeners = new Set<() => void>()

function set(next: Partial<MemberState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

interface Envelope {
  code?: unknown
  data?: unknown
}

async function getEnvelope(path: string): Promise<Envelope | null> {
  try {
    const res = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    if (!res.ok) {
      // Drop the unread body: left open, the request never ends (and the browser never sees the page as idle).
      await res.body?.cancel()
      return null
    }
    const body: unknown = await res.json()
    return body && typeof body === 'object' ? (body as Envelope) : null
  } catch {
    return null
  }
}

function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
}

/** The name to show: name, else account (the spec's username), else e-mail. */
function displayName(data: unknown): string {
  for (const key of ['name', 'account', 'username', 'email']) {
    const value = field(data, key)
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return ''
}

export async function refreshCart(): Promise<void> {
  if (state.status !== 'member') {
    set({ cartCount: null })
    return
  }
  const body = await getEnvelope('/api/v1/order?size=-1')
  if (body?.code !== 'E0001') {
    set({ cartCount: null })
    return
  }
  const list = field(body.data, 'list')
  const total = field(body.data, 'total')
  const count = Array.isArray(list)
    ? list.length
    : typeof total === 'number'
      ? total
      : Array.isArray(body.data)
        ? body.data.length
        : null
  set({ cartCount: count })
}

export async function refreshMember(): Promise<void> {
  const body = await getEnvelope('/api/v1/users/info')
  if (body?.code !== 'E0001' || !body.data) {
    set(GUEST)
    return
  }
  set({
    status: 'member',
    name: displayName(body.data),
    needsPhone: field(body.data, 'needsPhone') === true,
    needsCompletion: field(body.data, 'needsCompletion') === true,
  })
  await refreshCart()
}

/** Ends the session on the server (DELETE /api/v1/auth), clears the stored login and becomes logged out. */
export async function logout(): Promise<void> {
  try {
    await fetch('/api/v1/auth', { method: 'DELETE', credentials: 'same-origin' })
  } catch {
    // Logged out locally all the same.
  }
  for (const key of LOGOUT_STORAGE_KEYS) {
    try {
      window.localStorage.removeItem(key)
    } catch {
      // Storage may be unavailable (private mode); nothing to clear then.
    }
  }
  set(GUEST)
  window.dispatchEvent(new Event(MEMBER_CHANGED_EVENT))
}

/**
 * The spec's "token and expiration in the page query" (section 4): here `token` is a one-time hand-over code
 * (60 s) that is traded for this browser's own session cookie, then removed from the address bar.
 */
async function exchangeHandover(): Promise<void> {
  const url = new URL(window.location.href)
  const code = url.searchParams.get('token')
  if (!code) return
  url.searchParams.delete('token')
  url.searchParams.delete('expiration')
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  try {
    await fetch('/api/v1/auth/exchange', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    })
  } catch {
    // An expired or used code leaves the visitor as they were.
  }
}

function start() {
  if (started || typeof window === 'undefined') return
  started = true
  window.addEventListener(CART_CHANGED_EVENT, () => void refreshCart())
  window.addEventListener(MEMBER_CHANGED_EVENT, () => void refreshMember())
  void exchangeHandover().then(refreshMember)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  start()
  return () => listeners.delete(listener)
}

/** The visitor's login state and cart size; `unknown` until the first answer (rendered as logged out). */
export function useMember(): MemberState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL,
  )
}
