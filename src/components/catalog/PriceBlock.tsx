'use client'

import { useEffect, useId, useMemo, useState } from 'react'
import { track } from '@/components/analytics/channel'
import { OPEN_ENQUIRY_EVENT } from '@/components/leads/lead-events'
import { CART_CHANGED_EVENT, useMember } from '@/components/shell/member-store'
import { Toast, useToasts } from '@/components/ui/Toast'
import { addToCartOutcome } from '@/domain/cart/add-to-cart-outcome'
import { MAX_COUNT, MIN_COUNT, normalizeCount, type PricedSize, priceView } from '@/domain/cart/line-price'
import { formatFen } from '@/domain/cart/money'
import type { StockState } from '@/domain/catalog/catalog'
import { jsonLdText, type OfferSize, productOffersJsonLd } from '@/domain/catalog/catalog-seo'
import { useLocale, useTranslations } from '@/i18n/client'
import { type ApiClient, apiClient, type Query } from '@/lib/api-client'
import { StockBadge } from './StockBadge'

interface Props {
  productId: number
  catalogNumber: string
  productName: string
  /** Size names from the cached page, shown while the prices load (no layout shift). */
  sizes: string[]
  /** Stock per size with its badge text, from the cached page (stock is the same for every visitor). */
  stock?: { size: string; stock: StockState; text: string }[]
  /** The product page's absolute URL, for the offers' structured data (null when the origin is unknown). */
  url?: string | null
  /**
   * The staff draft preview's prices (issue 30), read on the server from the draft: shown as a visitor in China
   * sees them, and nothing is fetched (the public API knows only the published record).
   */
  draftPrices?: (PricedSize & Pick<OfferSize, 'stock'>)[]
}

/** The session flag of spec section 6: whether the visitor is in China, asked once per browser session. */
const IS_CHINA_KEY = 'isChina'

function storedIsChina(): boolean | null {
  try {
    const value = window.sessionStorage.getItem(IS_CHINA_KEY)
    return value === 'true' ? true : value === 'false' ? false : null
  } catch {
    return null
  }
}

function storeIsChina(value: boolean): void {
  try {
    window.sessionStorage.setItem(IS_CHINA_KEY, String(value))
  } catch {
    // storage unavailable (private mode): ask again next time
  }
}

/** A read that must succeed for the block to show prices (any failure shows the failure line). */
async function getData<T>(api: ApiClient, path: string, query?: Query): Promise<T> {
  const answer = await api.get<T>(path, { query, cache: 'no-store' })
  if (!answer.ok) throw new Error(answer.code)
  return answer.data
}

/**
 * Price, size and count of the product detail, with add to cart and enquiry. Prices never are in the cached
 * HTML: they come from /api/v1/product/detail (which applies the visitor's country), and the isChina flag
 * is kept in sessionStorage. Totals are integer fen.
 */
