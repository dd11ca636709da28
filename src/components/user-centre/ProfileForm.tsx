'use client'

import { useId } from 'react'
import { buttonClass, Field } from '@/components/account/Field'
import { SelectField } from '@/components/account/SelectField'
import { Toast } from '@/components/ui/Toast'
import { type Profile, type ProfileInput, profileSchema } from '@/domain/accounts/user-centre'
import { useTranslations } from '@/i18n/client'
import { useUserCentreForm } from './use-user-centre-form'

type Option = { id: number; name: string }

/** /order-list/profile: name, company, department, area and industry; the e-mail and phone are shown. */
export function ProfileForm({
  email,
  phone,
  initial,
  areas,
  industries,
}: {
  email: string
  phone: string
  initial: { name: string; company: string; department: string; areaId: number | string; industryId: number | string }
  areas: Option[]
  industries: Option[]
}) {
  const t = useTranslations('userCentre')
  const id = useId()
  const { form, error, onSubmit, toast } = useUserCentreForm<ProfileInput, Profile>({
    schema: profileSchema,
    defaultValues: {
      ...initial,
      areaId: String(initial.areaId),
      industryId: String(initial.industryId),
    },
    send: (api, values) => api.put('/user/profile', values),
    savedText: (answer) => answer.msg || t('common.saved'),
    toastMs: 4000,
  })
  const {
    register,
    formState: { isSubmitting },
  } = form

  return (
    <>
      <form method="post" onSubmit={onSubmit} noValidate className="max-w-xl space-y-3" data-testid="profile-form">
        <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">{t('profile.email')}</dt>
          <dd className="break-all text-slate-900">{email}</dd>
          <dt className="text-slate-500">{t('profile.phone')}</dt>
          <dd className="text-slate-900">{phone || '—'}</dd>
        </dl>
        <Field
          id={`${id}-name`}
          label={t('profile.name')}
          autoComplete="name"
          error={error('name')}
          registration={register('name')}
        />
        <Field
          id={`${id}-company`}
          label={t('profile.company')}
          autoComplete="organization"
          error={error('company')}
          registration={register('company')}
        />
        <Field
          id={`${id}-department`}
          label={t('profile.department')}
          error={error('department')}
          registration={register('department')}
        />
        <SelectField
          id={`${id}-area`}
          label={t('profile.area')}
          placeholder={t('profile.choose')}
          options={areas}
          error={error('areaId')}
          registration={register('areaId')}
        />
        <SelectField
          id={`${id}-industry`}
          label={t('profile.industry')}
          placeholder={t('profile.choose')}
          options={industries}
          error={error('industryId')}
          registration={register('industryId')}
        />
        <div className="pt-2">
          <button type="submit" disabled={isSubmitting} className={`${buttonClass} sm:w-auto sm:px-8`}>
            {isSubmitting ? t('common.saving') : t('common.save')}
          </button>
        </div>
      </form>
      <Toast {...toast} />
    </>
  )
}
