'use client'

import { TextareaField, TextField, useFieldPath, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import type { TextareaFieldClientProps, TextFieldClientProps } from 'payload'
import { useCallback, useEffect } from 'react'
import { looksChinese } from '@/domain/content/script-check'
import { adminLocale } from '../admin-locale'

type Props = (TextFieldClientProps | TextareaFieldClientProps) & {
  /** The refusal in both admin languages (set by src/collections/_shared/language-guard.ts). */
  messages: { cn: string; en: string }
}

/**
 * A localized text or textarea field of the back office with the wrong-language check in the form itself (issue
 * 22): while the English content is edited, Chinese words typed into it make the field invalid, and the field is
 * marked with the message in the admin's language. The server's check (the field's `validate`, language-guard.ts)
 * refuses the save whatever the client.
 *
 * The mark is held by this component, not left to the form state alone: Payload's edit view answers each change
 * with a server form state computed without validation (it was sent before the save), and merging that answer marks
 * every field valid again, so the save's refusal vanished from the field when the answer to the last keystroke
 * arrived after it (measured: a save clicked right after typing lost its mark 200 ms later).
 */
export function LanguageGuardedField({ messages, ...props }: Props) {
  const { code } = useLocale()
  const { i18n } = useTranslation()
  const message = messages[adminLocale(i18n.language)]
  const path = useFieldPath() || props.path || props.field.name
  const validate = useCallback(
    (value: unknown) => (code === 'en' && looksChinese(value) ? message : true),
    [code, message],
  )
  const state = useFormFields(([fields]) => fields[path])
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields)
  const refused = state !== undefined && validate(state.value) !== true
  const marked = state?.valid === false && state.errorMessage === message
  useEffect(() => {
    if (refused && !marked) dispatch({ type: 'UPDATE', path, valid: false, errorMessage: message })
  }, [refused, marked, dispatch, path, message])
  if (props.field.type === 'textarea') {
    return <TextareaField {...(props as TextareaFieldClientProps)} validate={validate} />
  }
  return <TextField {...(props as TextFieldClientProps)} validate={validate} />
}
