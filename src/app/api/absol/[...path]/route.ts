/* The second API base ('absol', spec section 7): the proxy rewrites ABSOL_API_BASE here (src/lib/absol-base.ts). */
import { handleAbsolApi } from '@/api/absol/handler'

export const dynamic = 'force-dynamic'

export const GET = handleAbsolApi
export const POST = handleAbsolApi
export const PUT = handleAbsolApi
export const DELETE = handleAbsolApi
export const HEAD = handleAbsolApi
export const PATCH = handleAbsolApi
export const OPTIONS = handleAbsolApi
