'use client'

import { useState } from 'react'
import { useMember } from '@/components/shell/member-store'
import { BindPhoneDialog } from './BindPhoneDialog'
import { CompletionDialog } from './CompletionDialog'

/**
 * The first-login steps (spec sections 3 and 7: /user/phone/message, /user/completion): a member without a phone
 * is asked to bind one, then one with missing details to complete them. Shown once per page view; "Later"
 * closes it until the next page.
 */
export function FirstLoginDialogs() {
  const member = useMember()
  const [dismissed, setDismissed] = useState(false)
  if (member.status !== 'member' || dismissed) return null
  if (member.needsPhone) return <BindPhoneDialog onClose={() => setDismissed(true)} />
  if (member.needsCompletion) return <CompletionDialog onClose={() => setDismissed(true)} />
  return null
}
