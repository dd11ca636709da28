/**
 * The operate-type vocabulary of channel analytics detail records (spec sections 3 and 7; docs/api.md). Free of
 * zod so the browser's analytics code can import it without the schema library.
 */

/** Detail record types: what the visitor did, and what `operateTypeId` then holds. */
export const OPERATE_TYPES = [
  'view_product', // product detail viewed; id = catalog number
  'search', // search made; id = the keywords
  'add_cart', // added to cart; id = catalog number
  'enquiry', // price enquiry sent (or the enquiry dialog opened from a product); id = catalog number
  'coa', // COA requested; id = catalog numbers
  'try_out', // trial sample applied; id = sku
  'paper_reward', // paper award applied; id = sku or empty
  'download', // file downloaded; id = file id or name
  'toolbox', // toolbox used; id = module (probe-design, reaction-system, product-molecules)
  'settle', // cart settled (order placed); id = order number or empty
] as const
export type OperateType = (typeof OPERATE_TYPES)[number]
