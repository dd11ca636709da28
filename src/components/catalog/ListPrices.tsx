'use client'

import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { useLocale, useTranslations } from '@/i18n/client'
import { apiClient } from '@/lib/api-client'

/** Prices by product id and size name, as the API shows them to this visitor (the inquiry word when hidden). */
type Prices = Map<number, Map<string, { price: string; inquiry: boolean }>>
type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; prices: Prices }

const PricesContext = createContext<State>({ status: 'loading' })

interface Summary {
  id: number
  sizes: { size: string; price: string; priceFen: number | null }[]
}

/**
 * The prices of a list's visible rows, read in the browser with one call (GET /api/v1/product?ids=…): prices
 * depend on the visitor's country and never are in the cached HTML. Rows show them through RowPrice.
 */
export function ListPricesProvider({ ids, children }: { ids: number[]; children: ReactNode }) {
  const locale = useLocale()
  const api = useMemo(() => apiClient(locale), [locale])
  const [state, setState] = useState<State>({ status: 'loading' })
  const key = ids.join(',')
  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    setState({ status: 'loading' })
    api
      .get<{ list: Summary[] }>('/product', { query: { ids: key }, cache: 'no-store', signal: controller.signal })
      .then((answer) => {
        if (controller.signal.aborted) return
        if (!answer.ok) return setState({ status: 'failed' })
        const prices: Prices = new Map()
        for (const p of answer.data.list)
          prices.set(p.id, new Map(p.sizes.map((s) => [s.size, { price: s.price, inquiry: s.priceFen === null }])))
        setState({ status: 'ready', prices })
      })
    return () => controller.abort()
  }, [api, key])
  return <PricesContext.Provider value={state}>{children}</PricesContext.Provider>
}

/** One size's price in a list row: a placeholder while loading, the inquiry word when there is no price. */
export function RowPrice({ productId, size }: { productId: number; size: string }) {
  const t = useTranslations('catalog.price')
  const state = useContext(PricesContext)
  if (state.status === 'loading')
    return (
      <span className="inline-block h-3.5 w-14 animate-pulse rounded bg-slate-200 align-middle">
        <span className="sr-only">{t('loading')}</span>
      </span>
    )
  const found = state.status === 'ready' ? state.prices.get(productId)?.get(size) : undefined
  if (!found || found.inquiry)
    return (
      <span className="text-slate-600" data-price="inquiry">
        {found?.price || t('inquiry')}
      </span>
    )
  return (
    <span className="font-semibold text-red-700" data-price>
      {found.price}
    </span>
  )
}
