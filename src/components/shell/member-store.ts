'use client'

import { useSyncExternalStore } from 'react'
import { apiClient } from '@/lib/api-client'

/**
 * Login state and cart size, read in the browser (never in cached HTML, docs/frontend.md):
 * - `GET /api/v1/users/info`: logged in when it answers E0001 (spec section 4); any other answer, a network
 *   error or a missing endpoint means logged out;
 * - `GET /api/v1/order?size=-1` (spec section 9: page size -1 lists all): the cart line count, from
 *   `data.list.length` or `data.total`; unknown (no badge) until that answers E0001.
 * One store for the whole page, so the top bar's account menu and cart link share one request each.
 * Other parts of the site tell it about changes with window events:
 *   window.dispatchEvent(new Event('cart:changed'))    — after add, delete, settle, batch delete (as FloatingCart);
 *     with `detail: { cart }` (a cart as GET /order?size=-1 answers it, e.g. the one settle answers with) the
 *     store takes the count from it instead of asking again: one cart request per change, not one per listener
 *   window.dispatchEvent(new Event('member:changed'))  — after login or logout
 * It also tracks whether the browser is online (spec section 4: tracked, no message shown): `online` here and
 * `data-network="online|offline"` on <html>; coming back online reloads the login state and cart.
 */

export const CART_CHANGED_EVENT = 'cart:changed'
export const MEMBER_CHANGED_EVENT = 'member:changed'

/** Client storage keys the spec's logout clears (section 3: jti = token, expiration, username). */
const LOGOUT_STORAGE_KEYS = ['jti', 'expiration', 'username']

/** A member's profile as users/info gives it: what the lead forms pre-fill (issue 16). */
export interface MemberProfile {
  name: string
  company: string
  department: string
  phone: string
  email: string
  areaId: number | null
  industryId: number | null
}

export interface MemberState {
  status: 'unknown' | 'guest' | 'member'
  name: string
  /** The logged-in member's profile; null for a guest. */
  profile: MemberProfile | null
  cartCount: number | null
  /** First-login steps the account still needs (users/info): bind a phone, complete the profile. */
  needsPhone: boolean
  needsCompletion: boolean
  /** The browser's network status (navigator.onLine and its online/offline events). */
  online: boolean
}

const SIGNED_OUT = {
  status: 'guest',
  name: '',
  profile: null,
  cartCount: null,
  needsPhone: false,
  needsCompletion: false,
} as const
const INITIAL: MemberState = { ...SIGNED_OUT, status: 'unknown', online: true }

let state: MemberState = INITIAL
let started = false
const listeners = new Set<() => void>()

function set(next: Partial<MemberState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
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

/** The line count of a cart answer's data: `list.length`, else `total`; null when it is neither. */
function cartLineCount(data: unknown): number | null {
  const list = field(data, 'list')
  const total = field(data, 'total')
  if (Array.isArray(list)) return list.length
  if (typeof total === 'number') return total
  return Array.isArray(data) ? data.length : null
}

export async function refreshCart(): Promise<void> {
  if (state.status !== 'member') {
    set({ cartCount: null })
    return
  }
  const answer = await apiClient().get('/order', { query: { size: -1 }, cache: 'no-store' })
  set({ cartCount: answer.ok ? cartLineCount(answer.data) : null })
}

/** A `cart:changed` event: the cart it carries (`detail.cart`) when there is one, else the cart asked again. */
function onCartChanged(event: Event) {
  const cart = field((event as CustomEvent<unknown>).detail, 'cart')
  const count = state.status === 'member' && cart !== undefined ? cartLineCount(cart) : null
  if (count === null) void refreshCart()
  else set({ cartCount: count })
}

/** Tells the shell the cart changed; `cart` (as GET /order?size=-1 answers it) saves the shell a request. */
export function announceCartChange(cart?: unknown): void {
  window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: cart === undefined ? null : { cart } }))
}

/** The store's calls go to the default base (the answers' words are not shown). */
const api = apiClient()

export async function refreshMember(): Promise<void> {
  const answer = await api.get<unknown>('/users/info')
  if (!answer.ok || !answer.data) {
    set(SIGNED_OUT)
    return
  }
  const data = answer.data
  const text = (key: string) => {
    const value = field(data, key)
    return typeof value === 'string' ? value : ''
  }
  const id = (key: string) => {
    const value = field(data, key)
    return typeof value === 'number' ? value : null
  }
  set({
    status: 'member',
    name: displayName(data),
    profile: {
      name: text('name'),
      company: text('company'),
      department: text('department'),
      phone: text('phone'),
      email: text('email'),
      areaId: id('areaId'),
      industryId: id('industryId'),
    },
    needsPhone: field(data, 'needsPhone') === true,
    needsCompletion: field(data, 'needsCompletion') === true,
  })
  await refreshCart()
}

/** Ends the session on the server (DELETE /api/v1/auth), clears the stored login and becomes logged out. */
export async function logout(): Promise<void> {
  // Whatever the answer (or none), the visitor is logged out locally all the same.
  await api.del('/auth')
  for (const key of LOGOUT_STORAGE_KEYS) {
    try {
      window.localStorage.removeItem(key)
    } catch {
      // Storage may be unavailable (private mode); nothing to clear then.
    }
  }
  set(SIGNED_OUT)
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
  // An expired or used code (or no answer) leaves the visitor as they were.
  await api.post('/auth/exchange', { code })
}

function setOnline(online: boolean) {
  document.documentElement.dataset.network = online ? 'online' : 'offline'
  if (online !== state.online) set({ online })
}

function start() {
  if (started || typeof window === 'undefined') return
  started = true
  setOnline(navigator.onLine)
  window.addEventListener('offline', () => setOnline(false))
  window.addEventListener('online', () => {
    setOnline(true)
    void refreshMember()
  })
  window.addEventListener(CART_CHANGED_EVENT, onCartChanged)
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
