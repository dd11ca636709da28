'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { completionSchema } from '@/domain/accounts/rules'
import { useLocale, useTranslations } from '@/i18n/client'
import { apiClient } from '@/lib/api-client'
import { Field } from './Field'
import { FirstLoginActions } from './FirstLoginActions'
import { FirstLoginModal } from './FirstLoginModal'
import { NewPasswordFields } from './NewPasswordFields'
import { SelectField } from './SelectField'
import { useFirstLoginSubmit } from './use-first-login-submit'

type Option = { id: number; name: string }
type Output = z.infer<typeof completionSchema>

/** An option list of the completion form; empty when it cannot be had (the select then offers only '—'). */
async function options(locale: string, path: string): Promise<Option[]> {
  const answer = await apiClient(locale).get<Option[]>(path)
  return answer.ok && Array.isArray(answer.data) ? answer.data : []
}

/** The second first-login step (POST /user/completion): the details a member still lacks. */
export function CompletionDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('account')
  const locale = useLocale()
  const id = useId()
  const [areas, setAreas] = useState<Option[]>([])
  const [industries, setIndustries] = useState<Option[]>([])
  const { note, submit } = useFirstLoginSubmit<Output>('/user/completion')
  useEffect(() => {
    void options(locale, '/distributor/area').then(setAreas)
    void options(locale, '/global_cfg/industry/values').then(setIndustries)
  }, [locale])
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof completionSchema>, unknown, Output>({
    resolver: zodResolver(completionSchema),
    mode: 'onBlur',
  })
  const error = (key?: string) => (key ? t(key) : null)
  // Required like the other fields (the server refuses the completion without them): marked, announced.
  const select = (name: 'areaId' | 'industryId', label: string, list: Option[]) => (
    <SelectField
      id={`${id}-${name}`}
      label={label}
      placeholder="—"
      options={list}
      error={error(errors[name]?.message)}
      registration={register(name)}
      required
    />
  )
  return (
    <FirstLoginModal title={t('completion.title')} intro={t('completion.intro')} onClose={onClose}>
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-3">
        <Field
          id={`${id}-name`}
          label={t('register.name')}
          error={error(errors.name?.message)}
          registration={register('name')}
        />
        <Field
          id={`${id}-company`}
          label={t('register.company')}
          error={error(errors.company?.message)}
          registration={register('company')}
        />
        {select('areaId', t('register.area'), areas)}
        {select('industryId', t('register.industry'), industries)}
        <NewPasswordFields
          id={id}
          label={t('register.password')}
          confirmLabel={t('register.confirmPassword')}
          hint={t('register.passwordHint')}
          error={error(errors.password?.message)}
          confirmError={error(errors.confirmPassword?.message)}
          registration={register('password')}
          confirmRegistration={register('confirmPassword')}
        />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" {...register('agreePrivacy')} />
          <span>{t.rich('register.agreePrivacy', { link: (chunks) => chunks })}</span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" {...register('agreeMarketing')} />
          <span>{t('register.agreeMarketing')}</span>
        </label>
        {errors.agreePrivacy || errors.agreeMarketing ? (
          <p className="text-xs text-red-700">{t('validation.agreementRequired')}</p>
        ) : null}
        {note ? (
          <p role="status" className="text-sm">
            {note}
          </p>
        ) : null}
        <FirstLoginActions onLater={onClose} submitLabel={t('completion.submit')} submitting={isSubmitting} />
      </form>
    </FirstLoginModal>
  )
}
