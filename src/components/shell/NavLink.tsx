'use client'

import type { ComponentProps, ReactNode } from 'react'
import type { NavTarget } from '@/domain/content/navigation'
import { useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'

type Props = NavTarget & {
  children: ReactNode
  className?: string
  onClick?: () => void
} & Omit<ComponentProps<'a'>, 'href' | 'children' | 'className' | 'onClick' | 'target' | 'rel'>

/**
 * A navigation link: site routes through the locale Link (adds /en on the English site); outside URLs
 * (join us) open in a new tab with rel=noopener.
 */
export function NavLink({ href, external, children, className, onClick, ...rest }: Props) {
  const t = useTranslations('shell.nav')
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick} {...rest}>
        {children}
        <span className="sr-only">{t('newTab')}</span>
      </a>
    )
  }
  return (
    <Link href={href} className={className} onClick={onClick} {...rest}>
      {children}
    </Link>
  )
}
