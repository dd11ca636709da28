import { z } from 'zod'

/**
 * The COA-by-lot request (issue 19): a product's catalog number and the lot number printed on the vial; shared by
 * the box on the product page and GET /api/v1/coa/lot. Lot numbers are short codes: letters, digits, dashes.
 */
export const LOT_NUMBER_MAX = 40

export const lotNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(LOT_NUMBER_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/)

export const catalogNumberSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,39}$/)

export const documentLanguageSchema = z.enum(['cn', 'en'])

export const coaLotQuerySchema = z
  .object({
    catalogNumber: catalogNumberSchema,
    lotNumber: lotNumberSchema,
    lang: documentLanguageSchema.optional(),
  })
  .strict()

export type CoaLotQuery = z.infer<typeof coaLotQuerySchema>

export const datasheetQuerySchema = z
  .object({ catalogNumber: catalogNumberSchema, lang: documentLanguageSchema.optional() })
  .strict()
