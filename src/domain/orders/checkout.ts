import { z } from 'zod'

/**
 * The checkout review (issue 21): where the goods go, how they are invoiced, the buyer's PO and remarks, and the
 * terms tick. Validated here (zod) for the API and the review form alike; each refusal names the field and a
 * message key of `orders.checkout.errors` so the form shows it next to the field, in the visitor's language.
 * The order keeps a copy (snapshot) of the address and the invoice: a later edit of the address book does not
 * change an order already placed.
 */
const MSG = {
  required: 'required',
  tooLong: 'tooLong',
  phone: 'phone',
  postcode: 'postcode',
  taxId: 'taxId',
  email: 'email',
  account: 'account',
  terms: 'terms',
  address: 'address',
  poFile: 'poFile',
} as const
export type CheckoutErrorKey = (typeof MSG)[keyof typeof MSG]

const required = (max: number) =>
  z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(max, { error: MSG.tooLong })
const optional = (max: number) =>
  z
    .string({ error: MSG.tooLong })
    .trim()
    .max(max, { error: MSG.tooLong })
    .optional()
    .transform((v) => v || null)

/** A mainland mobile (11 digits from 1) or a landline / foreign number (digits, spaces, + - ( ), 6–20). */
const phone = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .regex(/^(1\d{10}|[+\d][\d\s()-]{5,19})$/, { error: MSG.phone })
/** A unified social credit code (18) or an older tax id (15–20 letters and digits). */
const taxId = z
  .string({ error: MSG.required })
  .trim()
  .toUpperCase()
  .min(1, { error: MSG.required })
  .regex(/^[0-9A-Z]{15,20}$/, { error: MSG.taxId })
const email = z
  .string({ error: MSG.email })
  .trim()
  .max(120, { error: MSG.tooLong })
  .optional()
  .transform((v) => v || null)
  .refine((v) => v === null || z.email().safeParse(v).success, { error: MSG.email })

export const addressSchema = z.object({
  recipient: required(50),
  phone,
  province: required(30),
  city: required(30),
  district: required(30),
  street: required(200),
  postcode: z
    .string({ error: MSG.postcode })
    .trim()
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || /^\d{6}$/.test(v), { error: MSG.postcode }),
})
export type CheckoutAddress = z.infer<typeof addressSchema>

const noInvoice = z.object({ type: z.literal('none') })
const ordinaryInvoice = z.object({
  type: z.literal('ordinary'),
  title: required(100),
  taxId: z
    .string({ error: MSG.taxId })
    .trim()
    .toUpperCase()
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || /^[0-9A-Z]{15,20}$/.test(v), { error: MSG.taxId }),
  email,
})
const specialInvoice = z.object({
  type: z.literal('special'),
  title: required(100),
  taxId,
  bank: required(100),
  account: required(40).regex(/^[\d\s-]{6,40}$/, { error: MSG.account }),
  registeredAddress: required(200),
  registeredPhone: phone,
  email,
})
export const invoiceSchema = z.discriminatedUnion('type', [noInvoice, ordinaryInvoice, specialInvoice], {
  error: MSG.required,
})
export type CheckoutInvoice = z.infer<typeof invoiceSchema>

export const checkoutSchema = z
  .object({
    /** An address of the member's book, or a new one (`address`), optionally saved to the book. */
    addressId: z.number().int().positive().optional(),
    address: addressSchema.optional(),
    saveAddress: z.boolean().optional(),
    invoice: invoiceSchema,
    /** Keep this invoice title in the member's profile (not for "no invoice"). */
    saveInvoice: z.boolean().optional(),
    poNumber: optional(64),
    /** An uploaded private file (POST /upload?purpose=paper: a PDF), kept with the order for sales only. */
    poFileId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: MSG.required })
      .optional(),
    remarks: optional(1000),
    termsAccepted: z.literal(true, { error: MSG.terms }),
  })
  .strict()
  .refine((c) => c?.addressId !== undefined || c?.address !== undefined, {
    error: MSG.address,
    path: ['address'],
    // Checked even when another field failed: the form shows every missing part at once.
    when: () => true,
  })
export type Checkout = z.infer<typeof checkoutSchema>

/** Each refused field (dotted path, e.g. `invoice.taxId`) with its message key; the first issue per field. */
export function checkoutErrors(error: z.ZodError): Record<string, CheckoutErrorKey> {
  const out: Record<string, CheckoutErrorKey> = {}
  const known = new Set<string>(Object.values(MSG))
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'form'
    if (path in out) continue
    out[path] = (known.has(issue.message) ? issue.message : MSG.required) as CheckoutErrorKey
  }
  return out
}

/** One line of an address as the order page and the mails show it. */
export function addressLine(a: CheckoutAddress): string {
  return [a.province, a.city, a.district, a.street, a.postcode].filter(Boolean).join(' ')
}
