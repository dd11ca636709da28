'use client'

import { useEffect } from 'react'
import { OPEN_ENQUIRY_EVENT } from '@/components/leads/lead-events'
import { CART_CHANGED_EVENT, useMember } from '@/components/shell/member-store'
import { OPERATE_TYPES, type OperateType } from '@/domain/analytics/operate-types'
import { channelSession, configureChannel, flushChannel, sendSession, track } from './channel'

/** Links that download a file: the download attribute, or the site's file paths. */
const DOWNLOAD_PATH = /\/(?:api\/v1\/resource|api\/cms\/(?:downloads|private-files)\/file|downloads?)\//

function isOperateType(value: unknown): value is OperateType {
  return typeof value === 'string' && (OPERATE_TYPES as readonly string[]).includes(value)
}

/**
 * Mounted once in the site layout: starts the session, sends its record when the login state is known (and
 * again after a login), and turns window events into detail records:
 * - `open-enquiry` (product detail's enquiry button)                         → enquiry {catalogNumber}
 * - `cart:changed` with `detail: { action: 'add_cart' | 'settle', id }`      → that action (plain events: none)
 * - `analytics:track` with `detail: { operateType, operateTypeId }`          → any action, for code that would
 *   rather dispatch an event than import `track`
 * - clicks on download links                                                 → download {file name}
 * Pending records are sent at once when the page is hidden (tab switch, navigation away).
 */
export function ChannelAnalytics({ absolBase }: { absolBase: string }) {
  const member = useMember()

  useEffect(() => {
    configureChannel(absolBase)
    channelSession()
  }, [absolBase])

  useEffect(() => {
    if (member.status === 'unknown') return
    sendSession(member.status === 'member' ? member.name : '', member.status === 'member')
  }, [member.status, member.name])

  useEffect(() => {
    const onEnquiry = (e: Event) => {
      const detail = (e as CustomEvent<{ catalogNumber?: unknown }>).detail
      track('enquiry', typeof detail?.catalogNumber === 'string' ? detail.catalogNumber : '')
    }
    const onCart = (e: Event) => {
      const detail = (e as CustomEvent<{ action?: unknown; id?: unknown } | null>).detail
      if (detail && (detail.action === 'add_cart' || detail.action === 'settle')) {
        track(detail.action, detail.id === undefined ? '' : String(detail.id))
      }
    }
    const onTrack = (e: Event) => {
      const detail = (e as CustomEvent<{ operateType?: unknown; operateTypeId?: unknown } | null>).detail
      if (isOperateType(detail?.operateType)) {
        track(detail.operateType, detail.operateTypeId === undefined ? '' : String(detail.operateTypeId))
      }
    }
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!link) return
      if (!link.hasAttribute('download') && !DOWNLOAD_PATH.test(link.pathname)) return
      track('download', decodeURIComponent(link.pathname.split('/').pop() ?? ''))
    }
    const onHide = () => {
      if (document.visibilityState === 'hidden') flushChannel()
    }
    const listeners: Array<[EventTarget, string, (e: Event) => void, boolean]> = [
      [window, OPEN_ENQUIRY_EVENT, onEnquiry, false],
      [window, CART_CHANGED_EVENT, onCart, false],
      [window, 'analytics:track', onTrack, false],
      [document, 'click', onClick as (e: Event) => void, true],
      [document, 'visibilitychange', onHide, false],
      [window, 'pagehide', flushChannel, false],
    ]
    for (const [target, type, listener, capture] of listeners) target.addEventListener(type, listener, capture)
    return () => {
      for (const [target, type, listener, capture] of listeners) target.removeEventListener(type, listener, capture)
    }
  }, [])

  return null
}
