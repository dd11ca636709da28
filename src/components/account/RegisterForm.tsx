'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Toast, useToasts } from '@/components/ui/Toast'
import { type Registration, registrationSchema } from '@/domain/account/rules'
import { useLocale, useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import { postAccount, safeRedirect } from './account-api'
import { buttonClass, Field } from './Field'
import { CodeField } from './SendCodeButton'

type Option = { id: number; name: string }
type Input = z.input<typeof registrationSchema>

/**
 * /registered (spec sections 3 and 5): every field required, checked on blur; the SMS code comes after the image
 * captcha; both agreement ticks. The server answers registration the same for new and taken addresses, so the
 * page then logs in with what was typed: that succeeds only for the new account.
 */
export function RegisterForm({
  areas,
  industries,
  privacyHref,
  redirect,
}: {
  areas: Option[]
  industries: Option[]
  privacyHref: string | null
  redirect: string | null
}) {
  const t = useTranslations('account')
  const locale = useLocale()
  const id = useId()
  const { toasts, show, dismiss } = useToasts(5000)
  const [busy, setBusy] = useState(false)
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<Input, unknown, Registration>({
    resolver: zodResolver(registrationSchema),
    mode: 'onBlur',
    defaultValues: {
      username: '',
      name: '',
      company: '',
      department: '',
      phone: '',
      code: '',
      areaId: '',
      industryId: '',
      password: '',
      confirmPassword: '',
      agreePrivacy: false as unknown as true,
      agreeMarketing: false as unknown as true,
    },
  })
  const message = (key?: string) => (key ? t(key) : null)

  const submit = async (values: Registration) => {
    setBusy(true)
    try {
      const answer = await postAccount(locale, '/user', values)
      if (answer.code !== 'E0001') {
        show('error', answer.msg || t('failed'))
        return
      }
      const login = await postAccount(locale, '/auth/login', { username: values.username, password: values.password })
      if (login.code !== 'E0001') {
        show('error', login.msg || t('failed'))
        return
      }
      show('success', t('register.success'))
      window.dispatchEvent(new Event('member:changed'))
      window.location.assign(safeRedirect(redirect, locale))
    } finally {
      setBusy(false)
    }
  }

  const text = (
    name: 'username' | 'name' | 'company' | 'department' | 'password' | 'confirmPassword',
    type = 'text',
    autoComplete = 'off',
  ) => (
    <Field
      id={`${id}-${name}`}
      label={t(`register.${name}`)}
      type={type}
      autoComplete={autoComplete}
      hint={name === 'password' ? t('register.passwordHint') : undefined}
      error={message(errors[name]?.message)}
      registration={register(name)}
    />
  )

  const select = (name: 'areaId' | 'industryId', label: string, placeholder: string, options: Option[]) => {
    const selectId = `${id}-${name}`
    const error = message(errors[name]?.message)
    return (
      <div>
        <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
          {label}
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        </label>
        <select
          id={selectId}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : undefined}
          className="mt-1 w-full rounded border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-600"
          {...register(name)}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.name}
            </option>
          ))}
        </select>
        {error ? (
          <p id={`${selectId}-error`} role="alert" className="mt-1 text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  const tickError = message(errors.agreePrivacy?.message ?? errors.agreeMarketing?.message)

  return (
    <>
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4" data-testid="register-form">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('username', 'email', 'email')}
          {text('name', 'text', 'name')}
          {text('company', 'text', 'organization')}
          {text('department')}
          <Field
            id={`${id}-phone`}
            label={t('register.phone')}
            type="tel"
            autoComplete="tel"
            error={message(errors.phone?.message)}
            registration={register('phone')}
          />
          <CodeField
            id={`${id}-code`}
            label={t('register.code')}
            error={message(errors.code?.message)}
            registration={register('code')}
            target={async () =>
              (await trigger('phone')) ? { purpose: 'register', phone: String(getValues('phone')).trim() } : null
            }
            onResult={(ok, note) => show(ok ? 'success' : 'error', note)}
          />
          {select('areaId', t('register.area'), t('register.selectArea'), areas)}
          {select('industryId', t('register.industry'), t('register.selectIndustry'), industries)}
          {text('password', 'password', 'new-password')}
          {text('confirmPassword', 'password', 'new-password')}
        </div>
        <fieldset className="space-y-2 text-sm" aria-describedby={tickError ? `${id}-ticks-error` : undefined}>
          <label className="flex items-start gap-2">
            <input type="checkbox" className="mt-1" {...register('agreePrivacy')} />
            <span>
              {t.rich('register.agreePrivacy', {
                link: (chunks) =>
                  privacyHref ? (
                    <Link href={privacyHref} className="text-brand-700 underline" target="_blank">
                      {chunks}
                    </Link>
                  ) : (
                    chunks
                  ),
              })}
            </span>
          </label>
          <label className="flex items-start gap-2">
            <input type="checkbox" className="mt-1" {...register('agreeMarketing')} />
            <span>{t('register.agreeMarketing')}</span>
          </label>
          {tickError ? (
            <p id={`${id}-ticks-error`} role="alert" className="text-xs text-red-700">
              {tickError}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" disabled={busy} className={buttonClass}>
          {busy ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <p className="mt-6 text-sm">
        {t('register.haveAccount')}{' '}
        <Link
          href={{ pathname: '/login', query: redirect ? { redirect } : undefined }}
          className="text-brand-700 underline"
        >
          {t('register.login')}
        </Link>
      </p>
      <Toast toasts={toasts} onDismiss={dismiss} closeLabel={t('captcha.cancel')} />
    </>
  )
}
