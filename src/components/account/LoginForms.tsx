'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Toast, useToasts } from '@/components/ui/Toast'
import { emailLoginSchema, phoneLoginSchema } from '@/domain/accounts/rules'
import { useLocale, useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import { apiClient } from '@/lib/api-client'
import { buttonClass, Field } from './Field'
import { safeRedirect } from './login-redirect'
import { PhoneField } from './PhoneField'
import { CodeField } from './SendCodeButton'

type EmailLogin = z.infer<typeof emailLoginSchema>
type PhoneLogin = z.infer<typeof phoneLoginSchema>

/** After a login: tell the shell, then go where the visitor came from (`?redirect=`), else home. */
function finishLogin(locale: string, redirect: string | null) {
  window.dispatchEvent(new Event('member:changed'))
  window.location.assign(safeRedirect(redirect, locale))
}

function useLoginSubmit(redirect: string | null) {
  const locale = useLocale()
  const t = useTranslations('account')
  const { toasts, show, dismiss } = useToasts(5000)
  const [busy, setBusy] = useState(false)
  const submit = async (body: EmailLogin | PhoneLogin) => {
    setBusy(true)
    const answer = await apiClient(locale).post('/auth/login', body)
    setBusy(false)
    if (answer.ok) {
      show('success', t('login.success'))
      finishLogin(locale, redirect)
    } else if (answer.status === 429 && answer.retryAfter) {
      show('error', t('login.locked', { seconds: answer.retryAfter }))
    } else show('error', answer.msg || t('failed'))
  }
  return { submit, busy, toasts, show, dismiss, closeLabel: t('captcha.cancel') }
}

/** /login: e-mail and password (spec section 5 messages on blur). */
export function EmailLoginForm({ redirect }: { redirect: string | null }) {
  const t = useTranslations('account')
  const id = useId()
  const { submit, busy, toasts, dismiss, closeLabel } = useLoginSubmit(redirect)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof emailLoginSchema>, unknown, EmailLogin>({
    resolver: zodResolver(emailLoginSchema),
    mode: 'onBlur',
    defaultValues: { username: '', password: '' },
  })
  const message = (key?: string) => (key ? t(key) : null)
  return (
    <>
      <form method="post" onSubmit={handleSubmit(submit)} noValidate className="space-y-4" data-testid="email-login">
        <Field
          id={`${id}-username`}
          label={t('login.username')}
          type="email"
          autoComplete="username"
          error={message(errors.username?.message)}
          registration={register('username')}
        />
        <Field
          id={`${id}-password`}
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={message(errors.password?.message)}
          registration={register('password')}
        />
        <button type="submit" disabled={busy} className={buttonClass}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <Toast toasts={toasts} onDismiss={dismiss} closeLabel={closeLabel} />
    </>
  )
}

/** /phone-login: mobile phone and SMS code (captcha before the code is sent). */
export function PhoneLoginForm({ redirect }: { redirect: string | null }) {
  const t = useTranslations('account')
  const id = useId()
  const { submit, busy, toasts, show, dismiss, closeLabel } = useLoginSubmit(redirect)
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<z.input<typeof phoneLoginSchema>, unknown, PhoneLogin>({
    resolver: zodResolver(phoneLoginSchema),
    mode: 'onBlur',
    defaultValues: { phone: '', code: '' },
  })
  const message = (key?: string) => (key ? t(key) : null)
  return (
    <>
      <form method="post" onSubmit={handleSubmit(submit)} noValidate className="space-y-4" data-testid="phone-login">
        <PhoneField
          id={`${id}-phone`}
          label={t('phoneLogin.phone')}
          error={message(errors.phone?.message)}
          registration={register('phone')}
        />
        <CodeField
          id={`${id}-code`}
          label={t('phoneLogin.code')}
          error={message(errors.code?.message)}
          registration={register('code')}
          target={async () =>
            (await trigger('phone')) ? { purpose: 'login', phone: getValues('phone').trim() } : null
          }
          onResult={(ok, text) => show(ok ? 'success' : 'error', text)}
        />
        <button type="submit" disabled={busy} className={buttonClass}>
          {t('phoneLogin.submit')}
        </button>
      </form>
      <Toast toasts={toasts} onDismiss={dismiss} closeLabel={closeLabel} />
    </>
  )
}

/** Links under the login forms: the other way to log in, register, forgot password (keeping `redirect`). */
export function LoginLinks({ current, redirect }: { current: 'email' | 'phone'; redirect: string | null }) {
  const t = useTranslations('account.login')
  const query = redirect ? { redirect } : undefined
  return (
    <nav className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
      {current === 'email' ? (
        <Link href={{ pathname: '/phone-login', query }} className="text-brand-700 underline">
          {t('phoneTab')}
        </Link>
      ) : (
        <Link href={{ pathname: '/login', query }} className="text-brand-700 underline">
          {t('emailTab')}
        </Link>
      )}
      <span>
        {t('noAccount')}{' '}
        <Link href={{ pathname: '/registered', query }} className="text-brand-700 underline">
          {t('register')}
        </Link>
      </span>
      <Link href="/reset" className="text-brand-700 underline">
        {t('forgot')}
      </Link>
    </nav>
  )
}
