'use client'

import { useEffect, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useLocale, useTranslations } from '@/i18n/client'
import { apiClient } from '@/lib/api-client'
import { CaptchaDialog } from './CaptchaDialog'
import { Field } from './Field'

export type CodeTarget =
  | { purpose: 'register' | 'login' | 'bind'; phone: string }
  | { purpose: 'reset'; username: string }

/**
 * "Get code": checks the target first (`target()` returns null when the phone or e-mail field is invalid, after
 * showing its error), then the captcha dialog, then /code/send; counts down 60 s before it can send again.
 */
export function SendCodeButton({
  target,
  onResult,
}: {
  target: () => Promise<CodeTarget | null>
  onResult: (ok: boolean, message: string) => void
}) {
  const t = useTranslations('account')
  const locale = useLocale()
  const [asking, setAsking] = useState<CodeTarget | null>(null)
  const [wait, setWait] = useState(0)

  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((w) => w - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  const start = async () => {
    const chosen = await target()
    if (chosen) setAsking(chosen)
  }

  const solved = async (ticket: string) => {
    const chosen = asking
    setAsking(null)
    if (!chosen) return
    const answer = await apiClient(locale).post('/code/send', { ...chosen, captchaTicket: ticket })
    if (answer.ok) {
      setWait(60)
      onResult(true, t('captcha.sent'))
    } else {
      if (answer.retryAfter) setWait(Math.min(answer.retryAfter, 3600))
      onResult(false, answer.msg || t('failed'))
    }
  }

  return (
    <>
      <button
        type="button"
        disabled={wait > 0}
        onClick={() => void start()}
        className="shrink-0 whitespace-nowrap rounded border border-brand-600 px-3 py-2 text-sm font-medium text-brand-700 disabled:border-slate-300 disabled:text-slate-500"
      >
        {wait > 0 ? t('phoneLogin.resend', { seconds: wait }) : t('phoneLogin.sendCode')}
      </button>
      {asking ? <CaptchaDialog onSolved={(ticket) => void solved(ticket)} onClose={() => setAsking(null)} /> : null}
    </>
  )
}

/** The verification-code field with its "Get code" button (registration, phone login, reset, phone bind). */
export function CodeField({
  id,
  label,
  error,
  registration,
  target,
  onResult,
}: {
  id: string
  label: string
  error: string | null
  registration: UseFormRegisterReturn
  target: () => Promise<CodeTarget | null>
  onResult: (ok: boolean, message: string) => void
}) {
  return (
    <Field
      id={id}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      error={error}
      registration={registration}
    >
      <SendCodeButton target={target} onResult={onResult} />
    </Field>
  )
}
