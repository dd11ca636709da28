'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { internationalPhone } from '@/components/leads/PhoneHint'
import { Toast, useToasts } from '@/components/ui/Toast'
import { type Registration, registrationSchema } from '@/domain/accounts/rules'
import { useLocale, useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import { apiClient } from '@/lib/api-client'
import { buttonClass, Field } from './Field'
import { safeRedirect } from './login-redirect'
import { PhoneField } from './PhoneField'
import { SelectField } from './SelectField'
import { CodeField } from './SendCodeButton'

type Option = { id: number; name: string; code?: string }
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
    watch,
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
      const answer = await apiClient(locale).post('/user', values)
      if (!answer.ok) {
        show('error', answer.msg || t('failed'))
        return
      }
      const login = await apiClient(locale).post('/auth/login', {
        username: values.username,
        password: values.password,
      })
      if (!login.ok) {
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

  const select = (name: 'areaId' | 'industryId', label: string, placeholder: string, options: Option[]) => (
    <SelectField
      id={`${id}-${name}`}
      label={label}
      placeholder={placeholder}
      options={options}
      error={message(errors[name]?.message)}
      registration={register(name)}
    />
  )

  // An international number where the area is outside mainland China, or on the English site (issue 16).
  const international = internationalPhone(locale, areas, watch('areaId'))

  const tickError = message(errors.agreePrivacy?.message ?? errors.agreeMarketing?.message)

  return (
    <>
      <form method="post" onSubmit={handleSubmit(submit)} noValidate className="space-y-4" data-testid="register-form">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('username', 'email', 'email')}
          {text('name', 'text', 'name')}
          {text('company', 'text', 'organization')}
          {text('department')}
          <PhoneField
            id={`${id}-phone`}
            label={t('register.phone')}
            error={message(errors.phone?.message)}
            registration={register('phone')}
            international={international}
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
