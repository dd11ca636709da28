'use client'

import { useEffect, useId, useState } from 'react'
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form'
import { useMember } from '@/components/shell/member-store'
import { useToasts } from '@/components/ui/use-toasts'
import { leadMessageKey } from '@/domain/leads/enquiry'
import { useLocale, useTranslations } from '@/i18n/client'
import { type LeadAnswer, postLead, useLeadLists } from './lead-lists'
import { internationalPhone, usePhonePlaceholder } from './PhoneHint'

/** What a lead dialog's control needs: its id, its message, its registration (and for the phone, its hint). */
export interface LeadControl {
  id: string
  error: string | null
  registration: UseFormRegisterReturn
  placeholder?: string
  phoneHint?: boolean
}

/**
 * The state both lead dialogs (enquiry, COA) share: open/sending, the form checked on blur with the API's schema,
 * the area and industry lists (loaded once open, re-shown after a pre-fill chose from them), the international
 * phone hint from the chosen area, the messages with their limits, the toasts and the POST with its failure text.
 */
export function useLeadDialog<TInput extends FieldValues, TOutput extends FieldValues>({
  resolver,
  defaultValues,
  areaField,
  industryField,
  limit,
}: {
  resolver: Resolver<TInput, unknown, TOutput>
  defaultValues: DefaultValues<TInput>
  areaField: Path<TInput>
  industryField: Path<TInput>
  limit: (field: string) => number | undefined
}) {
  const locale = useLocale()
  const t = useTranslations()
  const formId = useId()
  const member = useMember()
  const [open, setOpen] = useState(false)
  const [sending, setSending] = useState(false)
  const toasts = useToasts()
  const { areas, industries } = useLeadLists(locale, open)
  const form = useForm<TInput, unknown, TOutput>({ resolver, mode: 'onBlur', defaultValues })
  const {
    getValues,
    setValue,
    register,
    watch,
    formState: { errors },
  } = form

  // The lists arrive after a pre-fill chose from them: show the chosen entries once their options exist.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lists are the trigger, not an input
  useEffect(() => {
    for (const name of [areaField, industryField]) setValue(name, getValues(name))
  }, [areas, industries, getValues, setValue])

  const international = internationalPhone(locale, areas, watch(areaField))
  const phonePlaceholder = usePhonePlaceholder(international)

  /** A field's message, in the visitor's language, with the field's limit. */
  const message = (field: Path<TInput>): string | null => {
    const error: FieldError | undefined = get(errors, field)
    return error?.message ? t(leadMessageKey(error.message), { max: limit(field) ?? 0 }) : null
  }

  /** The id, message and registration of a field; the phone's placeholder and hint too. */
  const control = (name: Path<TInput>): LeadControl => ({
    id: `${formId}-${name}`,
    error: message(name),
    registration: register(name),
    ...(name === 'phone' ? { placeholder: phonePlaceholder, phoneHint: international } : {}),
  })

  /**
   * POSTs the form; `accept` takes a good answer (true) or leaves it to fail: the failure text, after it the
   * server's refusal when there is one, in an error toast.
   */
  const post = async <T>(
    path: string,
    payload: unknown,
    failure: string,
    accept: (answer: LeadAnswer<T>['answer']) => boolean,
  ) => {
    setSending(true)
    try {
      const { answer, refusal } = await postLead<T>(locale, path, payload)
      if (accept(answer)) return
      toasts.show('error', refusal ? `${failure}: ${refusal}` : failure)
    } catch {
      toasts.show('error', failure)
    } finally {
      setSending(false)
    }
  }

  return {
    locale,
    formId,
    member,
    open,
    setOpen,
    sending,
    toasts,
    areas,
    industries,
    form,
    message,
    control,
    post,
  }
}
