import { z } from 'zod'
import { OPERATE_TYPES, type OperateType } from './operate-types'

export { OPERATE_TYPES, type OperateType }

/**
 * Channel analytics records (spec sections 3, 7, 9): one session record per browser session and detail records
 * for the actions that matter to sales. Shared by the browser (which builds them) and the ingestion endpoints
 * (which check them). The operate-type vocabulary is documented in docs/api.md.
 */

/** Which operate types count as a conversion in the report. */
export const CONVERSIONS = { enquiry: 'enquiry', cart: 'add_cart', order: 'settle' } as const satisfies Record<
  string,
  OperateType
>

/** The spec's user types, as sent; stored as the select values 'platform' and 'external'. */
export const USER_TYPES = { 'platform user': 'platform', 'external user': 'external' } as const

/** Largest accepted ingestion body (one record, or a small batch of detail records). */
export const MAX_ANALYTICS_BODY = 4 * 1024
/** Detail records one request may carry. */
export const MAX_EVENTS_PER_REQUEST = 20

const sessionId = z.string().uuid()
/** Control characters (PostgreSQL refuses NUL; no real record carries them). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/
const shortText = (max: number) => z.string().trim().max(max).regex(NO_CONTROL)

export const channelSessionSchema = z
  .object({
    sessionStorageId: sessionId,
    userName: shortText(100).optional().default(''),
    userType: z.enum(['platform user', 'external user']),
    source: shortText(32),
    sourceValue: shortText(255).optional().default(''),
  })
  .strict()
export type ChannelSessionInput = z.infer<typeof channelSessionSchema>

export const channelEventSchema = z
  .object({
    sessionStorageId: sessionId,
    operateType: z.enum(OPERATE_TYPES),
    operateTypeId: shortText(200).optional().default(''),
    source: shortText(255).optional().default(''),
  })
  .strict()
export type ChannelEventInput = z.infer<typeof channelEventSchema>

/** One detail record, or an array of at most MAX_EVENTS_PER_REQUEST records. */
export const channelEventsSchema = z.union([
  channelEventSchema.transform((event) => [event]),
  z.array(channelEventSchema).min(1).max(MAX_EVENTS_PER_REQUEST),
])
