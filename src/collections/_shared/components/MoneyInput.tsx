'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClient, StaticDescription, StaticLabel } from 'payload'
import { useEffect, useId, useState } from 'react'
import { fenToYuanText, parseYuan } from '@/domain/cart/money'

interface Props {
  path: string
  label?: StaticLabel | false
  description?: StaticDescription
  required?: boolean
  readOnly?: boolean
  texts: { invalid: string; placeholder: string }
}

/**
 * A money field of the back office (issue 22): staff read and type yuan with two decimals ("980.00"), the form
 * keeps integer fen (98000), as the database always has. An amount that is not yuan (three decimals, letters,
 * negative) is kept as typed so the form's validation refuses to save it, with a message saying how to type it.
 */
export function MoneyInput({ path, label, description, required, readOnly, texts }: Props) {
  const { value, setValue, showError, errorMessage } = useField<number | string | null>({ path })
  const id = useId()
  const [text, setText] = useState(() => (typeof value === 'number' ? fenToYuanText(value) : (value ?? '')))
  const [invalid, setInvalid] = useState(false)

  // A value set from outside (document loaded, version restored) shows as yuan.
  useEffect(() => {
    setText((current) => {
      if (typeof value === 'number') return parseYuan(current) === value ? current : fenToYuanText(value)
      if (value === null || value === undefined) return parseYuan(current) === null ? current : ''
      return current
    })
  }, [value])

  const onChange = (next: string) => {
    setText(next)
    const fen = parseYuan(next)
    setInvalid(fen === 'invalid')
    setValue(fen === 'invalid' ? next : fen)
  }

  return (
    <div className={`field-type number${showError || invalid ? ' error' : ''}`} data-money-field={path}>
      <FieldLabel htmlFor={id} label={label || undefined} required={required} path={path} />
      <div className="field-type__wrap" style={{ position: 'relative' }}>
        {(showError || invalid) && (
          <FieldError path={path} message={invalid ? texts.invalid : errorMessage} showError />
        )}
        <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <span aria-hidden="true">¥</span>
          <input
            id={id}
            name={path}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            placeholder={texts.placeholder}
            disabled={readOnly}
            onChange={(e) => onChange(e.target.value)}
            onBlur={() => {
              const fen = parseYuan(text)
              if (typeof fen === 'number') setText(fenToYuanText(fen))
            }}
          />
        </div>
      </div>
      <FieldDescription description={description} path={path} />
    </div>
  )
}

export type MoneyClientField = Pick<NumberFieldClient, 'label' | 'required'> & {
  admin?: { description?: StaticDescription }
}
