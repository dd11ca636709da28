'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { track } from '@/components/analytics/channel'
import { announceCartChange } from '@/components/shell/member-store'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { Toast, useToasts } from '@/components/ui/Toast'
import { type CartLineView, cartTotals } from '@/domain/cart/cart-lines'
import { formatFen } from '@/domain/cart/money'
import { useLocale, useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import { CheckoutReview, type SettledAnswer } from './CheckoutReview'
import { CountStepper } from './CountStepper'
import { type CartAnswer, cartRequest, isLoggedOut, isSuccess } from './cart-api'
import { LoadStatus } from './LoadStatus'

interface CartData {
  list: CartLineView[]
}

type Load = { state: 'loading' } | { state: 'guest' } | { state: 'failed' } | { state: 'ready'; lines: CartLineView[] }

type Pending = { kind: 'one'; line: CartLineView } | { kind: 'batch'; ids: number[] } | null

/**
 * My Cart (spec sections 2, 4, 6, 8): catalog number, product name, size, number, unit price, subtotal and
 * delete per line; selection with select-all, batch delete (needs a selection), the total of the selected
 * lines (the inquiry word when one of them is an inquiry item or prices are hidden) and check out. Every
 * action reloads the list once and hands that cart to the shell's store (`cart:changed` with the cart, so the
 * top bar's count needs no request of its own); a checkout shows the cart settle answers with, and asks nothing
 * more. Each action shows the spec's message.
 * A table on desktop, cards on mobile. Anonymous visitors get 'Please Login！' with login/register links.
 */
export function CartView() {
  const t = useTranslations('cart')
  const api = useTranslations('api')
  const locale = useLocale()
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [busy, setBusy] = useState(false)
  const [reviewing, setReviewing] = useState(false)
  const [pending, setPending] = useState<Pending>(null)
  const { toasts, show, dismiss } = useToasts(3500)
  /** Lines seen so far: a line not seen before starts with its stored select flag. */
  const known = useRef(new Set<number>())

  /** Shows a cart (a line not seen before starts with its stored select flag). */
  const showCart = useCallback((cart: CartData) => {
    const lines = cart.list
    setSelected((current) => {
      const next = new Set<number>()
      for (const line of lines) {
        const seen = known.current.has(line.id)
        if (seen ? current.has(line.id) : line.select) next.add(line.id)
        known.current.add(line.id)
      }
      return next
    })
    setLoad({ state: 'ready', lines })
  }, [])

  /** Loads the cart and shows it; answers it (null when logged out or failed) so a caller can pass it on. */
  const refresh = useCallback(async (): Promise<CartData | null> => {
    const answer = await cartRequest<CartData>(locale, 'GET', '/order?size=-1')
    if (isLoggedOut(answer)) {
      setLoad({ state: 'guest' })
      return null
    }
    if (!isSuccess(answer) || !answer.data) {
      setLoad({ state: 'failed' })
      return null
    }
    showCart(answer.data)
    return answer.data
  }, [locale, showCart])

  useEffect(() => {
    void refresh()
  }, [refresh])

  /** After a change: reload once and hand the shell that cart (one request, not one per listener). */
  const reloadAfterChange = async (changed: boolean) => {
    const cart = await refresh()
    if (changed) announceCartChange(cart ?? undefined)
  }

  /** The spec's message for an answer: 'Please Login！' when logged out, else success or the failure. */
  const report = (answer: CartAnswer<unknown>, okKey: string | null, failKey: string) => {
    if (isSuccess(answer)) {
      if (okKey) show('success', api(okKey))
      return true
    }
    if (isLoggedOut(answer)) {
      show('warning', api('cartPleaseLogin'))
      setLoad({ state: 'guest' })
    } else show('error', api(failKey))
    return false
  }

  if (load.state !== 'ready') {
    return <LoadStatus state={load.state} redirect="/cart" onRetry={() => void refresh()} />
  }

  const lines = load.lines
  const chosen = lines.filter((l) => selected.has(l.id))
  const totals = cartTotals(chosen, api('inquiry'), formatFen)
  const allSelected = lines.length > 0 && chosen.length === lines.length

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(lines.map((l) => l.id)))

  const setCount = async (line: CartLineView, count: number) => {
    if (count === line.count) return
    const answer = await cartRequest(locale, 'PUT', `/order/${line.id}`, { body: { count } })
    const ok = isSuccess(answer)
    if (!ok && isLoggedOut(answer)) report(answer, null, 'cartUpdateFailed')
    else if (!ok) show('error', answer.msg || api('cartUpdateFailed'))
    await reloadAfterChange(ok)
  }

  const askBatchDelete = () => {
    if (chosen.length === 0) {
      show('warning', api('cartSelectFirst'))
      return
    }
    setPending({ kind: 'batch', ids: chosen.map((l) => l.id) })
  }

  const confirmDelete = async () => {
    const action = pending
    setPending(null)
    if (!action) return
    setBusy(true)
    const answer =
      action.kind === 'one'
        ? await cartRequest(locale, 'DELETE', `/order/${action.line.id}`)
        : await cartRequest(locale, 'DELETE', `/order/batch?idList=${action.ids.join(',')}`)
    const ok =
      action.kind === 'one'
        ? report(answer, 'cartDeleteSucceeded', 'cartDeleteFailed')
        : report(answer, 'cartBatchDeleteSucceeded', 'cartBatchDeleteFailed')
    setBusy(false)
    await reloadAfterChange(ok)
  }

  /** Check out opens the review step (address, invoice, PO, terms); its submit settles the chosen lines. */
  const checkout = () => {
    if (chosen.length === 0 || busy) return
    setReviewing(true)
  }

  const settled = async (answer: CartAnswer<SettledAnswer>) => {
    const ok = report(answer, 'cartSettleSucceeded', 'cartSettleFailed')
    if (!ok) return
    setReviewing(false)
    track('settle', String(answer.data?.orderNumber ?? ''))
    const cart = answer.data?.cart
    if (cart) {
      // Settle answered with the cart as it is now: show it and hand it to the shell, no request more.
      showCart(cart)
      announceCartChange(cart)
    } else await reloadAfterChange(ok)
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('confirmTitle')}
      text={pending?.kind === 'batch' ? t('confirmBatchDelete', { count: pending.ids.length }) : t('confirmDelete')}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      onConfirm={() => void confirmDelete()}
      onCancel={() => setPending(null)}
    />
  )
  const toast = <Toast toasts={toasts} onDismiss={dismiss} closeLabel={t('close')} />

  if (lines.length === 0) {
    return (
      <div data-testid="cart-empty" className="py-16 text-center text-slate-600">
        <p>{t('empty')}</p>
        <div className="mt-6 flex justify-center gap-3">
          <Link
            href="/products"
            className="rounded-md bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
          >
            {t('browse')}
          </Link>
          <Link href="/order-list" className="rounded-md border border-slate-300 px-5 py-2 text-slate-700">
            {t('viewOrders')}
          </Link>
        </div>
        {toast}
      </div>
    )
  }

  if (reviewing) {
    return (
      <div data-testid="cart-review">
        <CheckoutReview
          lines={chosen}
          total={totals.totalPrice}
          onBack={() => setReviewing(false)}
          onSettled={(answer) => void settled(answer)}
        />
        {toast}
      </div>
    )
  }

  const productHref = (l: CartLineView) => ({ pathname: '/product-detail', query: { catalogNumber: l.catalogNumber } })
  const deleteButton = (line: CartLineView) => (
    <button
      type="button"
      data-testid="cart-delete"
      aria-label={t('deleteLine', { name: `${line.catalogNumber} ${line.size}` })}
      onClick={() => setPending({ kind: 'one', line })}
      disabled={busy}
      className="text-sm text-red-700 hover:underline disabled:opacity-50"
    >
      {t('delete')}
    </button>
  )
  const checkbox = (line: CartLineView) => (
    <input
      type="checkbox"
      data-testid="cart-select"
      checked={selected.has(line.id)}
      onChange={() => toggle(line.id)}
      aria-label={t('selectLine', { name: `${line.catalogNumber} ${line.size}` })}
      className="h-4 w-4 accent-brand-600"
    />
  )
  const stepper = (line: CartLineView) => (
    <CountStepper
      count={line.count}
      label={t('countOf', { name: `${line.catalogNumber} ${line.size}` })}
      decreaseLabel={t('decrease')}
      increaseLabel={t('increase')}
      disabled={busy}
      onChange={(count) => setCount(line, count)}
    />
  )

  return (
    <div data-testid="cart">
      {/* Desktop: the spec's table. */}
      <table className="hidden w-full border-collapse text-sm xl:table">
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50 text-left text-slate-600">
            <th scope="col" className="w-10 px-3 py-3">
              <input
                type="checkbox"
                checked={allSelected}
                onChange={toggleAll}
                aria-label={t('selectAll')}
                className="h-4 w-4 accent-brand-600"
              />
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              {t('columns.catalogNumber')}
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              {t('columns.productName')}
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              {t('columns.size')}
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              {t('columns.count')}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              {t('columns.price')}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              {t('columns.subtotal')}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} data-testid="cart-line" className="border-b border-slate-100 align-middle">
              <td className="px-3 py-3">{checkbox(line)}</td>
              <td className="px-3 py-3 font-medium">
                <Link href={productHref(line)} className="text-brand-700 hover:underline">
                  {line.catalogNumber}
                </Link>
              </td>
              <td className="px-3 py-3 text-slate-800">
                {line.productName}
                {line.available ? null : <span className="ml-2 text-xs text-amber-700">({t('unavailable')})</span>}
              </td>
              <td className="px-3 py-3" data-testid="cart-size">
                {line.size}
              </td>
              <td className="px-3 py-3">{stepper(line)}</td>
              <td className="px-3 py-3 text-right">{line.price}</td>
              <td className="px-3 py-3 text-right font-semibold text-red-700" data-testid="cart-subtotal">
                {line.subtotal}
              </td>
              <td className="px-3 py-3 text-right">{deleteButton(line)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {/* Mobile: one card per line. */}
      <ul className="space-y-3 xl:hidden">
        {lines.map((line) => (
          <li key={line.id} data-testid="cart-card" className="rounded-lg border border-slate-200 p-4">
            <div className="flex items-start gap-3">
              <div className="pt-1">{checkbox(line)}</div>
              <div className="min-w-0 flex-1">
                <Link href={productHref(line)} className="font-medium text-brand-700 hover:underline">
                  {line.catalogNumber}
                </Link>
                <p className="text-sm text-slate-800">{line.productName}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {t('columns.size')}: {line.size} · {t('columns.price')}: {line.price}
                </p>
                <div className="mt-3 flex items-center justify-between gap-3">
                  {stepper(line)}
                  <span className="font-semibold text-red-700">{line.subtotal}</span>
                </div>
              </div>
              {deleteButton(line)}
            </div>
          </li>
        ))}
      </ul>

      <div className="sticky bottom-0 mt-4 flex flex-wrap items-center gap-4 border-t border-slate-200 bg-white py-4">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={allSelected}
            onChange={toggleAll}
            data-testid="cart-select-all"
            className="h-4 w-4 accent-brand-600"
          />
          {t('selectAll')}
        </label>
        <button
          type="button"
          data-testid="cart-batch-delete"
          onClick={askBatchDelete}
          disabled={busy}
          className="rounded border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 disabled:opacity-50"
        >
          {t('batchDelete')}
        </button>
        <span className="ml-auto text-sm text-slate-600">{t('selected', { count: totals.totalCount })}</span>
        <span className="text-sm text-slate-600">
          {t('total')}:{' '}
          <output data-testid="cart-total" aria-live="polite" className="text-xl font-semibold text-red-700">
            {totals.totalPrice}
          </output>
        </span>
        <button
          type="button"
          data-testid="cart-checkout"
          onClick={checkout}
          disabled={busy || chosen.length === 0}
          className="rounded-md bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {t('checkout')}
        </button>
      </div>
      {dialog}
      {toast}
    </div>
  )
}
