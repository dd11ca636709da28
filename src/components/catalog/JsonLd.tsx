import { jsonLdText } from '@/domain/catalog/catalog-seo'

/** Structured data for search engines (schema.org), as a JSON-LD script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; jsonLdText escapes <, > and &
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
