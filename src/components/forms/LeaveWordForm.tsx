'use client'

import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react'
import { useToasts } from '@/components/ui/use-toasts'
import type { LeaveWord } from '@/domain/leave-word'
import {
  LEAVE_WORD_FIELDS,
  LEAVE_WORD_LIMITS,
  LEAVE_WORD_MESSAGES,
  type LeaveWordField,
  leaveWordLimit,
} from '@/domain/leave-word-fields'
import { useLocale, useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import { apiBase } from '@/lib/api-base'
import { useLazySchemaForm } from './use-lazy-schema-form'

/** The success box and toasts: loaded when the form is first focused (see LeaveWordOutcome). */
const loadOutcome = () => import('./LeaveWordOutcome')
const LeaveWordOutcome = lazy(() => loadOutcome().then((m) => ({ default: m.LeaveWordOutcome })))

interface Envelope {
  code?: unknown
  msg?: unknown
}

/**
 * The footer's online message form (spec sections 3, 5, 8). Every field is required and checked on blur with
 * the API's own schema (the English site drops the phone pattern), loaded on the first check. The privacy
 * tick starts checked and is never sent: unchecked, submitting only warns. Success (E0001) opens the message
 * box; any other answer shows the server's message. The box and the toasts load when the form is first focused.
 */
export function LeaveWordForm({
  provinces,
  phone,
  privacyHref,
}: {
  provinces: { id: number; name: string }[]
  /** The hotline shown in the success box's help line. */
  phone: string
  /** The privacy policy page (/rich-detail?…), or null when none is configured. */
  privacyHref: string | null
}) {
  const locale = useLocale()
  const t = useTranslations('forms')
  const formId = useId()
  const [privacy, setPrivacy] = useState(true)
  // Marks the form as live (hydrated): browser tests wait for it before typing.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const [sending, setSending] = useState(false)
  const [succeeded, setSucceeded] = useState(false)
  const { toasts, show, dismiss } = useToasts()
  // Mounted from the first message on, so the box's dialog closes (and hands focus back) rather than vanishing.
  const [outcomeShown, setOutcomeShown] = useState(false)
  if (!outcomeShown && (succeeded || toasts.length > 0)) setOutcomeShown(true)
  const {
    formRef,
    errors,
    field: fieldProps,
    checkAll,
    submit,
    reset,
  } = useLazySchemaForm<LeaveWordField, LeaveWord>({
    fields: LEAVE_WORD_FIELDS,
    // The API's own schema, imported on the first check: zod stays out of every page's JavaScript.
    loadSchema: async () => (await import('@/domain/leave-word')).leaveWordSchemaFor(locale),
  })

  const message = (field: LeaveWordField, error: string | undefined) =>
    error ? t(error, { max: leaveWordLimit(field) ?? 0 }) : null

  const send = async (values: LeaveWord) => {
    setSending(true)
    try {
      const res = await fetch(`${apiBase(locale)}/leave_word`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(values),
      })
      const body = (await res.json().catch(() => ({}))) as Envelope
      if (body.code === 'E0001') {
        reset()
        setSucceeded(true)
        return
      }
      show('error', typeof body.msg === 'string' && body.msg ? body.msg : t('leaveWord.failed'))
    } catch {
      show('error', t('leaveWord.failed'))
    } finally {
      setSending(false)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!privacy) {
      event.preventDefault()
      show('warning', t(LEAVE_WORD_MESSAGES.privacyRequired))
      void checkAll()
      return
    }
    submit(send)(event)
  }

  const field = (name: Exclude<LeaveWordField, 'address' | 'content'>, type: string, autoComplete: string) => {
    const id = `${formId}-${name}`
    const error = message(name, errors[name])
    return (
      <div>
        <label htmlFor={id} className="block text-sm text-slate-300">
          {t(`leaveWord.${name}`)}
          <span aria-hidden="true" className="ml-0.5 text-red-400">
            *
          </span>
        </label>
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          maxLength={LEAVE_WORD_LIMITS[name]}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 w-full rounded border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-500 aria-[invalid=true]:border-red-400"
          {...fieldProps(name)}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-xs text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  const addressId = `${formId}-address`
  const addressError = message('address', errors.address)
  const contentId = `${formId}-content`
  const contentError = message('content', errors.content)

  return (
    <>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={`${formId}-title`}
        className="space-y-3"
        data-ready={ready || undefined}
        onFocus={() => void loadOutcome().catch(() => {})}
      >
        <h2 id={`${formId}-title`} className="text-base font-semibold text-white">
          {t('leaveWord.title')}
        </h2>
        <p className="text-xs text-slate-400">{t('leaveWord.intro')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('name', 'text', 'name')}
          {field('company', 'text', 'organization')}
          {field('department', 'text', 'off')}
          <div>
            <label htmlFor={addressId} className="block text-sm text-slate-300">
              {t('leaveWord.address')}
              <span aria-hidden="true" className="ml-0.5 text-red-400">
                *
              </span>
            </label>
            <select
              id={addressId}
              aria-required="true"
              aria-invalid={addressError ? true : undefined}
              aria-describedby={addressError ? `${addressId}-error` : undefined}
              className="mt-1 w-full rounded border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white aria-[invalid=true]:border-red-400"
              {...fieldProps('address')}
            >
              <option value="">{t('leaveWord.selectAddress')}</option>
              {provinces.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name}
                </option>
              ))}
            </select>
            {addressError ? (
              <p id={`${addressId}-error`} className="mt-1 text-xs text-red-300">
                {addressError}
              </p>
            ) : null}
          </div>
          {field('phone', 'tel', 'tel')}
          {field('email', 'email', 'email')}
        </div>
        <div>
          <label htmlFor={contentId} className="block text-sm text-slate-300">
            {t('leaveWord.content')}
            <span aria-hidden="true" className="ml-0.5 text-red-400">
              *
            </span>
          </label>
          <textarea
            id={contentId}
            rows={3}
            maxLength={LEAVE_WORD_LIMITS.content}
            aria-required="true"
            aria-invalid={contentError ? true : undefined}
            aria-describedby={contentError ? `${contentId}-error` : undefined}
            className="mt-1 w-full rounded border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white aria-[invalid=true]:border-red-400"
            {...fieldProps('content')}
          />
          {contentError ? (
            <p id={`${contentId}-error`} className="mt-1 text-xs text-red-300">
              {contentError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-xs text-slate-300">
            <input
              type="checkbox"
              name="privacy"
              checked={privacy}
              onChange={(e) => setPrivacy(e.target.checked)}
              className="h-4 w-4 accent-brand-600"
            />
            <span>
              {t.rich('leaveWord.privacyConsent', {
                link: (chunks) =>
                  privacyHref ? (
                    <Link href={privacyHref} className="text-brand-100 underline" target="_blank">
                      {chunks}
                    </Link>
                  ) : (
                    chunks
                  ),
              })}
            </span>
          </label>
          <button
            type="submit"
            disabled={sending}
            className="rounded bg-brand-600 px-6 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {sending ? t('leaveWord.submitting') : t('leaveWord.submit')}
          </button>
        </div>
      </form>
      {outcomeShown ? (
        <Suspense fallback={null}>
          <LeaveWordOutcome
            succeeded={succeeded}
            onCloseSuccess={() => setSucceeded(false)}
            toasts={toasts}
            onDismiss={dismiss}
            phone={phone}
          />
        </Suspense>
      ) : null}
    </>
  )
}
