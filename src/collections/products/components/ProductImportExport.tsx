import type { ServerProps } from 'payload'
import { translate } from '@/i18n/messages'
import { adminLocale } from '../../_shared/admin-locale'
import { ImportExportPanel, type ImportExportTexts } from './ImportExportPanel'

const TEXT_KEYS = {
  exportXlsx: 'admin.export.xlsx',
  exportCsv: 'admin.export.csv',
  exportSizes: 'admin.export.sizes',
  exportAliases: 'admin.export.aliases',
  exportHint: 'admin.export.hint',
  open: 'admin.import.open',
  title: 'admin.import.title',
  intro: 'admin.import.intro',
  mode: 'admin.import.mode',
  modePrices: 'admin.import.modes.prices',
  modeAliases: 'admin.import.modes.aliases',
  file: 'admin.import.file',
  preview: 'admin.import.preview',
  apply: 'admin.import.apply',
  cancel: 'admin.import.cancel',
  working: 'admin.import.working',
  fixErrors: 'admin.import.fixErrors',
  nothingToApply: 'admin.import.nothingToApply',
  moreRows: 'admin.import.moreRows',
  row: 'admin.import.table.row',
  catalogNumber: 'admin.import.table.catalogNumber',
  item: 'admin.import.table.item',
  result: 'admin.import.table.result',
  details: 'admin.import.table.details',
  badRequest: 'admin.import.problems.badRequest',
} as const satisfies Record<keyof ImportExportTexts, string>

/**
 * Above the products list (staff with the editor role): export the list's current filter (Excel, CSV, the
 * sizes-and-stock sheet, the aliases) and import a file with a preview (ImportExportPanel), in the staff member's
 * admin language. Other staff see nothing: the endpoints refuse them anyway.
 */
export function ProductImportExport({ i18n, user }: Partial<Pick<ServerProps, 'i18n' | 'user'>>) {
  const roles = ((user as { roles?: string[] } | undefined)?.roles ?? []) as string[]
  if (!roles.includes('editor') && !roles.includes('admin')) return null
  const locale = adminLocale(i18n?.language)
  const texts = Object.fromEntries(
    Object.entries(TEXT_KEYS).map(([name, key]) => [name, translate(locale, key)]),
  ) as unknown as ImportExportTexts
  return <ImportExportPanel texts={texts} />
}
