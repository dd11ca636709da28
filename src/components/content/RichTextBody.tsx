import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConverters, type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import type React from 'react'
import { isInternalLink, isSafeExternalLink } from '@/domain/content/content-sections'
import { localizedPath } from '@/domain/content/content-urls'
import type { Locale } from '@/i18n/routing'
import type { RichTextData } from '@/lib/data/content'

type HeadingLevel = 2 | 3 | 4
type LinkFields = {
  url?: string
  newTab?: boolean
  linkType?: 'custom' | 'internal'
  doc?: { relationTo?: string; value?: number | { id?: number; catalogNumber?: string } } | null
}

/** Internal paths get the page's language prefix; other URLs must be http(s), mailto, tel or an anchor. */
function safeHref(url: string | undefined, locale: Locale): string | null {
  if (!url) return null
  if (url.startsWith('#')) return url
  if (isInternalLink(url)) {
    if (/^\/(en|api|admin)(\/|$|\?)/.test(url)) return url
    return localizedPath(locale, url)
  }
  if (isSafeExternalLink(url) || /^(mailto|tel):[^\s]+$/i.test(url)) return url
  return null
}

function internalDocHref(doc: LinkFields['doc'], locale: Locale): string | null {
  const value = doc?.value
  const id = typeof value === 'object' ? value?.id : value
  if (doc?.relationTo === 'articles' && id) return localizedPath(locale, `/article?id=${id}`)
  if (doc?.relationTo === 'products' && typeof value === 'object' && value?.catalogNumber) {
    return localizedPath(locale, `/product-detail?catalogNumber=${encodeURIComponent(value.catalogNumber)}`)
  }
  return null
}

/**
 * Renders an article's Lexical rich text on the server with Payload's JSX converters (no stored HTML is ever
 * injected). Headings are shifted below the page's own heading (`headingBase`: the body's h1 becomes an h2
 * or h3), and links are checked: unsafe URLs render as plain text, internal ones keep the page's language.
 */
export function RichTextBody({
  data,
  locale,
  headingBase = 2,
}: {
  data: RichTextData | null
  locale: Locale
  headingBase?: HeadingLevel
}) {
  if (!data) return null
  const converters: JSXConvertersFunction = ({ defaultConverters }) => {
    const renderLink = (fields: LinkFields, children: React.ReactNode) => {
      const href = fields.linkType === 'internal' ? internalDocHref(fields.doc, locale) : safeHref(fields.url, locale)
      if (!href) return <span>{children}</span>
      return fields.newTab ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <a href={href}>{children}</a>
      )
    }
    const link: JSXConverters['link'] = ({ node, nodesToJSX }) =>
      renderLink(node.fields as LinkFields, nodesToJSX({ nodes: node.children }))
    const autolink: JSXConverters['autolink'] = ({ node, nodesToJSX }) =>
      renderLink(node.fields as LinkFields, nodesToJSX({ nodes: node.children }))
    return {
      ...defaultConverters,
      heading: ({ node, nodesToJSX }) => {
        const level = Number(String((node as { tag?: string }).tag ?? 'h2').slice(1)) || 2
        const shifted = Math.min(6, headingBase + level - 1)
        const Tag = `h${shifted}` as 'h2'
        return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
      },
      link,
      autolink,
    }
  }
  return (
    <RichText
      data={data as unknown as SerializedEditorState}
      converters={converters}
      className="rich-text space-y-4 leading-relaxed text-slate-700 [&_a]:text-brand-600 [&_a]:underline [&_a:hover]:text-brand-700 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600 [&_h2]:pt-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_ul]:list-disc [&_ul]:pl-6"
    />
  )
}
