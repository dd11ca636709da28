'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useState } from 'react'
import { type FieldError, useForm } from 'react-hook-form'
import { memberPrefill } from '@/components/leads/member-prefill'
import { internationalPhone, PhoneHint, usePhonePlaceholder } from '@/components/leads/PhoneHint'
import { useMember } from '@/components/shell/member-store'
import { ListOptions } from '@/components/ui/ListOptions'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { Toast, useToasts } from '@/components/ui/Toast'
import {
  SUGGESTION_EXPRESSION_SYSTEMS,
  SUGGESTION_SPECIES,
  SUGGESTION_TAG_POSITIONS,
  SUGGESTION_TAGS,
  type Suggestion,
  type SuggestionInput,
  suggestionLimit,
  suggestionSchema,
} from '@/domain/leads/suggestion'
import { useLocale, useTranslations } from '@/i18n/client'
import { apiClient } from '@/lib/api-client'

type Option = { id: number; name: string; code?: string }
type TextField =
  | 'productName'
  | 'expressionRange'
  | 'accession'
  | 'quantity'
  | 'purpose'
  | 'quality'
  | 'deliveryTime'
  | 'otherRequirements'
  | 'name'
  | 'company'
  | 'department'
  | 'email'
  | 'phone'

const REQUIRED: ReadonlySet<string> = new Set([
  'productName',
  'expressionRange',
  'quantity',
  'purpose',
  'quality',
  'deliveryTime',
  'otherRequirements',
  'name',
  'company',
  'department',
  'region',
  'email',
  'phone',
  'industry',
])

/**
 * The new product or service suggestion (spec sections 3 and 5) on /search-not-found: fields checked on blur,
 * the region on change, with the same schema as POST /api/v1/suggest.
 */
