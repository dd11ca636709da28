'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { phoneBindSchema } from '@/domain/accounts/rules'
import { useTranslations } from '@/i18n/client'
import { FirstLoginActions } from './FirstLoginActions'
import { FirstLoginModal } from './FirstLoginModal'
import { PhoneField } from './PhoneField'
import { CodeField } from './SendCodeButton'
import { useFirstLoginSubmit } from './use-first-login-submit'

type Output = z.infer<typeof phoneBindSchema>

/** The first first-login step (POST /user/phone/message): bind a mobile phone with its SMS code. */
export function BindPhoneDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('account')
  const id = useId()
  const { note, setNote, submit } = useFirstLoginSubmit<Output>('/user/phone/message')
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof phoneBindSchema>, unknown, Output>({
    resolver: zodResolver(phoneBindSchema),
    mode: 'onBlur',
    defaultValues: { phone: '', code: '' },
  })
  return (
    <FirstLoginModal title={t('bind.title')} intro={t('bind.intro')} onClose={onClose}>
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        <PhoneField
          id={`${id}-phone`}
          label={t('phoneLogin.phone')}
          error={errors.phone?.message ? t(errors.phone.message) : null}
          registration={register('phone')}
        />
        <CodeField
          id={`${id}-code`}
          label={t('phoneLogin.code')}
          error={errors.code?.message ? t(errors.code.message) : null}
          registration={register('code')}
          target={async () => ((await trigger('phone')) ? { purpose: 'bind', phone: getValues('phone').trim() } : null)}
          onResult={(_ok, text) => setNote(text)}
        />
        {note ? (
          <p role="status" className="text-sm text-slate-700">
            {note}
          </p>
        ) : null}
        <FirstLoginActions onLater={onClose} submitLabel={t('bind.submit')} submitting={isSubmitting} />
      </form>
    </FirstLoginModal>
  )
}
