import type { Payload, TypedUser } from 'payload'
import { hasRole } from '../../access/roles'
import { localizedPath } from '../../domain/catalog/catalog-seo'
import type { Locale } from '../../i18n/routing'
import { type ProductDetail, productDetailOf } from '../../lib/data/catalog'

/**
 * Draft preview (issue 22, publishing): staff open the public product page of a draft, or of the draft in hand of
 * a published product, from the admin's "预览 / Preview" button (`admin.preview` of products →
 * /api/preview?id=…&locale=… → /product-preview/{id}, /en/product-preview/{id}). Two keys are needed, each checked on every
 * request: Next's draft mode (set by /api/preview for a staff session) and a valid staff session of someone who
 * may edit products (Payload's own `payload-token` cookie, verified by `payload.auth`). A forged or absent cookie
 * is no session; a visitor, a member or a sales user gets nothing (the page answers 404), and the draft is read
 * afresh from the database, never from the site's caches.
 */
export type PreviewUser = TypedUser & { collection: 'users' }

/** The staff member of the request's session who may preview products (an editor or admin), or null. */
export async function previewUser(payload: Payload, headers: Headers): Promise<PreviewUser | null> {
  try {
    const { user } = await payload.auth({ headers })
    return user && user.collection === 'users' && hasRole(user, 'editor') ? (user as PreviewUser) : null
  } catch {
    return null
  }
}

/** The preview page of a product: /product-preview/{id} (Chinese, no prefix) or /en/product-preview/{id}. */
export function previewPath(locale: Locale, id: number): string {
  return localizedPath(locale, `/product-preview/${id}`)
}

/**
 * The product's newest version (its draft when one is in hand) as the detail page shows it, read with the
 * user's own access (a draft is visible only to those who may edit products); null when there is none or the
 * user may not see it.
 */
export async function draftProductDetail(
  payload: Payload,
  user: PreviewUser | null,
  locale: Locale,
  id: number,
): Promise<ProductDetail | null> {
  if (!user || !hasRole(user, 'editor') || !Number.isSafeInteger(id) || id <= 0) return null
  try {
    const doc = await payload.findByID({
      collection: 'products',
      id,
      draft: true,
      depth: 1,
      locale,
      user,
      overrideAccess: false,
      disableErrors: true,
    })
    return doc ? await productDetailOf(payload, locale, doc) : null
  } catch {
    return null
  }
}

/**
 * GET /api/preview?id=…&locale=… (src/app/api/preview/route.ts): for a staff session that may edit products,
 * turns Next's draft mode on (`enableDraftMode`) and redirects to the preview page; for anyone else 401 and no
 * draft mode. Never cached.
 */
export async function previewRequest(
  payload: Payload,
  request: Request,
  enableDraftMode: () => Promise<void>,
): Promise<Response> {
  const url = new URL(request.url)
  const user = await previewUser(payload, request.headers)
  const noStore = { 'cache-control': 'no-store' }
  if (!user) {
    return new Response('请先登录后台 / Sign in to the admin first', {
      status: 401,
      headers: { ...noStore, 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const id = Number(url.searchParams.get('id'))
  if (!Number.isSafeInteger(id) || id <= 0) {
    return new Response('Bad product id', { status: 400, headers: { ...noStore, 'content-type': 'text/plain' } })
  }
  const asked = url.searchParams.get('locale')
  const locale: Locale = asked === 'en' ? 'en' : 'cn'
  await enableDraftMode()
  // A relative Location: the browser resolves it against the site's own origin, whatever proxy is in front.
  return new Response(null, { status: 307, headers: { ...noStore, location: previewPath(locale, id) } })
}
