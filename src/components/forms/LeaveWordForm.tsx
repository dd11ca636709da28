'use client'

import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react'
import { ListOptions } from '@/components/ui/ListOptions'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useToasts } from '@/components/ui/use-toasts'
import type { LeaveWord } from '@/domain/leads/leave-word'
import {
  LEAVE_WORD_FIELDS,
  LEAVE_WORD_LIMITS,
  LEAVE_WORD_MESSAGES,
  type LeaveWordField,
  leaveWordLimit,
} from '@/domain/leads/leave-word-fields'
import { useLocale, useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import { apiClient } from '@/lib/api-client'
import { LeaveWordControl } from './LeaveWordControl'
import { LeaveWordSuccessHelp } from './LeaveWordSuccessHelp'
import { useLazySchemaForm } from './use-lazy-schema-form'

/** The success box and toasts: loaded when the form is first focused (see LeaveWordOutcome). */
const loadOutcome = () => import('./LeaveWordOutcome')
const LeaveWordOutcome = lazy(() => loadOutcome().then((m) => ({ default: m.LeaveWordOutcome })))

/**
 * The footer's online message form (spec sections 3, 5, 8). Every field is required and checked on blur with
 * the API's own schema (the English site drops the phone pattern), loaded on the first check. The privacy
 * tick starts checked and is never sent: unchecked, submitting only warns. Success (E0001) opens the message
 * box; any other answer shows the server's message. The box and the toasts load when the form is first focused.
 * Before (or without) JavaScript the form still works: it posts form-encoded to /leave_word/form (never a GET:
 * nothing typed lands in a URL), the browser checks the `required`/length/type attributes, and the server
 * redirects back to `#leave-word-<outcome>`, which shows one of the notices below by CSS `:target`.
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
    loadSchema: async () => (await import('@/domain/leads/leave-word')).leaveWordSchemaFor(locale),
  })

  const message = (field: LeaveWordField, error: string | undefined) =>
    error ? t(error, { max: leaveWordLimit(field) ?? 0 }) : null

  const send = async (values: LeaveWord) => {
    setSending(true)
    try {
      const answer = await apiClient(locale).post('/leave_word', values)
      if (answer.ok) {
        reset()
        setSucceeded(true)
        return
      }
      show('error', answer.msg || t('leaveWord.failed'))
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
      <LeaveWordControl id={id} label={t(`leaveWord.${name}`)} error={error}>
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          maxLength={LEAVE_WORD_LIMITS[name]}
          required
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 w-full rounded border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-500 aria-[invalid=true]:border-red-400"
          {...fieldProps(name)}
        />
      </LeaveWordControl>
    )
  }

  const addressId = `${formId}-address`
  const addressError = message('address', errors.address)
  const contentId = `${formId}-content`
  const contentError = message('content', errors.content)
  const noticeClass = 'hidden rounded border px-3 py-2 text-sm target:block'

  return (
    <>
      {/* The outcome of a post made without JavaScript (the server redirects to one of these fragments). */}
      <div
        id="leave-word-sent"
        role="status"
        className={`${noticeClass} border-emerald-400 bg-emerald-950 text-emerald-50`}
      >
        <p className="font-semibold">{t('leaveWord.successTitle')}</p>
        <p>{t('leaveWord.successBody')}</p>
        <LeaveWordSuccessHelp phone={phone} />
      </div>
      {(['invalid', 'limited', 'failed'] as const).map((outcome) => (
        <p
          key={outcome}
          id={`leave-word-${outcome}`}
          role="alert"
          className={`${noticeClass} border-red-400 bg-red-950 text-red-50`}
        >
          {t(`leaveWord.${outcome}`)}
        </p>
      ))}
      <form
        ref={formRef}
        onSubmit={onSubmit}
        method="post"
        action={apiClient(locale).url('/leave_word/form')}
        // Until the page's script runs, the browser's own checks apply; then the schema's (on blur, on submit).
        noValidate={ready}
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
          <LeaveWordControl id={addressId} label={t('leaveWord.address')} error={addressError}>
            <select
              id={addressId}
              required
              aria-required="true"
              aria-invalid={addressError ? true : undefined}
              aria-describedby={addressError ? `${addressId}-error` : undefined}
              className="mt-1 w-full rounded border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white aria-[invalid=true]:border-red-400"
              {...fieldProps('address')}
            >
              <ListOptions placeholder={t('leaveWord.selectAddress')} options={provinces} />
            </select>
          </LeaveWordControl>
          {field('phone', 'tel', 'tel')}
          {field('email', 'email', 'email')}
        </div>
        <LeaveWordControl id={contentId} label={t('leaveWord.content')} error={contentError}>
          <textarea
            id={contentId}
            rows={3}
            maxLength={LEAVE_WORD_LIMITS.content}
            required
            aria-required="true"
            aria-invalid={contentError ? true : undefined}
            aria-describedby={contentError ? `${contentId}-error` : undefined}
            className="mt-1 w-full rounded border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white aria-[invalid=true]:border-red-400"
            {...fieldProps('content')}
          />
        </LeaveWordControl>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-xs text-slate-300">
            <input
              type="checkbox"
              name="privacy"
              required
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
          <SubmitButton sending={sending} label={t('leaveWord.submit')} sendingLabel={t('leaveWord.submitting')} />
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
