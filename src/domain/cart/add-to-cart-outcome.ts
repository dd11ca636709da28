/**
 * What the visitor is told after "add to cart" (spec sections 6 and 8): 'Please Login！' when not logged in
 * (no session, or the API answers 401/E0401), 'Added To Cart Successfully！' on E0001, otherwise
 * 'Failed To Add To Cart！'.
 */
export type AddToCartOutcome = 'added' | 'login' | 'failed'

export function addToCartOutcome(status: number, code: string | null | undefined): AddToCartOutcome {
  if (status === 401 || code === 'E0401') return 'login'
  if (status >= 200 && status < 300 && code === 'E0001') return 'added'
  return 'failed'
}
