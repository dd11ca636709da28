'use client'

import { useEffect, useState } from 'react'
import { MAX_COUNT, MIN_COUNT, normalizeCount } from '@/domain/cart/line-price'

/**
 * The number of a cart line: − and + buttons around a number field (1–999, as on the product detail). The
 * field commits on blur or Enter; the buttons at once. `onChange` gets only counts that differ.
 */
export function CountStepper({
  count,
  label,
  decreaseLabel,
  increaseLabel,
  disabled,
  onChange,
}: {
  count: number
  label: string
  decreaseLabel: string
  increaseLabel: string
  disabled?: boolean
  onChange: (count: number) => void
}) {
  const [text, setText] = useState(String(count))
  useEffect(() => setText(String(count)), [count])
  const commit = (value: number) => {
    const next = normalizeCount(value)
    setText(String(next))
    if (next !== count) onChange(next)
  }
  return (
    <div className="inline-flex items-center">
      <button
        type="button"
        onClick={() => commit(count - 1)}
        disabled={disabled || count <= MIN_COUNT}
        aria-label={decreaseLabel}
        className="h-8 w-8 rounded-l-md border border-slate-300 text-slate-700 hover:bg-slate-50 disabled:text-slate-400"
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        data-testid="cart-count-input"
        aria-label={label}
        min={MIN_COUNT}
        max={MAX_COUNT}
        step={1}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => commit(normalizeCount(text))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(normalizeCount(text))
        }}
        className="h-8 w-14 border-y border-slate-300 text-center text-sm [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        onClick={() => commit(count + 1)}
        disabled={disabled || count >= MAX_COUNT}
        aria-label={increaseLabel}
        className="h-8 w-8 rounded-r-md border border-slate-300 text-slate-700 hover:bg-slate-50 disabled:text-slate-400"
      >
        +
      </button>
    </div>
  )
}
