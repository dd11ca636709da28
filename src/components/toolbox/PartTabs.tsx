'use client'

import { type KeyboardEvent, useRef } from 'react'
import { useTranslations } from '@/i18n/client'
import { PARTS, type Part } from './toolbox-state'

const LABEL_KEY: Record<Part, string> = {
  'probe-design': 'parts.probeDesign',
  'product-molecules': 'parts.productMolecules',
  'reaction-system': 'parts.reactionSystem',
}

/**
 * The three parts as an ARIA tab list (arrow keys, Home and End move between tabs; the panels' ids are the
 * parts' anchors: #probe-design, #product-molecules, #reaction-system).
 */
export function PartTabs({ part, onSelect }: { part: Part; onSelect: (part: Part) => void }) {
  const t = useTranslations('toolbox')
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})
  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = PARTS.length - 1
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % PARTS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % PARTS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    const target = PARTS[next] as Part
    onSelect(target)
    refs.current[target]?.focus()
  }
  return (
    <div
      role="tablist"
      aria-label={t('parts.label')}
      className="flex gap-1 overflow-x-auto border-b border-slate-200 print:hidden"
    >
      {PARTS.map((p, index) => {
        const selected = p === part
        return (
          <button
            key={p}
            ref={(element) => {
              refs.current[p] = element
            }}
            type="button"
            role="tab"
            id={`tab-${p}`}
            aria-selected={selected}
            aria-controls={p}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(p)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors ${
              selected
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            <span className="mr-1.5 inline-flex size-5 items-center justify-center rounded-full bg-slate-100 text-xs text-slate-600">
              {index + 1}
            </span>
            {t(LABEL_KEY[p])}
          </button>
        )
      })}
    </div>
  )
}
