/*
 * The message namespaces the shell's pop-ups load when they first open (LAZY_NAMESPACES,
 * src/components/shell/LazyDialogs.tsx): `GET /api/i18n/cn/leads`; anything else is 404. Cached for five
 * minutes (browsers and CDNs), so a deployment's new texts reach the pop-ups soon: the URL carries no build id.
 */
import { LAZY_NAMESPACES, pickMessages } from '@/i18n/client-messages'
import { routing } from '@/i18n/routing'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; namespace: string }> }) {
  const { locale, namespace } = await params
  const knownLocale = routing.locales.find((l) => l === locale)
  const knownNamespace = LAZY_NAMESPACES.find((n) => n === namespace)
  if (!knownLocale || !knownNamespace) return Response.json({ code: 'E0404' }, { status: 404 })
  return Response.json(pickMessages(knownLocale, [knownNamespace]), {
    headers: { 'cache-control': 'public, max-age=300' },
  })
}
