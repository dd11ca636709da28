'use client'

import { useTranslations } from '@/i18n/client'
import type { FieldMessage, Tone } from './toolbox-state'

const TONE_CLASS: Record<Tone, string> = {
  error: 'border-red-300 bg-red-50 text-red-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-brand-100 bg-brand-50 text-brand-900',
  prompt: 'border-transparent bg-transparent px-0 text-slate-500',
}

const TONE_MARK: Record<Tone, string> = { error: '✕', warning: '!', info: 'i', prompt: '' }

/**
 * The library's messages for one field or result block (errors, hints, warnings, infos), rendered from the
 * `toolbox.codes` texts in the page's language. Always present (empty when there is nothing to say), so that
 * the field's `aria-describedby` can point at it and screen readers hear changes.
 */
export function FieldMessages({
  id,
  messages = [],
  children,
}: {
  id: string
  messages?: readonly FieldMessage[]
  children?: React.ReactNode
}) {
  const t = useTranslations('toolbox')
  return (
    <div id={id} aria-live="polite" className="empty:hidden">
      {messages.length > 0 ? (
        <ul className="mt-1.5 space-y-1">
          {messages.map((message) => (
            <li
              key={message.key}
              data-code={message.key}
              data-tone={message.tone}
              className={`flex gap-2 rounded border px-2 py-1 text-sm ${TONE_CLASS[message.tone]}`}
            >
              {TONE_MARK[message.tone] ? (
                <span aria-hidden="true" className="font-semibold">
                  {TONE_MARK[message.tone]}
                </span>
              ) : null}
              <span>{t(`codes.${message.key}`, message.params)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  )
}
