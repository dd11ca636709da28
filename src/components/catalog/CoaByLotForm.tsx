'use client'

import { type FormEvent, useId, useState } from 'react'
import { useLocale } from '@/i18n/client'
import { apiClient } from '@/lib/api-client'
import { OPEN_COA_EVENT } from '../leads/lead-events'

interface Labels {
  heading: string
  label: string
  placeholder: string
  submit: string
  sending: string
  /** With a `{lotNumber}` placeholder. */
  notFound: string
  request: string
  invalid: string
  failure: string
}

const LOT = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/

/** Saves a fetched PDF under its name (the browser's download). */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * Lot number → the certificate PDF (GET /coa/lot); when no certificate is on file, the message and a button that
 * opens the shell's COA request form with the catalog and lot numbers filled in.
 */
export function CoaByLotForm({
  catalogNumber,
  maxLength,
  labels,
}: {
  catalogNumber: string
  maxLength: number
  labels: Labels
}) {
  const locale = useLocale()
  const id = useId()
  const [lotNumber, setLotNumber] = useState('')
  const [state, setState] = useState<'idle' | 'sending' | 'missing' | 'invalid' | 'failed'>('idle')
  const [missingLot, setMissingLot] = useState('')

  const openRequest = (lot: string) =>
    window.dispatchEvent(new CustomEvent(OPEN_COA_EVENT, { detail: { catalogNumber, lotNumber: lot } }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const lot = lotNumber.trim()
    if (!lot || lot.length > maxLength || !LOT.test(lot)) {
      setState('invalid')
      return
    }
    setState('sending')
    try {
      const url = apiClient(locale).url('/coa/lot', { catalogNumber, lotNumber: lot, lang: locale })
      const res = await fetch(url, { headers: { accept: 'application/pdf, application/json' } })
      if (res.ok && res.headers.get('content-type') === 'application/pdf') {
        const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `COA-${lot}.pdf`
        save(await res.blob(), name)
        setState('idle')
        return
      }
      if (res.status === 404) {
        setMissingLot(lot)
        setState('missing')
        openRequest(lot)
        return
      }
      setState('failed')
    } catch {
      setState('failed')
    }
  }

  return (
    <section aria-labelledby={`${id}-h`} data-testid="coa-by-lot" className="rounded-lg border border-slate-200 p-4">
      <h2 id={`${id}-h`} className="text-base font-semibold text-slate-900">
        {labels.heading}
      </h2>
      <form onSubmit={submit} className="mt-3 flex gap-2" noValidate>
        <label htmlFor={`${id}-lot`} className="sr-only">
          {labels.label}
        </label>
        <input
          id={`${id}-lot`}
          name="lotNumber"
          value={lotNumber}
          onChange={(e) => setLotNumber(e.target.value)}
          maxLength={maxLength}
          placeholder={labels.placeholder}
          autoComplete="off"
          aria-invalid={state === 'invalid'}
          aria-describedby={`${id}-status`}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
        />
        <button
          type="submit"
          disabled={state === 'sending'}
          className="shrink-0 rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {state === 'sending' ? labels.sending : labels.submit}
        </button>
      </form>
      <div id={`${id}-status`} role="status" className="mt-2 text-sm">
        {state === 'invalid' && <p className="text-red-700">{labels.invalid}</p>}
        {state === 'failed' && <p className="text-red-700">{labels.failure}</p>}
        {state === 'missing' && (
          <p className="text-slate-700">
            {labels.notFound.replace('{lotNumber}', missingLot)}{' '}
            <button type="button" onClick={() => openRequest(missingLot)} className="text-brand-700 underline">
              {labels.request}
            </button>
          </p>
        )}
      </div>
    </section>
  )
}
