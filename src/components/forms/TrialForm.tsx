'use client'

import { useMemo } from 'react'
import { TRIAL_LIMITS, trialStepsFor } from '@/domain/trial-request'
import { useLocale, useTranslations } from '@/i18n/client'
import { MultiStepForm, type Option, type StepSpec } from './MultiStepForm'

/** The trial sample application's two steps (spec sections 3 and 5): product, then applicant. */
export function TrialForm({
  categories,
  industries,
  provinces,
  product,
}: {
  categories: Option[]
  industries: Option[]
  provinces: Option[]
  /** Pre-filled from the link that led here (/apply?sku=…&productName=…). */
  product: { sku: string; productName: string }
}) {
  const locale = useLocale()
  const t = useTranslations('leads.trial')
  const L = TRIAL_LIMITS
  const steps = useMemo<StepSpec[]>(
    () => [
      {
        name: 'product',
        fields: [
          { name: 'sku', kind: 'text', maxLength: L.sku },
          { name: 'productName', kind: 'text', maxLength: L.productName },
          { name: 'treeId', kind: 'select', options: categories, placeholder: t('selectCategory') },
          { name: 'productApplication', kind: 'textarea', maxLength: L.productApplication },
        ],
      },
      {
        name: 'applicant',
        fields: [
          { name: 'name', kind: 'text', maxLength: L.name, autoComplete: 'name' },
          { name: 'company', kind: 'text', maxLength: L.company, autoComplete: 'organization' },
          { name: 'department', kind: 'text', maxLength: L.department },
          { name: 'phone', kind: 'tel', maxLength: L.phone, autoComplete: 'tel' },
          { name: 'email', kind: 'email', maxLength: L.email, autoComplete: 'email' },
          { name: 'industryId', kind: 'select', options: industries, placeholder: t('selectIndustry') },
          { name: 'areaId', kind: 'select', options: provinces, placeholder: t('selectProvince') },
          { name: 'address', kind: 'text', maxLength: L.address, autoComplete: 'street-address' },
          { name: 'captcha', kind: 'captcha' },
          { name: 'agree', kind: 'checkbox' },
        ],
      },
    ],
    [categories, industries, provinces, t],
  )
  const initial = useMemo(() => ({ sku: product.sku, productName: product.productName }), [product])
  return (
    <MultiStepForm
      form="trial"
      endpoint="/try_out"
      steps={steps}
      defs={trialStepsFor(locale)}
      initial={initial}
      successBody={() => t('successBody')}
    />
  )
}
