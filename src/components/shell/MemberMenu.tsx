'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { Dialog, DialogTitle } from '@/components/ui/Dialog'
import { useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import { CaretIcon } from './CaretIcon'
import { logout } from './member-store'

/**
 * The member's name with its dropdown (user centre, logout) in the top bar (spec section 2); logout asks for
 * confirmation first (spec section 4). Loaded by AccountMenu only for a logged-in member.
 */
export default function MemberMenu({ name }: { name: string }) {
  const t = useTranslations('shell.topBar')
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [confirming, setConfirming] = useState(false)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const askLogout = () => {
    setOpen(false)
    setConfirming(true)
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it
    <div
      ref={rootRef}
      className="relative"
      data-testid="account-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          buttonRef.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account', { name: name })}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 hover:text-brand-600"
      >
        <span className="max-w-[10rem] truncate">{name}</span>
        <CaretIcon />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-1 min-w-[9rem] rounded border border-slate-200 bg-white py-1 text-slate-700 shadow-lg"
      >
        <li>
          <Link href="/order-list" className="block px-4 py-2 hover:bg-brand-50" onClick={() => setOpen(false)}>
            {t('userCentre')}
          </Link>
        </li>
        <li>
          <button type="button" className="block w-full px-4 py-2 text-left hover:bg-brand-50" onClick={askLogout}>
            {t('logout')}
          </button>
        </li>
      </ul>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        // The menu item that opened it is hidden by then: focus goes back to the name.
        returnFocus={() => buttonRef.current}
        className="m-auto w-[min(24rem,90vw)] rounded-lg p-6 text-slate-800 shadow-xl backdrop:bg-black/40"
      >
        <DialogTitle className="text-lg font-semibold">{t('logoutTitle')}</DialogTitle>
        <p className="mt-2">{t('logoutConfirm')}</p>
        {/* Cancel is the form's submit: a method="dialog" form closes the dialog (the Dialog tells onClose). */}
        <form method="dialog" className="mt-6 flex justify-end gap-3">
          <button type="submit" value="cancel" className="rounded border border-slate-300 px-4 py-2 hover:bg-slate-50">
            {t('cancel')}
          </button>
          <button
            type="button"
            className="rounded bg-brand-600 px-4 py-2 text-white hover:bg-brand-700"
            onClick={() => {
              setConfirming(false)
              void logout()
            }}
          >
            {t('confirm')}
          </button>
        </form>
      </Dialog>
    </div>
  )
}
