import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as fontkit from '@cantoo/fontkit'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from '@cantoo/pdf-lib'
import { type DocumentBlock, type DocumentSpec, wrapText } from '../../domain/documents/layout'

/**
 * The one PDF engine of the generated documents (datasheets, kit manuals, COAs, pro-forma invoices, quotations,
 * packing lists; issues 19 and 30). @cantoo/pdf-lib draws the pages and @cantoo/fontkit subsets the fonts (the
 * maintained forks of pdf-lib and @pdf-lib/fontkit: the latter's subsets wrote glyph offsets that viewers read
 * as blank glyphs, docs/adr/0029-pdf-font-subsetting.md). The text is set in Noto Sans SC, which covers Chinese
 * and Latin alike: the two OFL-1.1 TrueType files are vendored under assets/fonts/noto-sans-sc (a fresh machine
 * has no system CJK font and the site fetches nothing from outside). They are read and parsed once per process;
 * each PDF embeds only the glyphs it uses, a few kilobytes.
 */

const FONT_FILES = {
  regular: 'NotoSansSC_400Regular.ttf',
  bold: 'NotoSansSC_700Bold.ttf',
} as const

type FontKitFont = fontkit.Font
interface LoadedFont {
  bytes: Uint8Array
  parsed: FontKitFont
}

let fonts: Record<keyof typeof FONT_FILES, LoadedFont> | null = null

/** The font directory: PDF_FONT_DIR, else the vendored fonts in the app's folder (assets/fonts/noto-sans-sc). */
function fontDir(): string {
  return process.env.PDF_FONT_DIR || path.join(process.cwd(), 'assets', 'fonts', 'noto-sans-sc')
}

function loadFonts(): Record<keyof typeof FONT_FILES, LoadedFont> {
  if (fonts) return fonts
  const load = (file: string): LoadedFont => {
    const bytes = new Uint8Array(readFileSync(path.join(fontDir(), file)))
    const parsed = fontkit.create(bytes)
    if ('fonts' in parsed) throw new Error(`${file}: a font collection, not one face`)
    return { bytes, parsed: withoutShaping(parsed) }
  }
  fonts = { regular: load(FONT_FILES.regular), bold: load(FONT_FILES.bold) }
  return fonts
}

/**
 * pdf-lib measures and encodes every string through fontkit's full OpenType shaping (GSUB/GPOS), which costs
 * ~3 ms a line with this CJK font. Chinese and Latin set left to right need none of it: one glyph per
 * character, cached, is what the datasheets need (no ligatures or kerning), and makes a PDF ~5x faster. The
 * cache holds the parsed font's own glyph objects, read-only and shared by every document; each PDF's subset is
 * made afresh by its embed and keyed by glyph id, so no document sees another's (pdf-glyphs.test.ts).
 */
function withoutShaping(font: FontKitFont): FontKitFont {
  const glyphs = new Map<string, unknown>()
  const glyphOf = (ch: string) => {
    let glyph = glyphs.get(ch)
    if (glyph === undefined) {
      glyph = font.glyphsForString(ch)[0]
      glyphs.set(ch, glyph)
    }
    return glyph
  }
  const fast = Object.create(font) as FontKitFont
  Object.defineProperty(fast, 'layout', {
    value: (text: string) => ({ glyphs: Array.from(text, glyphOf), positions: [] }),
  })
  return fast
}

/** pdf-lib asks its fontkit to parse the bytes on every embed; this one hands back the font parsed once. */
function parsedOnce(font: LoadedFont) {
  return { create: () => font.parsed } as unknown as typeof fontkit
}

async function embed(doc: PDFDocument, font: LoadedFont): Promise<PDFFont> {
  doc.registerFontkit(parsedOnce(font))
  return doc.embedFont(font.bytes, { subset: true })
}

// A4 in points.
const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = { x: 50, top: 60, bottom: 60 }
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.x
const LABEL_WIDTH = 150
const SIZES = { title: 17, subtitle: 10.5, heading: 12, body: 9.5, small: 8 }
const LEADING = 1.45
const INK = rgb(0.13, 0.15, 0.18)
const MUTED = rgb(0.42, 0.45, 0.5)
const ACCENT = rgb(0.05, 0.36, 0.6)
const RULE = rgb(0.82, 0.85, 0.88)

