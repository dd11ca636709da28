'use client'

import { TextareaField, TextField, useLocale, useTranslation } from '@payloadcms/ui'
import type { TextareaFieldClientProps, TextFieldClientProps } from 'payload'
import { useCallback } from 'react'
import { looksChinese } from '@/domain/content/script-check'
import { adminLocale } from '../admin-locale'

type Props = (TextFieldClientProps | TextareaFieldClientProps) & {
  /** The refusal in both admin languages (set by src/collections/_shared/language-guard.ts). */
  messages: { cn: string; en: string }
}

/**
 * A localized text or textarea field of the back office with the wrong-language check in the form itself (issue
 * 22): while the English content is edited, Chinese words typed into it make the field invalid as they are typed,
 * so a save is stopped in the browser and the field is marked with the message in the admin's language. The
 * server's check (the field's `validate`, language-guard.ts) still refuses any other write; without this one the
 * form only learnt of the refusal from the save's answer, which a slower form-state answer to the typing (sent
 * before the save, merged after it) then cleared.
 */
export function LanguageGuardedField({ messages, ...props }: Props) {
  const { code } = useLocale()
  const { i18n } = useTranslation()
  const message = messages[adminLocale(i18n.language)]
  const validate = useCallback(
    (value: unknown) => (code === 'en' && looksChinese(value) ? message : true),
    [code, message],
  )
  if (props.field.type === 'textarea') {
    return <TextareaField {...(props as TextareaFieldClientProps)} validate={validate} />
  }
  return <TextField {...(props as TextFieldClientProps)} validate={validate} />
}
