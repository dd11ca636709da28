'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { COA_LIMITS, type CoaInput, type CoaRequest, coaLimit, coaSchemaFor } from '@/domain/leads/coa'
import { useLocale, useTranslations } from '@/i18n/client'
import { LeadDialog } from './LeadDialog'
import { inputClass, invalidProps, LeadField } from './LeadField'
import { LeadInput } from './LeadInput'
import { LeadSelect } from './LeadSelect'
import { type CoaRequestDetail, OPEN_COA_EVENT } from './lead-events'
import { memberPrefill } from './member-prefill'
import { useLeadDialog } from './use-lead-dialog'
import { useOpenEvent } from './use-open-event'

interface CoaAnswer {
  certificates: Array<{ catalogNumber: string; lotNumber: string; url: string }>
  missing: string[]
}

const EMPTY: CoaInput = {
  name: '',
  catalogNumbers: '',
  lotNumber: '',
  dept: '',
  email: '',
  phone: '',
  idea: '',
  areaId: '',
  industryId: '',
  contactable: false,
}

/**
 * The COA download form (spec sections 2, 3, 5), loaded by the shell on the first window
 * `CustomEvent('open-coa', { detail?: { catalogNumber } })` (it opens with that event's `initial` detail) and
 * opened by every later one. Certificates the back office holds come back at
 * once as one-time download links; for the rest the visitor learns that sales will answer within 24 hours.
 */
export function CoaDialog({ initial }: { initial?: CoaRequestDetail }) {
  const locale = useLocale()
  const t = useTranslations()
  const { member, open, setOpen, sending, toasts, areas, industries, form, control, post } = useLeadDialog<
    CoaInput,
    CoaRequest
  >({
    resolver: zodResolver(coaSchemaFor(locale)),
    defaultValues: EMPTY,
    areaField: 'areaId',
    industryField: 'industryId',
    limit: coaLimit,
  })
  const { register, handleSubmit, reset, getValues } = form
  const [answer, setAnswer] = useState<CoaAnswer | null>(null)

  useOpenEvent<{ catalogNumber?: unknown; lotNumber?: unknown }>(OPEN_COA_EVENT, initial, (detail) => {
    const current = getValues()
    reset({
      ...current,
      catalogNumbers:
        typeof detail.catalogNumber === 'string' ? detail.catalogNumber.slice(0, 50) : current.catalogNumbers,
      lotNumber: typeof detail.lotNumber === 'string' ? detail.lotNumber.slice(0, 50) : current.lotNumber,
      name: current.name || (member.status === 'member' ? member.name : ''),
      ...memberPrefill(member, current, {
        dept: 'company',
        email: 'email',
        phone: 'phone',
        areaId: 'areaId',
        industryId: 'industryId',
      }),
    })
    setAnswer(null)
    setOpen(true)
  })

  const send = (values: CoaRequest) =>
    post<CoaAnswer | null>(
      '/coa',
      { ...values, catalogNumbers: values.catalogNumbers.join(';'), lotNumber: values.lotNumber.join(';') },
      t('leads.coa.failure'),
      (result) => {
        if (!(result.ok && result.data && typeof result.data === 'object')) return false
        setAnswer(result.data)
        return true
      },
    )

  const input = (
    name: Exclude<keyof CoaInput, 'areaId' | 'industryId' | 'contactable' | 'idea'>,
    options: { type?: string; autoComplete?: string; required?: boolean; placeholder?: string } = {},
  ) => <LeadInput label={t(`leads.coa.${name}`)} maxLength={COA_LIMITS[name]} {...options} {...control(name)} />

  const select = (name: 'areaId' | 'industryId', options: Array<{ id: number; name: string }>, key: string) => (
    <LeadSelect
      label={t(`leads.coa.${name === 'areaId' ? 'area' : 'industry'}`)}
      placeholder={t(`leads.coa.${key}`)}
      options={options}
      {...control(name)}
    />
  )

  const idea = control('idea')

  return (
    <LeadDialog
      open={open}
      title={t('leads.coa.title')}
      closeLabel={t('leads.coa.close')}
      onClose={() => setOpen(false)}
      testId="coa-dialog"
      toasts={toasts.toasts}
      onDismissToast={toasts.dismiss}
    >
      {answer ? (
        <div className="space-y-3 text-sm" data-testid="coa-answer" role="status">
          {answer.certificates.length > 0 ? (
            <>
              <p className="font-semibold text-green-700">{t('leads.coa.ready')}</p>
              <ul className="space-y-1">
                {answer.certificates.map((c) => (
                  <li key={c.url}>
                    <a href={c.url} className="text-brand-700 underline" download>
                      {t('leads.coa.download', { catalogNumber: c.catalogNumber, lotNumber: c.lotNumber })}
                    </a>
                  </li>
                ))}
              </ul>
              <p className="text-xs text-slate-500">{t('leads.coa.linkNote')}</p>
            </>
          ) : null}
          {answer.missing.length > 0 ? <p>{t('leads.coa.missing', { numbers: answer.missing.join('; ') })}</p> : null}
          <div className="flex justify-end">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded bg-brand-600 px-5 py-2 text-sm font-medium text-white hover:bg-brand-700"
            >
              {t('leads.coa.close')}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={handleSubmit(send)} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">{t('leads.coa.intro')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {input('catalogNumbers', { placeholder: t('leads.coa.catalogPlaceholder') })}
            {input('lotNumber', { placeholder: t('leads.coa.lotPlaceholder') })}
            {input('name', { autoComplete: 'name' })}
            {input('dept', { autoComplete: 'organization' })}
            {input('email', { type: 'email', autoComplete: 'email' })}
            {input('phone', { type: 'tel', autoComplete: 'tel', required: false })}
            {select('areaId', areas, 'selectArea')}
            {select('industryId', industries, 'selectIndustry')}
            <LeadField id={idea.id} label={t('leads.coa.idea')} error={idea.error} wide>
              <textarea
                rows={2}
                maxLength={COA_LIMITS.idea}
                className={inputClass}
                {...invalidProps(idea.id, idea.error)}
                {...idea.registration}
              />
            </LeadField>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('contactable')} />
            {t('leads.coa.contactable')}
          </label>
          <div className="flex justify-end">
            <SubmitButton sending={sending} label={t('leads.coa.submit')} sendingLabel={t('leads.coa.submitting')} />
          </div>
        </form>
      )}
    </LeadDialog>
  )
}
