import { getTranslations } from 'next-intl/server'
import { LOT_NUMBER_MAX } from '@/domain/documents/coa-lot'
import { CoaByLotForm } from './CoaByLotForm'

/**
 * The product page's "COA by lot number" box (issue 19): the certificate at once when the lot is on file, else
 * the COA request form, prefilled. Server part: the labels; the form is the small client component.
 */
export async function CoaByLot({ catalogNumber }: { catalogNumber: string }) {
  const t = await getTranslations('catalog.coaLot')
  return (
    <CoaByLotForm
      catalogNumber={catalogNumber}
      maxLength={LOT_NUMBER_MAX}
      labels={{
        heading: t('heading'),
        label: t('label'),
        placeholder: t('placeholder'),
        submit: t('submit'),
        sending: t('sending'),
        notFound: t('notFound', { lotNumber: '{lotNumber}' }),
        request: t('request'),
        invalid: t('invalid'),
        failure: t('failure'),
      }}
    />
  )
}
