import type { Media } from '../../payload-types'

/**
 * How every read model shows the parts of a Payload document that recur across collections: an upload (an image
 * with its size and alt text) and a relationship (its id, whether Payload populated it or not).
 */
export interface MediaView {
  url: string
  width: number | null
  height: number | null
  alt: string
}

export function mediaView(m: number | Media | null | undefined): MediaView | null {
  if (!m || typeof m !== 'object' || !m.url) return null
  return { url: m.url, width: m.width ?? null, height: m.height ?? null, alt: m.alt ?? '' }
}

export function relationId(value: number | { id: number } | null | undefined): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}

/** A document's optional text fields, each as a string: '' when unset. */
export function textsOf<K extends string, D extends Partial<Record<K, string | null>>>(
  doc: D,
  keys: readonly K[],
): Record<K, string> {
  const texts = {} as Record<K, string>
  for (const key of keys) texts[key] = doc[key] ?? ''
  return texts
}