export function PriceBlock({
  productId,
  catalogNumber,
  productName,
  sizes,
  stock = [],
  url = null,
  draftPrices,
}: Props) {
  const t = useTranslations('catalog.price')
  const locale = useLocale()
  const api = useMemo(() => apiClient(locale), [locale])
  const base = useId()
  const [priced, setPriced] = useState<(PricedSize & Pick<OfferSize, 'stock'>)[] | null>(null)
  const [isChina, setIsChina] = useState<boolean | null>(null)
  const [failed, setFailed] = useState(false)
  const [selected, setSelected] = useState<string | null>(sizes[0] ?? null)
  const [countText, setCountText] = useState('1')
  const [busy, setBusy] = useState(false)
  const member = useMember()
  const { toasts, show, dismiss } = useToasts(3500)

  useEffect(() => {
    if (draftPrices) {
      setIsChina(true)
      setPriced(draftPrices)
      return
    }
    let cancelled = false
    const flag = storedIsChina()
    const china =
      flag !== null
        ? Promise.resolve(flag)
        : getData<boolean>(api, '/user/isChina').then((value) => {
            storeIsChina(value)
            return value
          })
    const detail = getData<{ sizes: (PricedSize & Pick<OfferSize, 'stock'>)[] }>(api, '/product/detail', {
      catalogNumber,
    })
    Promise.all([china, detail])
      .then(([value, data]) => {
        if (cancelled) return
        setIsChina(value)
        setPriced(data.sizes)
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
    }
  }, [api, catalogNumber, draftPrices])

  const count = normalizeCount(countText)
  const loaded = priced !== null && isChina !== null
  const view = priceView(
    priced ?? sizes.map((size) => ({ size, priceFen: null, price: '' })),
    loaded ? isChina : false,
    selected,
    count,
    t('inquiry'),
    formatFen,
  )
  /** The spec's 'Please Login！' with a link to log in and come back to this product (issue 16). */
  const pleaseLogin = () => {
    const back = `${window.location.pathname}${window.location.search}`
    const login = `${locale === 'en' ? '/en' : ''}/login?redirect=${encodeURIComponent(back)}`
    show('warning', t('pleaseLogin'), { href: login, label: t('loginLink') })
  }
  const addToCart = async () => {
    if (!view.selected) return
    // Not logged in (spec section 6): no request. A member's expired session answers 401/E0401: the same toast.
    if (member.status !== 'member') {
      pleaseLogin()
      return
    }
    setBusy(true)
    const answer = await api.post('/order', { productId, size: view.selected, count })
    setBusy(false)
    // No answer (status 0) is 'failed'.
    const outcome = addToCartOutcome(answer.status, answer.code)
    if (outcome === 'added') {
      track('add_cart', catalogNumber)
      window.dispatchEvent(new Event(CART_CHANGED_EVENT))
      show('success', t('added'))
    } else {
      if (outcome === 'login') pleaseLogin()
      else show('error', t('addFailed'))
    }
  }

  const enquire = () => {
    window.dispatchEvent(
      new CustomEvent(OPEN_ENQUIRY_EVENT, { detail: { catalogNumber, productName, size: view.selected ?? '' } }),
    )
  }

  // Offers in structured data only for a visitor who sees prices, built here: the cached HTML never has prices.
  const offers = loaded && isChina ? productOffersJsonLd({ name: productName, catalogNumber, url }, priced ?? []) : null
  const stockOf = new Map(stock.map((s) => [s.size, s]))

  const step = (delta: number) => setCountText(String(normalizeCount(count + delta)))

  return (
    <section
      aria-labelledby={`${base}-title`}
      data-keep-clear
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${base}-title`} className="text-base font-semibold text-slate-900">
        {t('title')}
      </h2>
      {view.sizes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('noSizes')}</p>
      ) : (
        <fieldset className="mt-3">
          <legend className="text-sm text-slate-600">{t('size')}</legend>
          <div className="mt-2 space-y-2" aria-busy={!loaded && !failed}>
            {view.sizes.map((s) => {
              const checked = s.size === view.selected
              const badge = stockOf.get(s.size)
              return (
                <label
                  key={s.size}
                  className={`flex cursor-pointer items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                    checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-slate-400'
                  }`}
                >
                  <span className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={`${base}-size`}
                      value={s.size}
                      checked={checked}
                      onChange={() => setSelected(s.size)}
                      className="h-4 w-4 accent-brand-600"
                    />
                    <span className="flex flex-col items-start gap-0.5">
                      <span className="font-medium text-slate-900">{s.size}</span>
                      {badge && <StockBadge stock={badge.stock} text={badge.text} />}
                    </span>
                  </span>
                  {loaded ? (
                    <span className={s.inquiry ? 'text-slate-600' : 'font-semibold text-red-700'} data-price>
                      {s.label}
                    </span>
                  ) : failed ? (
                    <span className="text-slate-600">{t('inquiry')}</span>
                  ) : (
                    <span className="inline-block h-4 w-20 animate-pulse rounded bg-slate-200">
                      <span className="sr-only">{t('loading')}</span>
                    </span>
                  )}
                </label>
              )
            })}
          </div>
        </fieldset>
      )}
      <div className="mt-4 flex items-center justify-between gap-3">
        <label htmlFor={`${base}-count`} className="text-sm text-slate-600">
          {t('count')}
        </label>
        <div className="flex items-center">
          <button
            type="button"
            onClick={() => step(-1)}
            disabled={count <= MIN_COUNT}
            aria-label={t('decrease')}
            className="h-9 w-9 rounded-l-md border border-slate-300 text-lg text-slate-700 hover:bg-slate-50 disabled:text-slate-400"
          >
            −
          </button>
          <input
            id={`${base}-count`}
            type="number"
            inputMode="numeric"
            min={MIN_COUNT}
            max={MAX_COUNT}
            step={1}
            value={countText}
            onChange={(e) => setCountText(e.target.value)}
            onBlur={() => setCountText(String(count))}
            className="h-9 w-16 border-y border-slate-300 text-center text-sm [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            onClick={() => step(1)}
            disabled={count >= MAX_COUNT}
            aria-label={t('increase')}
            className="h-9 w-9 rounded-r-md border border-slate-300 text-lg text-slate-700 hover:bg-slate-50 disabled:text-slate-400"
          >
            +
          </button>
        </div>
      </div>
      <div className="mt-4 flex items-baseline justify-between border-t border-slate-200 pt-4">
        <span className="text-sm text-slate-600">{t('total')}</span>
        <output
          aria-live="polite"
          className={`text-xl font-semibold ${view.inquiry ? 'text-slate-700' : 'text-red-700'}`}
        >
          {loaded ? view.total : failed ? t('inquiry') : '—'}
        </output>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <button
          type="button"
          onClick={addToCart}
          disabled={busy || !view.selected}
          className="rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {t('addToCart')}
        </button>
        <button
          type="button"
          onClick={enquire}
          className="rounded-md border border-brand-600 px-4 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('enquiry')}
        </button>
      </div>
      {offers && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; jsonLdText escapes <, > and &
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(offers) }} />
      )}
      <Toast toasts={toasts} onDismiss={dismiss} closeLabel={t('close')} />
    </section>
  )
}