export function SuggestionForm({
  productName,
  regions,
  industries,
}: {
  productName: string
  regions: Option[]
  industries: Option[]
}) {
  const locale = useLocale()
  const t = useTranslations()
  const formId = useId()
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState(false)
  const { toasts, show, dismiss } = useToasts()
  const {
    register,
    handleSubmit,
    trigger,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<SuggestionInput, unknown, Suggestion>({
    resolver: zodResolver(suggestionSchema),
    mode: 'onBlur',
    defaultValues: { productName, longTerm: false },
  })
  const member = useMember()
  const international = internationalPhone(locale, regions, watch('region'))
  const phonePlaceholder = usePhonePlaceholder(international)

  // A member's profile fills what is still empty (issue 16).
  useEffect(() => {
    const fill = memberPrefill(
      member,
      getValues(),
      {
        name: 'name',
        company: 'company',
        department: 'department',
        email: 'email',
        phone: 'phone',
        region: 'areaId',
        industry: 'industryId',
      },
      { region: regions, industry: industries },
    )
    for (const [name, value] of Object.entries(fill)) setValue(name as keyof SuggestionInput, value as string)
  }, [member, getValues, setValue, regions, industries])

  /** Error keys are `suggestion.*` (this form) or `validation.*` (shared rules in the `forms` namespace). */
  const message = (field: string, error: FieldError | undefined) => {
    if (!error?.message) return null
    const key = error.message.startsWith('suggestion.') ? error.message : `forms.${error.message}`
    return t(key, { max: suggestionLimit(field) ?? 0 })
  }

  const send = async (values: Suggestion) => {
    setSending(true)
    try {
      const answer = await apiClient(locale).post('/suggest', values)
      if (answer.ok) {
        setDone(true)
        return
      }
      show('error', answer.msg || t('suggestion.failed'))
    } finally {
      setSending(false)
    }
  }

  const label = (name: string, id: string) => (
    <label htmlFor={id} className="block text-sm font-medium text-slate-700">
      {t(`suggestion.fields.${name}`)}
      {REQUIRED.has(name) ? (
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      ) : null}
    </label>
  )

  const errorText = (name: string, id: string) => {
    const text = message(name, (errors as Record<string, FieldError | undefined>)[name])
    return text ? (
      <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
        {text}
      </p>
    ) : null
  }

  const input = (name: TextField, options: { type?: string; multiline?: boolean; autoComplete?: string } = {}) => {
    const id = `${formId}-${name}`
    const invalid = Boolean((errors as Record<string, unknown>)[name])
    const hint = name === 'phone' && international ? `${id}-hint` : undefined
    const describedBy = [invalid ? `${id}-error` : null, hint].filter(Boolean).join(' ')
    const common = {
      id,
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy || undefined,
      'aria-required': REQUIRED.has(name) || undefined,
      className:
        'mt-1 w-full rounded border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none',
      ...register(name),
    }
    return (
      <div className={options.multiline ? 'md:col-span-2' : undefined}>
        {label(name, id)}
        {options.multiline ? (
          <textarea rows={3} {...common} />
        ) : (
          <input
            type={options.type ?? 'text'}
            autoComplete={options.autoComplete}
            placeholder={name === 'phone' ? phonePlaceholder : undefined}
            {...common}
          />
        )}
        {hint ? <PhoneHint id={hint} /> : null}
        {errorText(name, id)}
      </div>
    )
  }

  const choice = (name: 'species' | 'tagPosition' | 'tag' | 'expressionSystem', values: readonly string[]) => {
    const id = `${formId}-${name}`
    return (
      <div>
        {label(name, id)}
        <select id={id} {...register(name)} className="mt-1 w-full rounded border border-slate-300 px-3 py-2 text-sm">
          <option value="">{t('suggestion.options.choose')}</option>
          {values.map((v) => (
            <option key={v} value={v}>
              {t(`suggestion.options.${name}.${v}`)}
            </option>
          ))}
        </select>
      </div>
    )
  }

  const list = (name: 'region' | 'industry', options: Option[]) => {
    const id = `${formId}-${name}`
    const field = register(name)
    const invalid = Boolean(errors[name])
    return (
      <div>
        {label(name, id)}
        <select
          id={id}
          {...field}
          // The region is checked on change (spec section 5), the others on blur.
          onChange={async (event) => {
            await field.onChange(event)
            if (name === 'region') await trigger('region')
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          aria-required
          className="mt-1 w-full rounded border border-slate-300 px-3 py-2 text-sm"
        >
          <ListOptions placeholder={t('suggestion.options.choose')} options={options} />
        </select>
        {errorText(name, id)}
      </div>
    )
  }

  if (done) {
    return (
      <p role="status" className="mt-6 rounded border border-green-300 bg-green-50 p-4 text-green-800">
        {t('suggestion.success')}
      </p>
    )
  }

  return (
    <form
      method="post"
      onSubmit={handleSubmit(send)}
      noValidate
      className="mt-6 space-y-6"
      aria-label={t('suggestion.title')}
    >
      <Toast toasts={toasts} onDismiss={dismiss} closeLabel={t('forms.ui.close')} />
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t('suggestion.sections.product')}</legend>
        {input('productName')}
        {choice('species', SUGGESTION_SPECIES)}
        {choice('tagPosition', SUGGESTION_TAG_POSITIONS)}
        {choice('tag', SUGGESTION_TAGS)}
        {choice('expressionSystem', SUGGESTION_EXPRESSION_SYSTEMS)}
        {input('expressionRange')}
        {input('accession')}
        {input('quantity')}
        <div className="flex items-center gap-2 self-end pb-2">
          <input id={`${formId}-longTerm`} type="checkbox" {...register('longTerm')} className="h-4 w-4" />
          <label htmlFor={`${formId}-longTerm`} className="text-sm text-slate-700">
            {t('suggestion.fields.longTerm')}
          </label>
        </div>
        {input('deliveryTime')}
        {input('purpose', { multiline: true })}
        {input('quality', { multiline: true })}
        {input('otherRequirements', { multiline: true })}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t('suggestion.sections.contact')}</legend>
        {input('name', { autoComplete: 'name' })}
        {input('company', { autoComplete: 'organization' })}
        {input('department')}
        {list('region', regions)}
        {input('email', { type: 'email', autoComplete: 'email' })}
        {input('phone', { type: 'tel', autoComplete: 'tel' })}
        {list('industry', industries)}
      </fieldset>
      <p className="text-sm text-slate-600">
        {t('suggestion.confidential')} {t('suggestion.replyPromise')}
      </p>
      <SubmitButton
        sending={sending}
        label={t('suggestion.submit')}
        sendingLabel={t('suggestion.submitting')}
        className="rounded bg-brand-600 px-6 py-2.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      />
    </form>
  )
}
