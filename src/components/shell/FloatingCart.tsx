'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import { useMember } from './member-store'
import { useCoversContent } from './use-keep-clear'

/** The button's size (spec section 9: cart drag icon 80×60). */
const WIDTH = 80
const HEIGHT = 60
/** Pointer travel (px) after which a press is a drag, not a click. */
const DRAG_THRESHOLD = 6

interface Position {
  x: number
  y: number
}

interface Drag {
  pointerId: number
  startX: number
  startY: number
  originX: number
  originY: number
  moved: boolean
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max))

/** The visible viewport without scroll bars. */
function viewport(): { width: number; height: number } {
  const root = document.documentElement
  return { width: root.clientWidth || window.innerWidth, height: root.clientHeight || window.innerHeight }
}

/**
 * The floating cart of the mobile layout (spec sections 2 and 9): an 80×60 button that can be dragged with a
 * mouse or a finger, snaps to the nearer left or right screen edge when released, stays inside the viewport
 * vertically, and opens /cart when clicked (a drag is not a click). Shows the cart's count once
 * GET /api/v1/order?size=-1 answers E0001 (shared with the top bar's cart link through the member store).
 * Hidden on desktop (≥ 1280 px), where the top bar has the cart link, and while it would cover a form field,
 * a submit button or the price block (use-keep-clear.ts) until the page scrolls on.
 */
export function FloatingCart() {
  const t = useTranslations('footer')
  const [position, setPosition] = useState<Position | null>(null)
  const [dragging, setDragging] = useState(false)
  // The cart count comes from the shell's member store (one GET /api/v1/order?size=-1 for the whole page).
  const { cartCount: count } = useMember()
  const drag = useRef<Drag | null>(null)
  const suppressClick = useRef(false)
  const self = useRef<HTMLAnchorElement>(null)
  // Where the visitor has just put it by hand, it stays, until the page scrolls on.
  const [placed, setPlaced] = useState(false)
  useEffect(() => {
    if (!placed) return
    const release = () => setPlaced(false)
    window.addEventListener('scroll', release, { passive: true, once: true })
    return () => window.removeEventListener('scroll', release)
  }, [placed])
  // Out of the way (invisible, not clickable) while it would cover a form field or the price block.
  const covers = useCoversContent(self, position, dragging || placed)

  // Start at the right edge, two thirds down; keep the side and stay inside the viewport when it changes.
  useEffect(() => {
    const place = () =>
      setPosition((current) => {
        const { width, height } = viewport()
        const left = current !== null && current.x + WIDTH / 2 < width / 2
        const y = current?.y ?? Math.round(height * 0.65)
        return { x: left ? 0 : width - WIDTH, y: clamp(y, 0, height - HEIGHT) }
      })
    place()
    window.addEventListener('resize', place)
    return () => window.removeEventListener('resize', place)
  }, [])

  const onPointerDown = (event: React.PointerEvent<HTMLAnchorElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    const box = event.currentTarget.getBoundingClientRect()
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      originX: box.left,
      originY: box.top,
      moved: false,
    }
    suppressClick.current = false
    event.currentTarget.setPointerCapture(event.pointerId)
  }

  const onPointerMove = (event: React.PointerEvent<HTMLAnchorElement>) => {
    const d = drag.current
    if (!d || d.pointerId !== event.pointerId) return
    const dx = event.clientX - d.startX
    const dy = event.clientY - d.startY
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return
    if (!d.moved) {
      d.moved = true
      setDragging(true)
    }
    const { width, height } = viewport()
    setPosition({ x: clamp(d.originX + dx, 0, width - WIDTH), y: clamp(d.originY + dy, 0, height - HEIGHT) })
  }

  const endDrag = (event: React.PointerEvent<HTMLAnchorElement>) => {
    const d = drag.current
    if (!d || d.pointerId !== event.pointerId) return
    drag.current = null
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId)
    }
    if (!d.moved) return
    suppressClick.current = true
    setDragging(false)
    setPlaced(true)
    // Snap to the nearer edge, by the button's centre.
    const { width, height } = viewport()
    setPosition((current) => {
      const x = current?.x ?? width - WIDTH
      const y = current?.y ?? 0
      return { x: x + WIDTH / 2 < width / 2 ? 0 : width - WIDTH, y: clamp(y, 0, height - HEIGHT) }
    })
  }

  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!suppressClick.current) return
    suppressClick.current = false
    event.preventDefault()
  }

  const onLeft = position !== null && position.x === 0
  const style: React.CSSProperties = position
    ? { left: position.x, top: position.y, transition: dragging ? 'none' : 'left 150ms ease-out' }
    : { right: 0, top: '65%' }
  const label = count ? t('cartWithCount', { count }) : t('cart')

  return (
    <Link
      href="/cart"
      aria-label={label}
      title={label}
      draggable={false}
      onDragStart={(event) => event.preventDefault()}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onClick={onClick}
      data-testid="floating-cart"
      data-dragging={dragging ? 'true' : undefined}
      data-covering={covers ? 'true' : undefined}
      ref={self}
      style={style}
      className={`${covers ? 'invisible' : ''} fixed z-40 flex h-[60px] w-20 cursor-grab touch-none select-none items-center justify-center bg-brand-600 text-white shadow-lg active:cursor-grabbing xl:hidden ${onLeft ? 'rounded-r-full' : 'rounded-l-full'}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2">
        <path
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="20" r="1.5" />
        <circle cx="17" cy="20" r="1.5" />
      </svg>
      {count ? (
        <span
          aria-hidden="true"
          data-testid="floating-cart-count"
          className="absolute top-1 right-3 min-w-5 rounded-full bg-red-500 px-1 text-center text-xs leading-5 font-semibold"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
