'use client'

import { useState } from 'react'
import { MEMBER_CHANGED_EVENT } from '@/components/shell/member-store'
import { useLocale, useTranslations } from '@/i18n/client'
import { apiClient } from '@/lib/api-client'

/**
 * A first-login step's POST: done, the shell learns the member changed (and moves on to the next step);
 * refused, the server's message (else 'failed') becomes the dialog's note.
 */
export function useFirstLoginSubmit<T>(path: string) {
  const t = useTranslations('account')
  const locale = useLocale()
  const [note, setNote] = useState<string | null>(null)
  const submit = async (values: T) => {
    const answer = await apiClient(locale).post(path, values)
    if (answer.ok) window.dispatchEvent(new Event(MEMBER_CHANGED_EVENT))
    else setNote(answer.msg || t('failed'))
  }
  return { note, setNote, submit }
}
