'use client'

import { acceptsInternationalPhone } from '@/domain/shared/validation'
import { useTranslations } from '@/i18n/client'

/**
 * Issue 16: whether a form's phone takes an international number (the English site, or the area outside mainland
 * China chosen in `area`), from the form's area options (GET /distributor/area gives each one's code).
 */
export function internationalPhone(
  locale: string,
  areas: ReadonlyArray<{ id: number; code?: string }>,
  area: unknown,
): boolean {
  const chosen = areas.find((a) => String(a.id) === String(area ?? ''))
  return acceptsInternationalPhone(locale, chosen?.code)
}

/** The line under a phone field that takes international numbers: type + and the country code. */
export function PhoneHint({ id }: { id: string }) {
  const t = useTranslations('forms.phoneHint')
  return (
    <p id={id} data-testid="phone-hint" className="mt-1 text-xs text-slate-500">
      {t('international')}
    </p>
  )
}

/** The placeholder of such a field (an example number with its country code). */
export function usePhonePlaceholder(international: boolean): string | undefined {
  const t = useTranslations('forms.phoneHint')
  return international ? t('example') : undefined
}
