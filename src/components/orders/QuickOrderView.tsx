'use client'

import { useEffect, useRef, useState } from 'react'
import { announceCartChange } from '@/components/shell/member-store'
import { useLocale, useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import { type CartAnswer, cartRequest, isLoggedOut, isSuccess } from '../cart/cart-api'
import { LoadStatus } from '../cart/LoadStatus'

/** Keep in step with src/domain/cart/quick-order.ts and src/server/uploads/inspect-sheet.ts (shown in the hints). */
const MAX_LINES = 200
const MAX_FILE_MB = 1

interface PreviewLine {
  lines: number[]
  catalogNumber: string
  productId: number | null
  productName: string | null
  size: string
  count: number | null
  ok: boolean
  errorText: string | null
  hint: string | null
  merged: string | null
  price: string | null
}

interface Preview {
  lines: PreviewLine[]
  valid: number
  errors: number
  summary: string
}

interface Added {
  added: number
  refused: { productId: number; size: string; msg: string }[]
  cart?: unknown
}

type RefusedLine = { catalogNumber: string; size: string; msg: string }

type Gate = 'loading' | 'guest' | 'ready'

/**
 * Quick order (issue 21): paste lines or upload the XLSX template → a preview with an error per line → add every
 * valid line to the cart in one request. For members, as the cart (anonymous visitors get the login prompt).
 */
export function QuickOrderView() {
  const t = useTranslations('quickOrder')
  const api = useTranslations('api')
  const locale = useLocale()
  const [gate, setGate] = useState<Gate>('loading')
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [added, setAdded] = useState<{ msg: string; refused: RefusedLine[] } | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)

  useEffect(() => {
    void cartRequest(locale, 'GET', '/order?size=1').then((answer) => setGate(isLoggedOut(answer) ? 'guest' : 'ready'))
  }, [locale])

  if (gate !== 'ready') return <LoadStatus state={gate} redirect="/cart/quick-order" onRetry={() => undefined} />

  const answered = (answer: CartAnswer<Preview>) => {
    setBusy(false)
    if (isLoggedOut(answer)) return setGate('guest')
    if (!isSuccess(answer) || !answer.data) {
      setPreview(null)
      return setProblem(answer.msg || api('E0500'))
    }
    setProblem(null)
    setPreview(answer.data)
  }

  const check = async () => {
    if (busy) return
    setBusy(true)
    setAdded(null)
    answered(await cartRequest<Preview>(locale, 'POST', '/cart/quick-order/preview', { body: { text } }))
  }

  const upload = async (file: File | undefined) => {
    if (!file || busy) return
    setBusy(true)
    setAdded(null)
    const form = new FormData()
    form.append('file', file)
    answered(await cartRequest<Preview>(locale, 'POST', '/cart/quick-order/upload', { body: form }))
    if (fileInput.current) fileInput.current.value = ''
  }

  const valid = preview?.lines.filter((l) => l.ok && l.productId !== null && l.count !== null) ?? []

  const addAll = async () => {
    if (busy || valid.length === 0) return
    setBusy(true)
    const lines = valid.map((l) => ({ productId: l.productId, size: l.size, count: l.count }))
    const answer = await cartRequest<Added>(locale, 'POST', '/cart/quick-order/add', { body: { lines } })
    setBusy(false)
    if (isLoggedOut(answer)) return setGate('guest')
    if (!isSuccess(answer) || !answer.data) return setProblem(answer.msg || api('cartAddFailed'))
    announceCartChange(answer.data.cart)
    const catalogNumber = (r: Added['refused'][number]) =>
      valid.find((l) => l.productId === r.productId && l.size === r.size)?.catalogNumber ?? ''
    setAdded({
      msg: answer.msg,
      refused: answer.data.refused.map((r) => ({ catalogNumber: catalogNumber(r), size: r.size, msg: r.msg })),
    })
    setPreview(null)
    setText('')
  }

  const base = locale === 'en' ? '/en' : ''
  const lineNumbers = (l: PreviewLine) => l.lines.join(', ')
  const result = (l: PreviewLine) =>
    l.ok ? (
      <span className="text-green-800">
        {t('ok')}
        {l.merged ? <span className="block text-xs text-slate-600">{l.merged}</span> : null}
      </span>
    ) : (
      <span className="text-red-700" data-testid="quick-line-error">
        {l.errorText}
        {l.hint ? <span className="block text-xs text-slate-600">{l.hint}</span> : null}
      </span>
    )

  return (
    <div data-testid="quick-order" className="space-y-6">
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div>
          <label htmlFor="quick-order-text" className="block font-medium text-slate-900">
            {t('pasteLabel')}
          </label>
          <textarea
            id="quick-order-text"
            data-testid="quick-order-text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={8}
            spellCheck={false}
            placeholder={t('pastePlaceholder')}
            aria-describedby="quick-order-hint"
            className="mt-2 w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm focus:border-brand-600 focus:outline-none"
          />
          <p id="quick-order-hint" className="mt-1 text-xs text-slate-600">
            {t('pasteHint', { max: MAX_LINES })}
          </p>
          <button
            type="button"
            data-testid="quick-order-check"
            onClick={() => void check()}
            disabled={busy || text.trim() === ''}
            className="mt-3 rounded-md bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {busy ? t('checking') : t('check')}
          </button>
        </div>
        <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
          <label htmlFor="quick-order-file" className="block font-medium text-slate-900">
            {t('uploadLabel')}
          </label>
          <input
            id="quick-order-file"
            ref={fileInput}
            data-testid="quick-order-file"
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            onChange={(e) => void upload(e.target.files?.[0])}
            className="block w-full text-sm"
          />
          <p className="text-xs text-slate-600">{t('uploadHint', { max: MAX_FILE_MB })}</p>
          <a
            href={`${base}/api/v1/cart/quick-order/template`}
            download
            data-testid="quick-order-template"
            className="inline-block text-sm font-medium text-brand-700 underline"
          >
            {t('template')}
          </a>
        </div>
      </div>

      <div role="status" aria-live="polite">
        {problem ? (
          <p
            data-testid="quick-order-problem"
            className="rounded border border-red-200 bg-red-50 px-3 py-2 text-red-800"
          >
            {problem}
          </p>
        ) : null}
        {added ? (
          <div data-testid="quick-order-added" className="rounded border border-green-200 bg-green-50 px-3 py-2">
            <p className="text-green-900">
              {added.msg}{' '}
              <Link href="/cart" className="font-medium text-brand-700 underline">
                {t('goToCart')}
              </Link>
            </p>
            {added.refused.length > 0 ? (
              <>
                <p className="mt-1 text-red-800">{t('someRefused', { count: added.refused.length })}</p>
                <ul className="list-disc pl-5 text-sm text-red-800">
                  {added.refused.map((r) => (
                    <li key={`${r.catalogNumber}-${r.size}`}>
                      {r.catalogNumber} {r.size} — {r.msg}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </div>

      {preview ? (
        <section data-testid="quick-order-preview" aria-label={preview.summary}>
          <p data-testid="quick-order-summary" className="mb-3 font-medium text-slate-900">
            {preview.summary}
          </p>
          <table className="hidden w-full border-collapse text-sm xl:table">
            <thead>
              <tr className="border-b border-slate-200 bg-slate-50 text-left text-slate-600">
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('columns.line')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('columns.catalogNumber')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('columns.productName')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('columns.size')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('columns.count')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('columns.price')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('columns.result')}
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.lines.map((l) => (
                <tr
                  key={l.lines.join('-')}
                  data-testid="quick-line"
                  data-ok={l.ok}
                  className={`border-b border-slate-100 ${l.ok ? '' : 'bg-red-50'}`}
                >
                  <td className="px-3 py-2 text-slate-600">{lineNumbers(l)}</td>
                  <td className="px-3 py-2 font-medium">{l.catalogNumber}</td>
                  <td className="px-3 py-2">{l.productName}</td>
                  <td className="px-3 py-2">{l.size}</td>
                  <td className="px-3 py-2 text-right">{l.count ?? ''}</td>
                  <td className="px-3 py-2 text-right">{l.price ?? ''}</td>
                  <td className="px-3 py-2">{result(l)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="space-y-2 xl:hidden">
            {preview.lines.map((l) => (
              <li
                key={l.lines.join('-')}
                data-testid="quick-card"
                data-ok={l.ok}
                className={`rounded-lg border p-3 text-sm ${l.ok ? 'border-slate-200' : 'border-red-200 bg-red-50'}`}
              >
                <p className="font-medium">
                  <span className="mr-2 text-slate-500">
                    {t('columns.line')} {lineNumbers(l)}
                  </span>
                  {l.catalogNumber} {l.size} {l.count !== null ? `× ${l.count}` : ''}
                </p>
                {l.productName ? <p className="text-slate-700">{l.productName}</p> : null}
                {l.price ? <p className="text-slate-600">{l.price}</p> : null}
                <p className="mt-1">{result(l)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button
              type="button"
              data-testid="quick-order-add"
              onClick={() => void addAll()}
              disabled={busy || valid.length === 0}
              className="rounded-md bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {busy ? t('adding') : t('addAll', { count: valid.length })}
            </button>
            <Link href="/cart" className="text-sm text-slate-700 underline">
              {t('backToCart')}
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  )
}
