'use client'

import { useId, useState } from 'react'
import type { z } from 'zod'
import { buttonClass, Field } from '@/components/account/Field'
import { NewPasswordFields } from '@/components/account/NewPasswordFields'
import { Toast } from '@/components/ui/Toast'
import { type PasswordChangeInput, passwordChangeSchema } from '@/domain/accounts/user-centre'
import { useTranslations } from '@/i18n/client'
import { useUserCentreForm } from './use-user-centre-form'

type Output = z.infer<typeof passwordChangeSchema>

/**
 * /order-list/password: the current password and the new one twice (the registration rules; the server also
 * refuses the most common passwords). This session stays; the member's other sessions end.
 */
export function PasswordForm() {
  const t = useTranslations('userCentre')
  const id = useId()
  const [done, setDone] = useState(false)
  const { form, error, onSubmit, toast } = useUserCentreForm<PasswordChangeInput, Output>({
    schema: passwordChangeSchema,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    send: (api, values) => {
      setDone(false)
      return api.put('/user/password', values)
    },
    onSaved: () => setDone(true),
    resetOnSave: true,
    toastMs: 5000,
  })
  const {
    register,
    formState: { isSubmitting },
  } = form

  return (
    <>
      <form method="post" onSubmit={onSubmit} noValidate className="max-w-xl space-y-3" data-testid="password-form">
        <Field
          id={`${id}-current`}
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          error={error('currentPassword')}
          registration={register('currentPassword')}
        />
        <NewPasswordFields
          id={id}
          label={t('password.new')}
          confirmLabel={t('password.confirm')}
          hint={t('password.hint')}
          error={error('password')}
          confirmError={error('confirmPassword')}
          registration={register('password')}
          confirmRegistration={register('confirmPassword')}
        />
        {done ? (
          <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-800">
            {t('password.done')}
          </p>
        ) : null}
        <div className="pt-2">
          <button type="submit" disabled={isSubmitting} className={`${buttonClass} sm:w-auto sm:px-8`}>
            {isSubmitting ? t('common.saving') : t('password.submit')}
          </button>
        </div>
      </form>
      <Toast {...toast} />
    </>
  )
}
