import type { Route } from '../handler-types'
import { channelAnalyseRoutes } from './channel-analyse'
import { userAbsolRoutes } from './user-absol'

/**
 * Every route of the second API base ('absol' in spec section 7), served under ABSOL_API_BASE (default
 * /absol/api; see src/lib/absol-base.ts). Same envelope and error codes as /api/v1. Documented in docs/api.md.
 */
export const absolRoutes: Route[] = [...channelAnalyseRoutes, ...userAbsolRoutes]
