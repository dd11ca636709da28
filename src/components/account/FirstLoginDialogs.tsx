'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { MEMBER_CHANGED_EVENT, useMember } from '@/components/shell/member-store'
import { useModal } from '@/components/ui/use-modal'
import { completionSchema, phoneBindSchema } from '@/domain/account/rules'
import { useLocale, useTranslations } from '@/i18n/client'
import { apiBase } from '@/lib/api-base'
import { postAccount } from './account-api'
import { buttonClass, Field } from './Field'
import { CodeField } from './SendCodeButton'

type Option = { id: number; name: string }

/**
 * The first-login steps (spec sections 3 and 7: /user/phone/message, /user/completion): a member without a phone
 * is asked to bind one, then one with missing details to complete them. Shown once per page view; "Later"
 * closes it until the next page.
 */
export function FirstLoginDialogs() {
  const member = useMember()
  const [dismissed, setDismissed] = useState(false)
  if (member.status !== 'member' || dismissed) return null
  if (member.needsPhone) return <BindDialog onClose={() => setDismissed(true)} />
  if (member.needsCompletion) return <CompletionDialog onClose={() => setDismissed(true)} />
  return null
}

function Modal({
  title,
  intro,
  onClose,
  children,
}: {
  title: string
  intro: string
  onClose: () => void
  children: React.ReactNode
}) {
  const id = useId()
  const ref = useModal(true)
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className="m-auto max-h-[90vh] w-[min(94vw,32rem)] overflow-y-auto rounded-lg p-6 shadow-xl backdrop:bg-black/40"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      <div className="mt-4">{children}</div>
    </dialog>
  )
}

function BindDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('account')
  const locale = useLocale()
  const id = useId()
  const [note, setNote] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof phoneBindSchema>, unknown, z.infer<typeof phoneBindSchema>>({
    resolver: zodResolver(phoneBindSchema),
    mode: 'onBlur',
    defaultValues: { phone: '', code: '' },
  })
  const submit = async (values: z.infer<typeof phoneBindSchema>) => {
    const answer = await postAccount(locale, '/user/phone/message', values)
    if (answer.code === 'E0001') window.dispatchEvent(new Event(MEMBER_CHANGED_EVENT))
    else setNote(answer.msg || t('failed'))
  }
  return (
    <Modal title={t('bind.title')} intro={t('bind.intro')} onClose={onClose}>
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        <Field
          id={`${id}-phone`}
          label={t('phoneLogin.phone')}
          type="tel"
          autoComplete="tel"
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
        <div className="flex gap-2">
          <button type="button" onClick={onClose} className="rounded border px-4 py-2 text-sm">
            {t('bind.later')}
          </button>
          <button type="submit" disabled={isSubmitting} className={buttonClass}>
            {t('bind.submit')}
          </button>
        </div>
      </form>
    </Modal>
  )
}

async function options(path: string): Promise<Option[]> {
  try {
    const body = (await (await fetch(path, { credentials: 'same-origin' })).json()) as { data?: Option[] }
    return Array.isArray(body.data) ? body.data : []
  } catch {
    return []
  }
}

function CompletionDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('account')
  const locale = useLocale()
  const id = useId()
  const [areas, setAreas] = useState<Option[]>([])
  const [industries, setIndustries] = useState<Option[]>([])
  const [note, setNote] = useState<string | null>(null)
  const api = apiBase(locale)
  useEffect(() => {
    void options(`${api}/distributor/area`).then(setAreas)
    void options(`${api}/global_cfg/industry/values`).then(setIndustries)
  }, [api])
  type Output = z.infer<typeof completionSchema>
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof completionSchema>, unknown, Output>({
    resolver: zodResolver(completionSchema),
    mode: 'onBlur',
  })
  const submit = async (values: Output) => {
    const answer = await postAccount(locale, '/user/completion', values)
    if (answer.code === 'E0001') window.dispatchEvent(new Event(MEMBER_CHANGED_EVENT))
    else setNote(answer.msg || t('failed'))
  }
  const error = (key?: string) => (key ? t(key) : null)
  const select = (name: 'areaId' | 'industryId', label: string, list: Option[]) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className="mt-1 w-full rounded border border-slate-300 px-3 py-2 text-sm"
        aria-invalid={errors[name] ? true : undefined}
        {...register(name)}
      >
        <option value="">—</option>
        {list.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </select>
      {errors[name]?.message ? <p className="mt-1 text-xs text-red-700">{error(errors[name]?.message)}</p> : null}
    </div>
  )
  return (
    <Modal title={t('completion.title')} intro={t('completion.intro')} onClose={onClose}>
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
        <Field
          id={`${id}-password`}
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          hint={t('register.passwordHint')}
          error={error(errors.password?.message)}
          registration={register('password')}
        />
        <Field
          id={`${id}-confirm`}
          label={t('register.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={error(errors.confirmPassword?.message)}
          registration={register('confirmPassword')}
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
        <div className="flex gap-2">
          <button type="button" onClick={onClose} className="rounded border px-4 py-2 text-sm">
            {t('bind.later')}
          </button>
          <button type="submit" disabled={isSubmitting} className={buttonClass}>
            {t('completion.submit')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
