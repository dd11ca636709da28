'use client'

import { useEffect, useMemo, useState } from 'react'
import { memberPrefill } from '@/components/leads/member-prefill'
import { internationalPhone } from '@/components/leads/PhoneHint'
import { useMember } from '@/components/shell/member-store'
import { TRIAL_LIMITS, trialStepsFor } from '@/domain/leads/trial-request'
import { useLocale, useTranslations } from '@/i18n/client'
import { apiClient } from '@/lib/api-client'
import { MultiStepForm, type Option, type StepSpec, type Values } from './MultiStepForm'

/** Suggestions the catalog-number lookup offers, and how long typing must pause before it asks. */
const LOOKUP_SIZE = 8
const LOOKUP_DELAY_MS = 250

type Found = { catalogNumber: string; name: string; categoryId: number | null }

/**
 * The trial sample application's two steps (spec sections 3 and 5): product, then applicant. Typing a catalog
 * number offers matching products (GET /search/product, debounced) and fills in the product name and category
 * when it names one (issue 16); a member's profile fills the applicant step.
 */
export function TrialRequestForm({
  categories,
  industries,
  provinces,
  categoryRoots,
  product,
}: {
  categories: Option[]
  industries: Option[]
  provinces: Array<Option & { code?: string }>
  /** Each category's top-level category (the choices of `treeId`). */
  categoryRoots: Record<number, number>
  /** Pre-filled from the link that led here (/apply?sku=…&productName=…). */
  product: { sku: string; productName: string }
}) {
  const locale = useLocale()
  const t = useTranslations('leads.trialRequest')
  const hints = useTranslations('forms.phoneHint')
  const member = useMember()
  const L = TRIAL_LIMITS
  const [area, setArea] = useState<unknown>('')
  const [sku, setSku] = useState(product.sku)
  const [found, setFound] = useState<Found[]>([])
  const [patch, setPatch] = useState<Values>()
  const international = internationalPhone(locale, provinces, area)

  // The lookup: debounced, the last answer wins, an exact catalog number fills name and category.
  useEffect(() => {
    const keywords = sku.trim()
    if (keywords.length < 2) {
      setFound([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      const answer = await apiClient(locale).get<{ list?: Found[] }>('/search/product', {
        query: { keywords, size: LOOKUP_SIZE },
        signal: controller.signal,
      })
      // Aborted or offline: no suggestions, the visitor types on.
      if (answer.status === 0) return
      const list = answer.ok && Array.isArray(answer.data?.list) ? answer.data.list : []
      setFound(list)
      // Runs once per typed value (the effect's dependency), so a name edited afterwards stays.
      const exact = list.find((p) => p.catalogNumber.toUpperCase() === keywords.toUpperCase())
      if (exact) {
        const root = exact.categoryId !== null ? categoryRoots[exact.categoryId] : undefined
        setPatch({
          sku: exact.catalogNumber,
          productName: exact.name.slice(0, L.productName),
          ...(root !== undefined ? { treeId: String(root) } : {}),
        })
      }
    }, LOOKUP_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [sku, locale, categoryRoots])

  const steps = useMemo<StepSpec[]>(
    () => [
      {
        name: 'product',
        fields: [
          {
            name: 'sku',
            kind: 'text',
            maxLength: L.sku,
            hint: t('skuHint'),
            suggestions: found.map((p) => ({ value: p.catalogNumber, label: `${p.catalogNumber} ${p.name}` })),
          },
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
          {
            name: 'phone',
            kind: 'tel',
            maxLength: L.phone,
            autoComplete: 'tel',
            ...(international ? { placeholder: hints('example'), hint: hints('international') } : {}),
          },
          { name: 'email', kind: 'email', maxLength: L.email, autoComplete: 'email' },
          { name: 'industryId', kind: 'select', options: industries, placeholder: t('selectIndustry') },
          { name: 'areaId', kind: 'select', options: provinces, placeholder: t('selectProvince') },
          { name: 'address', kind: 'text', maxLength: L.address, autoComplete: 'street-address' },
          { name: 'captcha', kind: 'captcha' },
          { name: 'agree', kind: 'checkbox' },
        ],
      },
    ],
    [categories, industries, provinces, t, hints, found, international],
  )
  const initial = useMemo(
    () => ({
      sku: product.sku,
      productName: product.productName,
      ...memberPrefill(
        member,
        {},
        {
          name: 'name',
          company: 'company',
          department: 'department',
          phone: 'phone',
          email: 'email',
          industryId: 'industryId',
          areaId: 'areaId',
        },
        { industryId: industries, areaId: provinces },
      ),
    }),
    [product, member, industries, provinces],
  )
  useEffect(() => {
    if (initial.areaId) setArea((current: unknown) => current || initial.areaId)
  }, [initial.areaId])
  return (
    <MultiStepForm
      form="trialRequest"
      endpoint="/try_out"
      steps={steps}
      defs={trialStepsFor(locale)}
      initial={initial}
      patch={patch}
      onChange={(name, value) => {
        if (name === 'sku') setSku(String(value ?? ''))
        if (name === 'areaId') setArea(value)
      }}
      successBody={() => t('successBody')}
    />
  )
}
