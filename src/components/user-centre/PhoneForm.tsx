'use client'

import { useId, useState } from 'react'
import type { z } from 'zod'
import { buttonClass, Field } from '@/components/account/Field'
import { CodeField } from '@/components/account/SendCodeButton'
import { Toast } from '@/components/ui/Toast'
import { type PhoneChangeInput, phoneChangeSchema } from '@/domain/accounts/user-centre'
import { useTranslations } from '@/i18n/client'
import { useUserCentreForm } from './use-user-centre-form'

type Output = z.infer<typeof phoneChangeSchema>

/**
 * /order-list/phone: a code to the current number and a code to the new one (each "Get code" after the image
 * captcha, /code/send with purpose 'bind'), both checked by PUT /user/phone.
 */
export function PhoneForm({ currentPhone }: { currentPhone: string }) {
  const t = useTranslations('userCentre')
  const id = useId()
  const [phone, setPhone] = useState(currentPhone)
  const { form, error, onSubmit, show, toast } = useUserCentreForm<PhoneChangeInput, Output, { phone: string }>({
    schema: phoneChangeSchema,
    defaultValues: { oldCode: '', phone: '', code: '' },
    send: (api, values) => api.put('/user/phone', values),
    onSaved: (answer) => setPhone(answer.data.phone),
    savedText: (answer) => answer.msg,
    resetOnSave: true,
    toastMs: 5000,
  })
  const {
    register,
    trigger,
    getValues,
    formState: { isSubmitting },
  } = form
  const sent = (ok: boolean, note: string) => show(ok ? 'success' : 'error', ok ? t('phone.sent') : note)

  if (!phone) return <p className="text-sm text-slate-600">{t('phone.none')}</p>

  return (
    <>
      <form method="post" onSubmit={onSubmit} noValidate className="max-w-xl space-y-3" data-testid="phone-form">
        <p className="text-sm">
          <span className="text-slate-500">{t('phone.current')}: </span>
          <span data-testid="current-phone" className="font-medium text-slate-900">
            {phone}
          </span>
        </p>
        <CodeField
          id={`${id}-old-code`}
          label={t('phone.oldCode')}
          error={error('oldCode')}
          registration={register('oldCode')}
          target={async () => ({ purpose: 'bind', phone })}
          onResult={sent}
        />
        <Field
          id={`${id}-phone`}
          label={t('phone.newPhone')}
          type="tel"
          autoComplete="tel"
          error={error('phone')}
          registration={register('phone')}
        />
        <CodeField
          id={`${id}-code`}
          label={t('phone.newCode')}
          error={error('code')}
          registration={register('code')}
          target={async () =>
            (await trigger('phone')) ? { purpose: 'bind', phone: String(getValues('phone')).trim() } : null
          }
          onResult={sent}
        />
        <div className="pt-2">
          <button type="submit" disabled={isSubmitting} className={`${buttonClass} sm:w-auto sm:px-8`}>
            {isSubmitting ? t('common.saving') : t('phone.submit')}
          </button>
        </div>
      </form>
      <Toast {...toast} />
    </>
  )
}
