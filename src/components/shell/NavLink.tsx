'use client'

import { useTranslations } from 'next-intl'
import type { ComponentProps, ReactNode } from 'react'
import type { NavTarget } from '@/domain/navigation'
import { Link } from '@/i18n/navigation'

type Props = NavTarget & {
  children: ReactNode
  className?: string
  onClick?: () => void
} & Omit<ComponentProps<'a'>, 'href' | 'children' | 'className' | 'onClick' | 'target' | 'rel'>

/**
 * A navigation link: site routes through next-intl's Link (adds /en on the English site); outside URLs
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
