import type { RowLabelKind } from './row-label'

/** The admin component of an array's row headers (components/ArrayRowLabel) for one kind of row. */
export function rowLabel(
  kind: RowLabelKind,
  singular: { zh: string; en: string },
  props: Record<string, unknown> = {},
) {
  return {
    path: '/collections/_shared/components/ArrayRowLabel#ArrayRowLabel',
    clientProps: { kind, singular, ...props },
  }
}
