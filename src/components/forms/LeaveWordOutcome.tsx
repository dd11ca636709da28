'use client'

import { MessageBox } from '@/components/ui/MessageBox'
import { Toast } from '@/components/ui/Toast'
import type { ToastItem } from '@/components/ui/use-toasts'
import { useTranslations } from '@/i18n/client'
import { LeaveWordSuccessHelp } from './LeaveWordSuccessHelp'

/**
 * What the footer's online message form shows after a submit: the success box ('Message Succeeded' and the help
 * line with the hotline) and the warning and error toasts. Its own chunk, which the form loads when it is first
 * focused, so the message box and toast code is not in every page's first load.
 */
export function LeaveWordOutcome({
  succeeded,
  onCloseSuccess,
  toasts,
  onDismiss,
  phone,
}: {
  succeeded: boolean
  onCloseSuccess: () => void
  toasts: ToastItem[]
  onDismiss: (id: number) => void
  /** The hotline shown in the success box's help line. */
  phone: string
}) {
  const t = useTranslations('forms')
  return (
    <>
      <MessageBox
        open={succeeded}
        title={t('leaveWord.successTitle')}
        confirmLabel={t('leaveWord.confirm')}
        onClose={onCloseSuccess}
      >
        <p>{t('leaveWord.successBody')}</p>
        <LeaveWordSuccessHelp phone={phone} className="text-slate-500 [&_a]:text-brand-600" />
      </MessageBox>
      <Toast toasts={toasts} onDismiss={onDismiss} closeLabel={t('ui.close')} />
    </>
  )
}
