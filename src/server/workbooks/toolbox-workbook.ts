import ExcelJS from 'exceljs'
import { siteDateTime, TIME_ZONE } from '../../domain/content/content-dates'
import type { ToolboxModule, ToolboxResults } from '../../toolbox/calculate'
import type { InputRecord } from '../../toolbox/input'
import type { PipelineResult } from '../../toolbox/pipeline'
import type { ProbeDesignResult } from '../../toolbox/probe-design'
import type { ProductMassResult } from '../../toolbox/product-mass'
import type { ReactionSystemResult } from '../../toolbox/reaction-system'

/**
 * The toolbox's full results as an XLSX workbook (server only: exceljs never reaches the browser bundle).
 * One sheet per module that ran (three for the pipeline), each with the module's inputs and outputs as rows
 * `label (unit) | key | value`, its hints and warnings, and for the product the table of 5' species. Numbers
 * are written as numbers, exactly the values of the API's `data` (display formats only round what is shown).
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Texts of the `toolbox` message namespace in the wanted language (keys like `workbook.labels.mix_ul`). */
export type WorkbookTranslate = (key: string, params?: Record<string, string | number>) => string

type SheetModule = Exclude<ToolboxModule, 'pipeline'>

export interface ToolboxWorkbookOptions<M extends ToolboxModule = ToolboxModule> {
  module: M
  /** The request's `input` (the shape of a vector's input). */
  input: InputRecord
  /** `calculate(module, input).result` for that input. */
  result: ToolboxResults[M]
  t: WorkbookTranslate
  generatedAt?: Date
}

/** Input keys of each module, in form order. */
const INPUT_KEYS: Record<SheetModule, readonly string[]> = {
  probe_design: ['sequence', 'probe_sequence', 'probe_start', 'probe_length', 'digestion_position', 'hybrid_length'],
  reaction_system: ['mrna_length', 'sample_conc_ng_ul', 'probe_conc_uM', 'entered_seq_len', 'sequence'],
  product_mass: ['product_sequence', 'modification', 'capping_method', 'cap_analog'],
}

/** Result keys written in the notices block or the species table, not as output rows. */
const NOT_ROWS = new Set(['warnings', 'infos', 'warnings_text', 'infos_text', 'species'])

/** Excel's limit is 32,767 characters per cell; longer texts continue on the next rows. */
const CELL_TEXT_LIMIT = 32_000

type Cell = string | number | null

interface Row {
  label: string
  key: string
  value: Cell
}

function numberFormat(key: string): string | undefined {
  if (key.endsWith('_mass') || key === 'mrna_mass_ug' || key === 'v_required_ul') return '0.0000'
  if (key.endsWith('_ul') || key === 'probe_gc_percent' || key === 'min_sample_conc_ng_ul') return '0.00'
  return undefined
}

function cellValue(value: unknown): Cell {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value)
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return String(value)
  if (Array.isArray(value) && value.every((item) => typeof item === 'number')) return value.join('-')
  return JSON.stringify(value) ?? null
}

/** A row per value; long texts split over several rows (`key`, `key (2)`, …). */
function rowsOf(key: string, label: string, value: unknown): Row[] {
  const cell = cellValue(value)
  if (typeof cell !== 'string' || cell.length <= CELL_TEXT_LIMIT) return [{ label, key, value: cell }]
  const rows: Row[] = []
  for (let i = 0; i * CELL_TEXT_LIMIT < cell.length; i += 1) {
    const suffix = i === 0 ? '' : ` (${i + 1})`
    rows.push({
      label: `${label}${suffix}`,
      key: `${key}${suffix}`,
      value: cell.slice(i * CELL_TEXT_LIMIT, (i + 1) * CELL_TEXT_LIMIT),
    })
  }
  return rows
}

interface SheetContent {
  module: SheetModule
  inputs: InputRecord
  result: ProbeDesignResult | ReactionSystemResult | ProductMassResult
}

/** What each sheet shows: for the pipeline, the inputs each module actually received. */
function sheetsOf(module: ToolboxModule, input: InputRecord, result: unknown): SheetContent[] {
  if (module !== 'pipeline') {
    return [{ module, inputs: input, result: result as SheetContent['result'] }]
  }
  const pipeline = result as PipelineResult
  return [
    { module: 'probe_design', inputs: input, result: pipeline.probe_design },
    {
      module: 'reaction_system',
      inputs: { ...input, entered_seq_len: pipeline.probe_design.mrna_length_entered, sequence: undefined },
      result: pipeline.reaction_system,
    },
    {
      module: 'product_mass',
      inputs: { ...input, product_sequence: pipeline.probe_design.digestion_product_sequence },
      result: pipeline.product_mass,
    },
  ]
}

