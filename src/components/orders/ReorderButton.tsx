'use client'

import { useState } from 'react'
import { announceCartChange } from '@/components/shell/member-store'
import { useLocale, useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import { cartRequest, isLoggedOut, isSuccess } from '../cart/cart-api'

interface MissingLine {
  catalogNumber: string
  size: string
  msg: string
}

interface Reordered {
  added: number
  missing: MissingLine[]
  refused: MissingLine[]
  cart?: unknown
}

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; msg: string; missing: MissingLine[]; refused: MissingLine[] }
  | { kind: 'failed'; msg: string }

/**
 * "Order again" (issue 21): puts an order's lines back into the cart at today's prices (POST /order/reorder/{id})
 * and says what went in, and which lines did not (product no longer sold, size gone, cart full), with a link to
 * the cart. Self-contained: needs only the order id (and the `quickOrder`, `api` and `cart` messages).
 */
export function ReorderButton({ orderId }: { orderId: number }) {
  const t = useTranslations('quickOrder')
  const api = useTranslations('api')
  const locale = useLocale()
  const [state, setState] = useState<State>({ kind: 'idle' })

  const reorder = async () => {
    setState({ kind: 'busy' })
    const answer = await cartRequest<Reordered>(locale, 'POST', `/order/reorder/${orderId}`)
    if (isLoggedOut(answer)) return setState({ kind: 'failed', msg: api('cartPleaseLogin') })
    if (!isSuccess(answer) || !answer.data) return setState({ kind: 'failed', msg: answer.msg || api('E0500') })
    announceCartChange(answer.data.cart)
    setState({ kind: 'done', msg: answer.msg, missing: answer.data.missing, refused: answer.data.refused })
  }

  const list = (lines: MissingLine[]) =>
    lines.map((l) => `${l.catalogNumber} ${l.size} (${l.msg})`).join(locale === 'en' ? '; ' : '；')

  return (
    <div className="flex flex-col items-end gap-1" data-testid="reorder">
      <button
        type="button"
        data-testid="reorder-button"
        onClick={() => void reorder()}
        disabled={state.kind === 'busy'}
        className="rounded border border-brand-600 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        {state.kind === 'busy' ? t('reorder.busy') : t('reorder.button')}
      </button>
      <div role="status" aria-live="polite" className="text-right text-xs">
        {state.kind === 'done' ? (
          <>
            <p data-testid="reorder-result" className="text-green-800">
              {state.msg}{' '}
              <Link href="/cart" className="font-medium text-brand-700 underline">
                {t('reorder.goToCart')}
              </Link>
            </p>
            {state.missing.length > 0 ? (
              <p data-testid="reorder-missing" className="text-amber-800">
                {t('reorder.missing', { lines: list(state.missing) })}
              </p>
            ) : null}
            {state.refused.length > 0 ? (
              <p className="text-red-700">{t('reorder.refused', { lines: list(state.refused) })}</p>
            ) : null}
          </>
        ) : state.kind === 'failed' ? (
          <p className="text-red-700">{state.msg}</p>
        ) : null}
      </div>
    </div>
  )
}
