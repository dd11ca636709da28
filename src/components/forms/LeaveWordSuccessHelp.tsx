'use client'

import { useTranslations } from '@/i18n/client'

/** The success help line of the online message ('Need help now? Call …'), with the hotline as a tel: link. */
export function LeaveWordSuccessHelp({ phone, className }: { phone: string; className?: string }) {
  const t = useTranslations('forms')
  return (
    <p className={className}>
      {t.rich('leaveWord.successHelp', {
        phone,
        tel: (chunks) => (
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="underline">
            {chunks}
          </a>
        ),
      })}
    </p>
  )
}
