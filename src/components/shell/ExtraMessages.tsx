'use client'

import type { ReactNode } from 'react'
import { IntlProvider, type MessageTree, useLocale, useMessages } from '@/i18n/client'

type Tree = MessageTree

function merge(into: Tree, from: Tree): Tree {
  const out: Tree = { ...into }
  for (const [key, value] of Object.entries(from)) {
    const existing = out[key]
    out[key] =
      existing && typeof existing === 'object' && value && typeof value === 'object' && !Array.isArray(value)
        ? merge(existing as Tree, value as Tree)
        : value
  }
  return out
}

/**
 * Adds message namespaces to the page's shared ones (src/i18n/client-messages.ts) for the components below:
 * a page's own (`<ExtraMessages messages={pickMessages(locale, ['account'])}>` from a server component) or a
 * pop-up's loaded ones. Only the extra messages travel to the browser.
 */
export function ExtraMessages({ messages, children }: { messages: MessageTree; children: ReactNode }) {
  const locale = useLocale()
  const outer = useMessages()
  return (
    <IntlProvider locale={locale} messages={merge(outer, messages)}>
      {children}
    </IntlProvider>
  )
}