class Writer {
  private page!: PDFPage
  private y = 0
  readonly pages: PDFPage[] = []

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly spec: DocumentSpec,
  ) {
    this.newPage()
  }

  private measure = (font: PDFFont) => (text: string, size: number) => font.widthOfTextAtSize(text, size)

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height])
    this.pages.push(this.page)
    const top = PAGE.height - 36
    this.page.drawText(this.spec.brand, { x: MARGIN.x, y: top, size: SIZES.small, font: this.bold, color: ACCENT })
    this.page.drawLine({
      start: { x: MARGIN.x, y: top - 6 },
      end: { x: PAGE.width - MARGIN.x, y: top - 6 },
      thickness: 0.6,
      color: RULE,
    })
    this.y = PAGE.height - MARGIN.top
  }

  /** Room for `height` points on this page, else a new page. */
  private room(height: number): void {
    if (this.y - height < MARGIN.bottom) this.newPage()
  }

  private lines(lines: string[], x: number, font: PDFFont, size: number, color = INK): void {
    for (const line of lines) {
      this.room(size * LEADING)
      this.y -= size * LEADING
      if (line) this.page.drawText(line, { x, y: this.y, size, font, color })
    }
  }

  header(): void {
    const titleLines = wrapText(this.spec.title, CONTENT_WIDTH, SIZES.title, this.measure(this.bold))
    this.lines(titleLines, MARGIN.x, this.bold, SIZES.title)
    const sub = wrapText(this.spec.subtitle, CONTENT_WIDTH, SIZES.subtitle, this.measure(this.regular))
    this.lines(sub, MARGIN.x, this.regular, SIZES.subtitle, MUTED)
    this.y -= 8
  }

  block(block: DocumentBlock): void {
    switch (block.kind) {
      case 'heading': {
        this.room(SIZES.heading * LEADING * 3)
        this.y -= 10
        this.lines([block.text], MARGIN.x, this.bold, SIZES.heading, ACCENT)
        this.page.drawLine({
          start: { x: MARGIN.x, y: this.y - 4 },
          end: { x: PAGE.width - MARGIN.x, y: this.y - 4 },
          thickness: 0.5,
          color: RULE,
        })
        this.y -= 6
        return
      }
      case 'paragraph': {
        const lines = wrapText(block.text, CONTENT_WIDTH, SIZES.body, this.measure(this.regular))
        this.lines(lines, MARGIN.x, this.regular, SIZES.body)
        this.y -= 4
        return
      }
      case 'rows': {
        for (const [label, value] of block.rows) this.row([label, value], [LABEL_WIDTH, CONTENT_WIDTH - LABEL_WIDTH])
        return
      }
      case 'table': {
        const width = CONTENT_WIDTH / Math.max(1, block.columns.length)
        const widths = block.columns.map(() => width)
        this.row(block.columns, widths, this.bold)
        for (const cells of block.rows) this.row(cells, widths)
        return
      }
    }
  }

  /** One row of cells side by side, each wrapped to its column; the first cell muted unless a font is given. */
  private row(cells: string[], widths: number[], font?: PDFFont): void {
    const size = SIZES.body
    const wrapped = cells.map((cell, i) =>
      wrapText(cell, (widths[i] ?? 100) - 8, size, this.measure(font ?? (i === 0 ? this.bold : this.regular))),
    )
    const height = Math.max(1, ...wrapped.map((l) => l.length)) * size * LEADING + 4
    this.room(height)
    const top = this.y
    let x = MARGIN.x
    wrapped.forEach((lines, i) => {
      let y = top
      for (const line of lines) {
        y -= size * LEADING
        const cellFont = font ?? (i === 0 ? this.bold : this.regular)
        this.page.drawText(line, { x, y, size, font: cellFont, color: i === 0 && !font ? MUTED : INK })
      }
      x += widths[i] ?? 100
    })
    this.y = top - height
    this.page.drawLine({
      start: { x: MARGIN.x, y: this.y + 2 },
      end: { x: PAGE.width - MARGIN.x, y: this.y + 2 },
      thickness: 0.3,
      color: RULE,
    })
  }

  footers(): void {
    const total = this.pages.length
    this.pages.forEach((page, i) => {
      const text = `${this.spec.footer}    ${i + 1}/${total}`
      const lines = wrapText(text, CONTENT_WIDTH, SIZES.small, this.measure(this.regular))
      let y = 34 + (lines.length - 1) * SIZES.small * LEADING
      for (const line of lines) {
        page.drawText(line, { x: MARGIN.x, y, size: SIZES.small, font: this.regular, color: MUTED })
        y -= SIZES.small * LEADING
      }
    })
  }
}

/** Draws a document: header, blocks, a footer with page numbers on every page. */
export async function renderPdf(spec: DocumentSpec, now = new Date()): Promise<Uint8Array> {
  const loaded = loadFonts()
  const doc = await PDFDocument.create()
  const regular = await embed(doc, loaded.regular)
  const bold = await embed(doc, loaded.bold)
  doc.setTitle(spec.title)
  doc.setSubject(spec.subtitle)
  doc.setAuthor(spec.brand)
  doc.setCreator(spec.brand)
  doc.setProducer(spec.brand)
  doc.setLanguage(spec.language)
  doc.setCreationDate(now)
  doc.setModificationDate(now)
  const writer = new Writer(doc, regular, bold, spec)
  writer.header()
  for (const block of spec.blocks) writer.block(block)
  writer.footers()
  return doc.save()
}

/** Reads and parses the fonts now (server start, bench), so the first visitor does not wait for it. */
export function warmPdfFonts(): void {
  loadFonts()
}
