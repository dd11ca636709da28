/* Payload's REST API (used by the back office), at /api/cms. The site's own API is /api/v1. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { handleCmsRequest } from '@/api/cms-gate'
import { guardedCmsHandler } from '@/api/cms-rest'

type Handler = ReturnType<typeof REST_GET>

/**
 * Every request passes two checks first: malformed requests get a 4xx in Payload's error shape instead of its 500
 * (src/api/cms-rest.ts), then the gate: same-site writes only, bounded reads (src/api/cms-gate.ts).
 */
const gated = (handler: Handler): Handler =>
  guardedCmsHandler((request: Request, args: Parameters<Handler>[1]) =>
    handleCmsRequest(request, (r) => handler(r, args)),
  )

export const GET = gated(REST_GET(config))
export const POST = gated(REST_POST(config))
export const DELETE = gated(REST_DELETE(config))
export const PATCH = gated(REST_PATCH(config))
export const PUT = gated(REST_PUT(config))
export const OPTIONS = guardedCmsHandler(REST_OPTIONS(config))
