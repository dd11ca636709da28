'use client'

import { useEffect, useMemo, useState } from 'react'
import { award, PAPER_AWARD_LIMITS, PAPER_AWARD_STEP_DEFS } from '@/domain/leads/paper-award'
import { useLocale, useTranslations } from '@/i18n/client'
import { apiClient } from '@/lib/api-client'
import { MultiStepForm, type Option, type StepSpec, type Values } from './MultiStepForm'

const cny = (fen: number) => (fen / 100).toLocaleString('en-US')

/**
 * The paper award application's five steps (spec sections 3 and 5): applicant, lab, paper, product,
 * remittance. A logged-in member's basic data is filled in (GET /api/v1/paper_reward/member). The award shown
 * on the paper step is a preview: the server computes the real one from the impact factor.
 */
export function PaperAwardForm({ areas }: { areas: Option[] }) {
  const locale = useLocale()
  const t = useTranslations('leads.paperAward')
  const [initial, setInitial] = useState<Values>({})
  const [prefilled, setPrefilled] = useState(false)
  const L = PAPER_AWARD_LIMITS

  useEffect(() => {
    let live = true
    void apiClient(locale)
      .get<Record<string, unknown> | null>('/paper_reward/member', { cache: 'no-store' })
      .then((answer) => {
        if (!live || !answer.ok || !answer.data) return
        const d = answer.data
        setInitial({
          name: d.name ?? '',
          company: d.company ?? '',
          department: d.department ?? '',
          phone: d.phone ?? '',
          email: d.email ?? '',
          areaId: d.areaId ? String(d.areaId) : '',
        })
        setPrefilled(true)
      })
    return () => {
      live = false
    }
  }, [locale])

  const steps = useMemo<StepSpec[]>(
    () => [
      {
        name: 'applicant',
        fields: [
          { name: 'name', kind: 'text', maxLength: L.name, autoComplete: 'name' },
          { name: 'company', kind: 'text', maxLength: L.company, autoComplete: 'organization' },
          { name: 'department', kind: 'text', maxLength: L.department },
          { name: 'areaId', kind: 'select', options: areas, placeholder: t('selectArea') },
          { name: 'phone', kind: 'tel', maxLength: L.phone, autoComplete: 'tel' },
          { name: 'email', kind: 'email', maxLength: L.email, autoComplete: 'email' },
          { name: 'idNumber', kind: 'text', maxLength: L.idNumber },
          { name: 'title', kind: 'text', maxLength: L.title },
          {
            name: 'imageId1',
            kind: 'file',
            purpose: 'id-image',
            accept: 'image/jpeg,image/png,image/webp',
            hint: t('imageHint'),
          },
          {
            name: 'imageId2',
            kind: 'file',
            purpose: 'id-image',
            accept: 'image/jpeg,image/png,image/webp',
            hint: t('imageHint'),
          },
        ],
      },
      {
        name: 'lab',
        fields: [
          { name: 'mentor', kind: 'text', maxLength: L.mentor },
          { name: 'labPhone', kind: 'tel', maxLength: L.labPhone },
          { name: 'labAddress', kind: 'textarea', maxLength: L.labAddress },
        ],
      },
      {
        name: 'paper',
        fields: [
          { name: 'paperTitle', kind: 'textarea', maxLength: L.paperTitle },
          { name: 'magazinePublished', kind: 'text', maxLength: L.magazinePublished },
          { name: 'influenceFactor', kind: 'text', maxLength: L.influenceFactor },
          { name: 'issueTime', kind: 'date', maxLength: L.issueTime },
          { name: 'doi', kind: 'text', maxLength: L.doi },
          { name: 'firstAuthor', kind: 'text', maxLength: L.firstAuthor },
          { name: 'correspondingAuthor', kind: 'text', maxLength: L.correspondingAuthor },
          { name: 'paperFiles', kind: 'files', purpose: 'paper', accept: 'application/pdf', hint: t('pdfHint') },
          { name: 'authorDeclaration', kind: 'checkbox' },
        ],
        extra: (values) => {
          const amounts = award(Number(values.influenceFactor))
          return (
            <p className="rounded bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="bonus-preview">
              {t('bonusAmount')}:{' '}
              {amounts.grossFen > 0
                ? t('bonusPreview', {
                    gross: cny(amounts.grossFen),
                    tax: cny(amounts.taxFen),
                    net: cny(amounts.netFen),
                  })
                : t('bonusUnknown')}
            </p>
          )
        },
      },
      {
        name: 'product',
        fields: [
          { name: 'sku', kind: 'text', maxLength: L.sku },
          { name: 'productName', kind: 'text', maxLength: L.productName },
          { name: 'buyPackaging', kind: 'text', maxLength: L.buyPackaging },
          { name: 'distr', kind: 'text', maxLength: L.distr },
        ],
      },
      {
        name: 'remittance',
        fields: [
          { name: 'remittancesAccount', kind: 'text', maxLength: L.remittancesAccount },
          { name: 'username', kind: 'text', maxLength: L.username },
          { name: 'openingBank', kind: 'text', maxLength: L.openingBank },
          { name: 'captcha', kind: 'captcha' },
        ],
      },
    ],
    [areas, t],
  )

  return (
    <MultiStepForm
      form="paperAward"
      endpoint="/paper_reward"
      steps={steps}
      defs={PAPER_AWARD_STEP_DEFS}
      initial={initial}
      notice={prefilled ? t('memberPrefilled') : null}
      successBody={(data) =>
        t('successBody', { amount: String((data as { bonusAmount?: number })?.bonusAmount ?? '') })
      }
    />
  )
}
