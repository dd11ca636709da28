import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type React from 'react'

/**
 * A custom back-office page (the inbox, the channel report): Payload's admin frame (navigation, header) around a
 * title and the page's content.
 */
export function AdminViewPage({
  view: { initPageResult, params, searchParams },
  title,
  children,
}: {
  view: Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'>
  title: string
  children: React.ReactNode
}) {
  const { req } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter>
        <h1 style={{ margin: '24px 0 8px' }}>{title}</h1>
        {children}
      </Gutter>
    </DefaultTemplate>
  )
}