function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true }
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9EAFF' } }
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF0B5CAD' } } }
  })
}

function addSection(sheet: ExcelJS.Worksheet, title: string): void {
  if (sheet.rowCount > 0) sheet.addRow([])
  const row = sheet.addRow([title])
  row.font = { bold: true, size: 12, color: { argb: 'FF094A8C' } }
}

function addKeyValueTable(sheet: ExcelJS.Worksheet, t: WorkbookTranslate, rows: Row[]): void {
  styleHeader(sheet.addRow([t('workbook.parameter'), t('workbook.key'), t('workbook.value')]))
  for (const { label, key, value } of rows) {
    const row = sheet.addRow([label, key, value])
    const format = numberFormat(key)
    if (format && typeof value === 'number') row.getCell(3).numFmt = format
    row.getCell(3).alignment = { horizontal: typeof value === 'number' ? 'right' : 'left', wrapText: false }
  }
}

function addSheet(workbook: ExcelJS.Workbook, t: WorkbookTranslate, content: SheetContent, generatedAt: Date): void {
  const sheet = workbook.addWorksheet(t(`workbook.sheets.${content.module}`))
  sheet.columns = [{ width: 44 }, { width: 28 }, { width: 40 }, { width: 22 }, { width: 24 }, { width: 26 }]
  const title = sheet.addRow([`${t('workbook.title')} · ${t(`workbook.sheets.${content.module}`)}`])
  title.font = { bold: true, size: 14 }
  sheet.addRow([t('workbook.generated'), `${siteDateTime(generatedAt)} (${TIME_ZONE}, UTC+8)`])

  const label = (key: string) => t(`workbook.labels.${key}`)
  addSection(sheet, t('workbook.inputs'))
  const inputRows = INPUT_KEYS[content.module]
    .filter((key) => Object.hasOwn(content.inputs, key) && content.inputs[key] !== undefined)
    .flatMap((key) => rowsOf(key, label(key), content.inputs[key]))
  addKeyValueTable(sheet, t, inputRows)

  addSection(sheet, t('workbook.outputs'))
  const outputRows = Object.entries(content.result)
    .filter(([key]) => !NOT_ROWS.has(key))
    .flatMap(([key, value]) => rowsOf(key, label(key), value))
  addKeyValueTable(sheet, t, outputRows)

  if (content.module === 'product_mass') {
    const product = content.result as ProductMassResult
    addSection(sheet, t('workbook.labels.species'))
    const keys = ['species', 'label', 'formula', 'average_mass', 'average_mass_display', 'monoisotopic_mass'] as const
    styleHeader(sheet.addRow(keys.map((key) => label(key))))
    for (const species of product.species) {
      // The 5′ end's name in the workbook's language (the library's labels are English).
      const named = { ...species, label: t(`species.labels.${species.species}`, { analog: species.label }) }
      const row = sheet.addRow(keys.map((key) => named[key]))
      row.getCell(4).numFmt = '0.0000'
      row.getCell(6).numFmt = '0.0000'
    }
  }

  const notices = [
    ...('warnings' in content.result ? content.result.warnings : []),
    ...content.result.infos,
  ] as string[]
  if (notices.length > 0) {
    addSection(sheet, t('workbook.notices'))
    styleHeader(sheet.addRow([t('workbook.code'), t('workbook.message')]))
    for (const code of notices) sheet.addRow([code, t(`codes.${code}`)])
  }
}

/** The workbook as XLSX bytes. */
export async function buildToolboxWorkbook<M extends ToolboxModule>(
  options: ToolboxWorkbookOptions<M>,
): Promise<Uint8Array<ArrayBuffer>> {
  const generatedAt = options.generatedAt ?? new Date()
  const workbook = new ExcelJS.Workbook()
  workbook.creator = options.t('workbook.title')
  workbook.created = generatedAt
  for (const content of sheetsOf(options.module, options.input, options.result)) {
    addSheet(workbook, options.t, content, generatedAt)
  }
  const buffer = await workbook.xlsx.writeBuffer()
  return new Uint8Array(buffer as ArrayBuffer)
}
