/*
 * The message namespaces the shell's pop-ups load when they first open (LAZY_NAMESPACES,
 * src/components/shell/LazyDialogs.tsx): `GET /api/i18n/cn/leads`. Built once per locale and namespace
 * (static JSON); anything else is 404.
 */
import { LAZY_NAMESPACES, pickMessages } from '@/i18n/client-messages'
import { routing } from '@/i18n/routing'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => LAZY_NAMESPACES.map((namespace) => ({ locale, namespace })))
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; namespace: string }> }) {
  const { locale, namespace } = await params
  const knownLocale = routing.locales.find((l) => l === locale)
  const knownNamespace = LAZY_NAMESPACES.find((n) => n === namespace)
  if (!knownLocale || !knownNamespace) return Response.json({ code: 'E0404' }, { status: 404 })
  return Response.json(pickMessages(knownLocale, [knownNamespace]))
}
