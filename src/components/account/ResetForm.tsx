'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Toast, useToasts } from '@/components/ui/Toast'
import { resetSchema } from '@/domain/accounts/rules'
import { useLocale, useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import { apiClient } from '@/lib/api-client'
import { buttonClass, Field } from './Field'
import { NewPasswordFields } from './NewPasswordFields'
import { CodeField } from './SendCodeButton'

type Input = z.input<typeof resetSchema>
type Output = z.infer<typeof resetSchema>

/** /reset: e-mail, the code mailed to it, new password and confirmation. Ends every session of the account. */
export function ResetForm() {
  const t = useTranslations('account')
  const locale = useLocale()
  const id = useId()
  const { toasts, show, dismiss } = useToasts(5000)
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(resetSchema),
    mode: 'onBlur',
    defaultValues: { username: '', code: '', password: '', confirmPassword: '' },
  })
  const message = (key?: string) => (key ? t(key) : null)

  const submit = async (values: Output) => {
    const answer = await apiClient(locale).post('/user/reset/password', values)
    if (answer.ok) setDone(true)
    else show('error', answer.msg || t('failed'))
  }

  if (done) {
    return (
      <div role="status" className="space-y-4">
        <p>{t('reset.success')}</p>
        <Link href="/login" className="inline-block rounded bg-brand-600 px-4 py-2 font-medium text-white">
          {t('login.submit')}
        </Link>
      </div>
    )
  }

  return (
    <>
      <form method="post" onSubmit={handleSubmit(submit)} noValidate className="space-y-4" data-testid="reset-form">
        <Field
          id={`${id}-username`}
          label={t('reset.username')}
          type="email"
          autoComplete="username"
          error={message(errors.username?.message)}
          registration={register('username')}
        />
        <CodeField
          id={`${id}-code`}
          label={t('reset.code')}
          error={message(errors.code?.message)}
          registration={register('code')}
          target={async () =>
            (await trigger('username')) ? { purpose: 'reset', username: String(getValues('username')).trim() } : null
          }
          onResult={(ok, note) => show(ok ? 'success' : 'error', ok ? t('reset.sent') : note)}
        />
        <NewPasswordFields
          id={id}
          label={t('reset.password')}
          confirmLabel={t('reset.confirmPassword')}
          hint={t('register.passwordHint')}
          error={message(errors.password?.message)}
          confirmError={message(errors.confirmPassword?.message)}
          registration={register('password')}
          confirmRegistration={register('confirmPassword')}
        />
        <button type="submit" disabled={isSubmitting} className={buttonClass}>
          {t('reset.submit')}
        </button>
      </form>
      <Toast toasts={toasts} onDismiss={dismiss} closeLabel={t('captcha.cancel')} />
    </>
  )
}
