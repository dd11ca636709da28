'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { useToasts } from '@/components/ui/Toast'
import { useLocale, useTranslations } from '@/i18n/client'
import { type ApiClient, type ApiResult, type ApiSuccess, apiClient } from '@/lib/api-client'

/**
 * The server's field errors of a refused save (`data.errors`: field → localized message), shown beside the
 * fields until the next attempt; the values typed stay in the form.
 */
function useServerErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({})
  return {
    errors,
    clear: () => setErrors({}),
    /** Keeps the answer's field errors; true when there were any. */
    take: (answer: ApiResult<unknown>) => {
      const found =
        !answer.ok && answer.data && typeof answer.data === 'object'
          ? (answer.data as { errors?: unknown }).errors
          : null
      if (found && typeof found === 'object') {
        setErrors(found as Record<string, string>)
        return true
      }
      setErrors({})
      return false
    },
  }
}

/**
 * A user-centre form (profile, password, phone): checked in the browser with the server's zod schema, sent
 * with `send`; refused, the server's field errors stand beside their fields (else its localized message, or
 * 'failed', in a toast) and what was typed stays; saved, `onSaved` runs, `savedText` (if given) becomes a success
 * toast and, with `resetOnSave`, the form empties. Render the toasts with `<Toast {...toast} />`.
 */
export function useUserCentreForm<Input extends FieldValues, Output extends FieldValues, Data = unknown>(options: {
  schema: z.ZodType<Output, Input>
  defaultValues: DefaultValues<Input>
  send: (api: ApiClient, values: Output) => Promise<ApiResult<Data>>
  onSaved?: (answer: ApiSuccess<Data>) => void
  /** The success toast's text (none without it). */
  savedText?: (answer: ApiSuccess<Data>) => string
  resetOnSave?: boolean
  toastMs: number
}) {
  const t = useTranslations('userCentre')
  const account = useTranslations('account')
  const locale = useLocale()
  const server = useServerErrors()
  const { toasts, show, dismiss } = useToasts(options.toastMs)
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    mode: 'onBlur',
    defaultValues: options.defaultValues,
  })
  const { errors } = form.formState

  /** The field's message: the server's, else the schema's (a key of the `account` messages), else null. */
  const error = (field: Path<Input> & keyof Input) => {
    const message = errors[field]?.message
    return server.errors[field] ?? (typeof message === 'string' && message ? account(message) : null)
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await options.send(apiClient(locale), values)
    if (answer.ok) {
      server.clear()
      options.onSaved?.(answer)
      if (options.resetOnSave) form.reset()
      if (options.savedText) show('success', options.savedText(answer))
    } else if (!server.take(answer)) show('error', answer.msg || t('common.failed'))
  })

  return { form, error, onSubmit, show, toast: { toasts, onDismiss: dismiss, closeLabel: t('common.cancel') } }
}
