import type { NumberFieldServerComponent } from 'payload'
import { translate } from '@/i18n/messages'
import { adminLocale } from '../admin-locale'
import { MoneyInput } from './MoneyInput'

/** The back office's money field (see MoneyInput), with its texts in the staff member's admin language. */
export const MoneyField: NumberFieldServerComponent = ({ clientField, path, i18n, readOnly }) => {
  const locale = adminLocale(i18n?.language)
  const description = clientField.admin?.description
  return (
    <MoneyInput
      path={path ?? clientField.name}
      label={clientField.label}
      description={typeof description === 'function' ? undefined : description}
      required={clientField.required}
      readOnly={readOnly || clientField.admin?.readOnly}
      texts={{
        invalid: translate(locale, 'admin.money.invalid'),
        placeholder: translate(locale, 'admin.money.placeholder'),
      }}
    />
  )
}
