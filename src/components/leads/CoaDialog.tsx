'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { type FieldError, useForm } from 'react-hook-form'
import { useMember } from '@/components/shell/member-store'
import { Toast, useToasts } from '@/components/ui/Toast'
import { COA_LIMITS, type CoaInput, type CoaRequest, coaLimit, coaSchemaFor } from '@/domain/coa'
import { leadMessageKey } from '@/domain/enquiry'
import { useLocale, useTranslations } from '@/i18n/client'
import { LeadDialog } from './LeadDialog'
import { inputClass, invalidProps, LeadField } from './LeadField'
import { type CoaRequestDetail, OPEN_COA_EVENT } from './lead-events'
import { postLead, useLeadLists } from './lead-lists'
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
  const formId = useId()
  const member = useMember()
  const [open, setOpen] = useState(false)
  const [sending, setSending] = useState(false)
  const [answer, setAnswer] = useState<CoaAnswer | null>(null)
  const { toasts, show, dismiss } = useToasts()
  const { areas, industries } = useLeadLists(locale, open)
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<CoaInput, unknown, CoaRequest>({
    resolver: zodResolver(coaSchemaFor(locale)),
    mode: 'onBlur',
    defaultValues: EMPTY,
  })

  useOpenEvent<{ catalogNumber?: unknown }>(OPEN_COA_EVENT, initial, (detail) => {
    const current = getValues()
    reset({
      ...current,
      catalogNumbers:
        typeof detail.catalogNumber === 'string' ? detail.catalogNumber.slice(0, 50) : current.catalogNumbers,
      name: current.name || (member.status === 'member' ? member.name : ''),
    })
    setAnswer(null)
    setOpen(true)
  })

  const message = (field: keyof CoaInput, error: FieldError | undefined) =>
    error?.message ? t(leadMessageKey(error.message), { max: coaLimit(field) ?? 0 }) : null

  const send = async (values: CoaRequest) => {
    setSending(true)
    try {
      const { envelope, refusal } = await postLead(locale, '/coa', {
        ...values,
        catalogNumbers: values.catalogNumbers.join(';'),
        lotNumber: values.lotNumber.join(';'),
      })
      if (envelope.code === 'E0001' && envelope.data && typeof envelope.data === 'object') {
        setAnswer(envelope.data as CoaAnswer)
        return
      }
      show('error', refusal ? `${t('leads.coa.failure')}: ${refusal}` : t('leads.coa.failure'))
    } catch {
      show('error', t('leads.coa.failure'))
    } finally {
      setSending(false)
    }
  }

  const input = (
    name: Exclude<keyof CoaInput, 'areaId' | 'industryId' | 'contactable' | 'idea'>,
    options: { type?: string; autoComplete?: string; required?: boolean; placeholder?: string } = {},
  ) => {
    const { type = 'text', autoComplete = 'off', required = true, placeholder } = options
    const id = `${formId}-${name}`
    const error = message(name, errors[name] as FieldError | undefined)
    return (
      <LeadField id={id} label={t(`leads.coa.${name}`)} required={required} error={error}>
        <input
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={COA_LIMITS[name]}
          className={inputClass}
          {...invalidProps(id, error, required)}
          {...register(name)}
        />
      </LeadField>
    )
  }

  const select = (name: 'areaId' | 'industryId', options: Array<{ id: number; name: string }>, key: string) => {
    const id = `${formId}-${name}`
    const error = message(name, errors[name])
    const labelKey = name === 'areaId' ? 'area' : 'industry'
    return (
      <LeadField id={id} label={t(`leads.coa.${labelKey}`)} required error={error}>
        <select className={inputClass} {...invalidProps(id, error, true)} {...register(name)}>
          <option value="">{t(`leads.coa.${key}`)}</option>
          {options.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.name}
            </option>
          ))}
        </select>
      </LeadField>
    )
  }

  const ideaId = `${formId}-idea`
  const ideaError = message('idea', errors.idea)

  return (
    <>
      <LeadDialog
        open={open}
        title={t('leads.coa.title')}
        closeLabel={t('leads.coa.close')}
        onClose={() => setOpen(false)}
        testId="coa-dialog"
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
              <LeadField id={ideaId} label={t('leads.coa.idea')} error={ideaError} wide>
                <textarea
                  rows={2}
                  maxLength={COA_LIMITS.idea}
                  className={inputClass}
                  {...invalidProps(ideaId, ideaError)}
                  {...register('idea')}
                />
              </LeadField>
            </div>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('contactable')} />
              {t('leads.coa.contactable')}
            </label>
            <div className="flex justify-end">
              <button
                type="submit"
                disabled={sending}
                className="rounded bg-brand-600 px-6 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
              >
                {sending ? t('leads.coa.submitting') : t('leads.coa.submit')}
              </button>
            </div>
          </form>
        )}
      </LeadDialog>
      <Toast toasts={toasts} onDismiss={dismiss} closeLabel={t('leads.coa.close')} />
    </>
  )
}
