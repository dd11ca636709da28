import type { Endpoint } from 'payload'
import { z } from 'zod'
import { hasRole } from '../../../access/roles'
import { translate } from '../../../i18n/messages'
import { hotKeywordSuggestions } from '../../../lib/data/hot-keywords'
import { now } from '../../../services/clock'
import { adminLocale } from '../../_shared/admin-locale'

/**
 * GET /api/cms/search-keywords/suggestions?language=cn|en: hot keyword suggestions computed from the search
 * logs (distinct visitors, queries with results, the language's own searches), for editors and admins only
 * (anonymous 401, other staff 403, a bad language 400). Approving one is creating it in search-keywords.
 */
const suggestionQuery = z.strictObject({ language: z.enum(['cn', 'en']).default('cn') })

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
}

export const hotKeywordSuggestionEndpoints: Endpoint[] = [
  {
    path: '/suggestions',
    method: 'get',
    handler: async (req) => {
      const locale = adminLocale(req.i18n?.language)
      if (!req.user) return json({ message: translate(locale, 'api.E0401') }, 401)
      if (req.user.collection !== 'users' || !hasRole(req.user, 'editor')) {
        return json({ message: translate(locale, 'api.E0403') }, 403)
      }
      const parsed = suggestionQuery.safeParse(Object.fromEntries(new URL(req.url ?? 'http://x/').searchParams))
      if (!parsed.success) return json({ message: translate(locale, 'api.E0400') }, 400)
      const docs = await hotKeywordSuggestions(req.payload, parsed.data.language, new Date(now()))
      return json({ language: parsed.data.language, docs })
    },
  },
]
