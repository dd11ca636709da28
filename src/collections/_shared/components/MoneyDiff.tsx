'use client'

import { FieldDiffContainer, getHTMLDiffComponents, useTranslation } from '@payloadcms/ui'
import type { NumberFieldDiffClientComponent } from 'payload'
import { formatFen } from '@/domain/cart/money'

/** A stored amount as staff read it ("¥1,080.00"); no amount (inquiry) stays empty. */
function yuan(value: unknown): string {
  return typeof value === 'number' && Number.isInteger(value) ? formatFen(value) : ''
}

/**
 * A money field in the version compare view (issue 30): before and after in yuan, "¥980.00 → ¥1,080.00", not the
 * stored fen ("98000 → 108000"). Payload's own number diff, with the values formatted.
 */
export const MoneyDiff: NumberFieldDiffClientComponent = ({
  comparisonValue,
  versionValue,
  field,
  locale,
  nestingLevel,
}) => {
  const { i18n } = useTranslation()
  const from = yuan(comparisonValue)
  const to = yuan(versionValue)
  const empty = '<span class="html-diff-no-value"><span>'
  const { From, To } = getHTMLDiffComponents({
    fromHTML: `<p>${from || (from === to ? empty : '')}</p>`,
    toHTML: `<p>${to || (from === to ? empty : '')}</p>`,
    tokenizeByCharacter: false,
  })
  return (
    <FieldDiffContainer
      className="text-diff money-diff"
      From={From}
      i18n={i18n}
      label={{ label: field.label, locale }}
      nestingLevel={nestingLevel}
      To={To}
    />
  )
}
