'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { ENQUIRY_LIMITS, type Enquiry, type EnquiryInput, enquiryLimit, enquirySchema } from '@/domain/leads/enquiry'
import { useTranslations } from '@/i18n/client'
import { LeadDialog } from './LeadDialog'
import { inputClass, invalidProps, LeadField } from './LeadField'
import { LeadInput } from './LeadInput'
import { LeadSelect } from './LeadSelect'
import { type EnquiryProduct, OPEN_ENQUIRY_EVENT } from './lead-events'
import { memberPrefill } from './member-prefill'
import { useLeadDialog } from './use-lead-dialog'
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
  const t = useTranslations()
  const { formId, member, open, setOpen, sending, toasts, areas, industries, form, control, post } = useLeadDialog<
    EnquiryInput,
    Enquiry
  >({
    resolver: zodResolver(enquirySchema),
    defaultValues: EMPTY,
    areaField: 'area',
    industryField: 'industry',
    limit: enquiryLimit,
  })
  const { reset, getValues, handleSubmit } = form
  const [product, setProduct] = useState<EnquiryProduct>({})

  useOpenEvent<EnquiryProduct>(OPEN_ENQUIRY_EVENT, initial, (detail) => {
    const next = {
      catalogNumber: text(detail.catalogNumber, ENQUIRY_LIMITS.catalogNumber),
      productName: text(detail.productName, ENQUIRY_LIMITS.productName),
      itemNumber: text(detail.itemNumber, ENQUIRY_LIMITS.itemNumber),
      size: text(detail.size, ENQUIRY_LIMITS.size),
    }
    setProduct(next)
    const current = getValues()
    const profile = memberPrefill(member, current, {
      company: 'company',
      department: 'department',
      phone: 'phone',
      email: 'email',
      area: 'areaId',
      industry: 'industryId',
    })
    reset({ ...current, ...next, ...profile, name: current.name || (member.status === 'member' ? member.name : '') })
    setOpen(true)
  })

  const send = (values: Enquiry) =>
    post('/enquiry', values, t('leads.enquiry.failure'), (answer) => {
      if (!answer.ok) return false
      reset({ ...EMPTY, name: values.name, company: values.company, department: values.department })
      setOpen(false)
      toasts.show('success', t('leads.enquiry.success'))
      return true
    })

  const input = (name: keyof EnquiryInput, type = 'text', autoComplete = 'off', required = true) => (
    <LeadInput
      label={t(`leads.enquiry.${name}`)}
      type={type}
      autoComplete={autoComplete}
      required={required}
      maxLength={(ENQUIRY_LIMITS as Record<string, number>)[name]}
      {...control(name)}
    />
  )

  const select = (name: 'industry' | 'area', options: Array<{ id: number; name: string }>, placeholder: string) => (
    <LeadSelect label={t(`leads.enquiry.${name}`)} placeholder={placeholder} options={options} {...control(name)} />
  )

  const content = control('content')
  const productRows = (['catalogNumber', 'productName', 'itemNumber', 'size'] as const).filter((k) => product[k])

  return (
    <LeadDialog
      open={open}
      title={t('leads.enquiry.title')}
      closeLabel={t('leads.enquiry.close')}
      onClose={() => setOpen(false)}
      testId="enquiry-dialog"
      toasts={toasts.toasts}
      onDismissToast={toasts.dismiss}
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
            <LeadField id={content.id} label={t('leads.enquiry.content')} required error={content.error} wide>
              <textarea
                rows={3}
                maxLength={ENQUIRY_LIMITS.content}
                className={inputClass}
                {...invalidProps(content.id, content.error, true)}
                {...content.registration}
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
          <SubmitButton
            sending={sending}
            label={t('leads.enquiry.submit')}
            sendingLabel={t('leads.enquiry.submitting')}
          />
        </div>
      </form>
    </LeadDialog>
  )
}
