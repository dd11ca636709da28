import type { Payload } from 'payload'
import {
  type CartLineSource,
  type CartLineView,
  type CartTotals,
  cartLineView,
  cartTotals,
} from '../../domain/cart/cart-lines'
import { formatFen } from '../../domain/cart/money'
import type { Locale } from '../../i18n/routing'
import type { CartLine, Product } from '../../payload-types'

/**
 * The cart's read model (spec sections 3 and 4): a member's lines joined with the catalogue, and the cart as
 * `GET /api/v1/order` answers it. The settle use case reads the same lines, and settle answers with the same
 * cart, so the browser needs no second request after a checkout.
 */

/** How a reader sees prices: hidden outside China, and the inquiry word in the reader's language. */
export interface CartReader {
  payload: Payload
  locale: Locale
  showPrices: boolean
  inquiryWord: string
}

/** The cart as GET /order answers it (`size` -1 lists every line). */
export interface CartAnswer extends CartTotals {
  list: CartLineView[]
  /** The number of lines (not of units: that is `totalCount`). */
  total: number
  page: number
  size: number
}

function productOf(line: CartLine): Product | null {
  return typeof line.product === 'object' && line.product !== null ? line.product : null
}

/** A stored line joined with its product: unavailable when the product is unpublished or the size gone. */
function lineSource(line: CartLine): CartLineSource {
  const product = productOf(line)
  const size = product?.status === 'published' ? product.sizes?.find((s) => s.size === line.size) : undefined
  return {
    id: line.id,
    productId: product?.id ?? (typeof line.product === 'number' ? line.product : null),
    catalogNumber: product?.catalogNumber ?? '',
    productName: product?.name ?? '',
    size: line.size,
    count: line.count,
    selected: line.selected !== false,
    priceFen: typeof size?.priceFen === 'number' ? size.priceFen : null,
    available: size !== undefined,
  }
}

/** A member's lines, oldest first, with the catalogue's names (in `locale`) and prices. */
export async function memberCartLines(payload: Payload, memberId: number, locale: Locale): Promise<CartLineSource[]> {
  const found = await payload.find({
    collection: 'cart-lines',
    where: { member: { equals: memberId } },
    sort: 'createdAt',
    pagination: false,
    depth: 1,
    locale,
    overrideAccess: true,
  })
  return found.docs.map(lineSource)
}

/** A member's cart: one page of lines (`size` -1: all of them), with the totals of the whole cart. */
export async function memberCart(
  reader: CartReader,
  memberId: number,
  { size, page }: { size: number; page: number } = { size: -1, page: 1 },
): Promise<CartAnswer> {
  const lines = (await memberCartLines(reader.payload, memberId, reader.locale)).map((l) =>
    cartLineView(l, reader.showPrices, reader.inquiryWord, formatFen),
  )
  const list = size === -1 ? lines : lines.slice((page - 1) * size, page * size)
  return { list, total: lines.length, ...cartTotals(lines, reader.inquiryWord, formatFen), page, size }
}
