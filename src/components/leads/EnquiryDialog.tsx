'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { type FieldError, useForm } from 'react-hook-form'
import { useMember } from '@/components/shell/member-store'
import { Toast, useToasts } from '@/components/ui/Toast'
import {
  ENQUIRY_LIMITS,
  type Enquiry,
  type EnquiryInput,
  enquiryLimit,
  enquirySchema,
  leadMessageKey,
} from '@/domain/enquiry'
import { useLocale, useTranslations } from '@/i18n/client'
import { LeadDialog } from './LeadDialog'
import { inputClass, invalidProps, LeadField } from './LeadField'
import { type EnquiryProduct, OPEN_ENQUIRY_EVENT } from './lead-events'
import { postLead, useLeadLists } from './lead-lists'
import { useOpenEvent } from './use-open-event'

const EMPTY: EnquiryInput = {
  catalogNumber: '',
  productName: '',
  itemNumber: '',
  size: '',
  otherCategory: '',
  otherItemNumber: '',
  name: '',
  company: '',
  department: '',
  industry: '',
  phone: '',
  email: '',
  area: '',
  content: '',
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '')

/**
 * The price enquiry dialog (spec sections 2, 3, 5, 8), loaded by the shell on the first window
 * `CustomEvent('open-enquiry', { detail: EnquiryProduct })` (it opens with that event's `initial` detail) and
 * opened by every later one. Product information, an optional other product,
 * the contact fields checked on blur with the API's schema; 'Submitted Successfully' closes it, anything else
 * shows 'Submitted Failure' (or the server's message for a refused field or a rate limit).
 */
export function EnquiryDialog({ initial }: { initial?: EnquiryProduct }) {
  const locale = useLocale()
  const t = useTranslations()
  const formId = useId()
  const member = useMember()
  const [open, setOpen] = useState(false)
  const [sending, setSending] = useState(false)
  const [product, setProduct] = useState<EnquiryProduct>({})
  const { toasts, show, dismiss } = useToasts()
  const { areas, industries } = useLeadLists(locale, open)
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<EnquiryInput, unknown, Enquiry>({
    resolver: zodResolver(enquirySchema),
    mode: 'onBlur',
    defaultValues: EMPTY,
  })

  useOpenEvent<EnquiryProduct>(OPEN_ENQUIRY_EVENT, initial, (detail) => {
    const next = {
      catalogNumber: text(detail.catalogNumber, ENQUIRY_LIMITS.catalogNumber),
      productName: text(detail.productName, ENQUIRY_LIMITS.productName),
      itemNumber: text(detail.itemNumber, ENQUIRY_LIMITS.itemNumber),
      size: text(detail.size, ENQUIRY_LIMITS.size),
    }
    setProduct(next)
    const current = getValues()
    reset({ ...current, ...next, name: current.name || (member.status === 'member' ? member.name : '') })
    setOpen(true)
  })

  const message = (field: keyof EnquiryInput, error: FieldError | undefined) =>
    error?.message ? t(leadMessageKey(error.message), { max: enquiryLimit(field) ?? 0 }) : null

  const send = async (values: Enquiry) => {
    setSending(true)
    try {
      const { envelope, refusal } = await postLead(locale, '/enquiry', values)
      if (envelope.code === 'E0001') {
        reset({ ...EMPTY, name: values.name, company: values.company, department: values.department })
        setOpen(false)
        show('success', t('leads.enquiry.success'))
        return
      }
      show('error', refusal ? `${t('leads.enquiry.failure')}: ${refusal}` : t('leads.enquiry.failure'))
    } catch {
      show('error', t('leads.enquiry.failure'))
    } finally {
      setSending(false)
    }
  }

  const input = (name: keyof EnquiryInput, type = 'text', autoComplete = 'off', required = true) => {
    const id = `${formId}-${name}`
    const error = message(name, errors[name])
    return (
      <LeadField id={id} label={t(`leads.enquiry.${name}`)} required={required} error={error}>
        <input
          type={type}
          autoComplete={autoComplete}
          maxLength={(ENQUIRY_LIMITS as Record<string, number>)[name]}
          className={inputClass}
          {...invalidProps(id, error, required)}
          {...register(name)}
        />
      </LeadField>
    )
  }

  const select = (name: 'industry' | 'area', options: Array<{ id: number; name: string }>, placeholder: string) => {
    const id = `${formId}-${name}`
    const error = message(name, errors[name])
    return (
      <LeadField id={id} label={t(`leads.enquiry.${name}`)} required error={error}>
        <select className={inputClass} {...invalidProps(id, error, true)} {...register(name)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.name}
            </option>
          ))}
        </select>
      </LeadField>
    )
  }

  const contentId = `${formId}-content`
  const contentError = message('content', errors.content)
  const productRows = (['catalogNumber', 'productName', 'itemNumber', 'size'] as const).filter((k) => product[k])

  return (
    <>
      <LeadDialog
        open={open}
        title={t('leads.enquiry.title')}
        closeLabel={t('leads.enquiry.close')}
        onClose={() => setOpen(false)}
        testId="enquiry-dialog"
      >
        <form onSubmit={handleSubmit(send)} noValidate className="space-y-4">
          {productRows.length > 0 ? (
            <section aria-labelledby={`${formId}-product`}>
              <h3 id={`${formId}-product`} className="text-sm font-semibold text-slate-900">
                {t('leads.enquiry.productInfo')}
              </h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded bg-slate-50 p-3 text-sm">
                {productRows.map((k) => (
                  <div key={k} className="contents">
                    <dt className="text-slate-500">{t(`leads.enquiry.${k}`)}</dt>
                    <dd className="text-slate-900">{product[k]}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">{t('leads.enquiry.otherProduct')}</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {input('otherCategory', 'text', 'off', false)}
              {input('otherItemNumber', 'text', 'off', false)}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">{t('leads.enquiry.contact')}</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {input('name', 'text', 'name')}
              {input('company', 'text', 'organization')}
              {input('department')}
              {select('industry', industries, t('leads.enquiry.selectIndustry'))}
              {input('phone', 'tel', 'tel')}
              {input('email', 'email', 'email')}
              {select('area', areas, t('leads.enquiry.selectArea'))}
              <LeadField id={contentId} label={t('leads.enquiry.content')} required error={contentError} wide>
                <textarea
                  rows={3}
                  maxLength={ENQUIRY_LIMITS.content}
                  className={inputClass}
                  {...invalidProps(contentId, contentError, true)}
                  {...register('content')}
                />
              </LeadField>
            </div>
          </fieldset>
          <p className="text-xs text-slate-500">{t('leads.enquiry.promise')}</p>
          <div className="flex justify-end gap-3">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded border border-slate-300 px-5 py-2 text-sm text-slate-700 hover:bg-slate-50"
            >
              {t('leads.enquiry.cancel')}
            </button>
            <button
              type="submit"
              disabled={sending}
              className="rounded bg-brand-600 px-6 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {sending ? t('leads.enquiry.submitting') : t('leads.enquiry.submit')}
            </button>
          </div>
        </form>
      </LeadDialog>
      <Toast toasts={toasts} onDismiss={dismiss} closeLabel={t('leads.enquiry.close')} />
    </>
  )
}
