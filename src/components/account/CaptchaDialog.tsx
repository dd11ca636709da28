'use client'

import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { Dialog, DialogTitle } from '@/components/ui/Dialog'
import { useLocale, useTranslations } from '@/i18n/client'
import { apiClient } from '@/lib/api-client'

/**
 * The image captcha solved before any code is sent (the spec's SMS verification dialog): a modal dialog with
 * the picture, a refresh button and the answer; on confirm it is checked once (/kaptcha/check) and the ticket
 * handed to `onSolved`. Esc or cancel closes it.
 */
export type CaptchaLabels = Record<
  'title' | 'intro' | 'label' | 'refresh' | 'image' | 'confirm' | 'cancel' | 'required',
  string
>

/** `labels`: the texts for another purpose (e.g. uploads), on pages without the account messages. */
export function CaptchaDialog({
  onSolved,
  onClose,
  labels,
}: {
  onSolved: (ticket: string) => void
  onClose: () => void
  labels?: CaptchaLabels
}) {
  const own = useTranslations('account.captcha')
  const t = (key: keyof CaptchaLabels) => labels?.[key] ?? own(key)
  const locale = useLocale()
  const id = useId()
  const [captcha, setCaptcha] = useState<{ captchaId: string; image: string } | null>(null)
  const [answer, setAnswer] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const api = useMemo(() => apiClient(locale), [locale])

  const load = useCallback(async () => {
    setAnswer('')
    const answer = await api.get<{ captchaId: string; image: string }>('/kaptcha')
    if (answer.ok) setCaptcha(answer.data)
    else setError(answer.status === 0 ? null : answer.msg)
  }, [api])

  useEffect(() => {
    void load()
  }, [load])

  const confirm = async () => {
    if (!captcha) return
    if (!answer.trim()) {
      setError(t('required'))
      return
    }
    setBusy(true)
    try {
      const checked = await api.post<{ ticket: string } | null>('/kaptcha/check', {
        captchaId: captcha.captchaId,
        code: answer.trim(),
      })
      if (checked.ok && checked.data) {
        onSolved(checked.data.ticket)
        return
      }
      setError(checked.msg || null)
      await load()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onClose={onClose} className="m-auto w-[min(92vw,22rem)] rounded-lg p-5 shadow-xl backdrop:bg-black/40">
      <DialogTitle className="text-lg font-semibold">{t('title')}</DialogTitle>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      <div className="mt-3 flex items-center gap-3">
        {captcha ? (
          // biome-ignore lint/performance/noImgElement: an SVG data URL made per request, nothing to optimise
          <img
            src={captcha.image}
            alt={t('image')}
            width={120}
            height={44}
            className="rounded border"
            data-testid="captcha-image"
          />
        ) : (
          <span className="inline-block h-11 w-30 rounded border bg-slate-100" />
        )}
        <button type="button" onClick={() => void load()} className="text-sm text-brand-700 underline">
          {t('refresh')}
        </button>
      </div>
      <label htmlFor={`${id}-answer`} className="mt-3 block text-sm font-medium">
        {t('label')}
      </label>
      <input
        id={`${id}-answer`}
        name="captcha"
        autoComplete="off"
        maxLength={8}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            void confirm()
          }
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 w-full rounded border border-slate-300 px-3 py-2 text-sm"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" onClick={onClose} className="rounded border px-3 py-1.5 text-sm">
          {t('cancel')}
        </button>
        <button
          type="button"
          disabled={busy || !captcha}
          onClick={() => void confirm()}
          className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60"
        >
          {t('confirm')}
        </button>
      </div>
    </Dialog>
  )
}
