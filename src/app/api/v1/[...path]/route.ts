/* The site's JSON API (spec section 7). All logic lives in src/api; this only hands requests over. */
import { handleApi } from '@/api/router'

export const dynamic = 'force-dynamic'

const handle = (request: Request) => handleApi(request, '/api/v1')

export const GET = handle
export const POST = handle
export const PUT = handle
export const DELETE = handle
export const HEAD = handle
export const PATCH = handle
export const OPTIONS = handle
