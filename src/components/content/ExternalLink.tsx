import { getTranslations } from 'next-intl/server'
import type React from 'react'

/** A link to another site: new tab, no opener, and a screen-reader note that it opens a new tab. */
export async function ExternalLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: React.ReactNode
}) {
  const t = await getTranslations('content.common')
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> ({t('opensInNewTab')})</span>
    </a>
  )
}
