import { ABSOL_INTERNAL_BASE, absolApiBase, isUnder } from '../../lib/absol-base'
import { handleApi } from '../router'
import { absolRoutes } from './routes'

/** Answers a request to the second API base, whether it arrives on the configured or the internal base. */
export function handleAbsolApi(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  const internal = isUnder(pathname, ABSOL_INTERNAL_BASE) || isUnder(pathname, `/en${ABSOL_INTERNAL_BASE}`)
  return handleApi(request, internal ? ABSOL_INTERNAL_BASE : absolApiBase(), absolRoutes)
}
