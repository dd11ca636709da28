/**
 * The generated documents' layout rules (issue 19: datasheet, kit manual and COA PDFs), apart from the PDF
 * library so they can be tested as plain functions: what a document says (DocumentSpec), how a line of mixed
 * Chinese and Latin text wraps to a width, and the file names the documents download as.
 */

/** One block of a generated document, top to bottom. */
export type DocumentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'rows'; rows: Array<[label: string, value: string]> }
  | { kind: 'paragraph'; text: string }
  | { kind: 'table'; columns: string[]; rows: string[][] }

export interface DocumentSpec {
  /** The PDF's title (metadata) and the first line of the header. */
  title: string
  /** Under the title: catalog number, lot, … */
  subtitle: string
  /** The issuer, top right of every page. */
  brand: string
  blocks: DocumentBlock[]
  /** Bottom of every page (before the page number). */
  footer: string
  /** BCP 47 language of the text (zh-CN, en). */
  language: string
}

/** Measures a text's width in points at a size (the PDF font's own metrics). */
export type Measure = (text: string, size: number) => number

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/

/**
 * Splits a text into the pieces a line may break between: a word of Latin text with its trailing spaces, or one
 * CJK character (Chinese breaks between any two characters), with CJK punctuation kept on its character.
 */
export function breakUnits(text: string): string[] {
  const units: string[] = []
  let word = ''
  for (const ch of text) {
    if (CJK.test(ch)) {
      if (word) {
        units.push(word)
        word = ''
      }
      // Closing punctuation never starts a line.
      if (/[，。、；：！？）》」』】,.;:!?)]/.test(ch) && units.length > 0) units[units.length - 1] += ch
      else units.push(ch)
    } else if (ch === ' ') {
      word += ch
      units.push(word)
      word = ''
    } else {
      word += ch
    }
  }
  if (word) units.push(word)
  return units
}

/** Cuts one unit longer than the width (a long sequence, a URL) into pieces that fit. */
function hardBreak(unit: string, width: number, size: number, measure: Measure): string[] {
  const pieces: string[] = []
  let piece = ''
  for (const ch of unit) {
    if (piece && measure(piece + ch, size) > width) {
      pieces.push(piece)
      piece = ''
    }
    piece += ch
  }
  if (piece) pieces.push(piece)
  return pieces
}

/**
 * Wraps a text to `width` points: explicit newlines kept, Latin words whole where they fit, CJK between any two
 * characters, a word longer than a line cut. Trailing spaces are trimmed; an empty text gives no line.
 */
export function wrapText(text: string, width: number, size: number, measure: Measure): string[] {
  const lines: string[] = []
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = ''
    for (const unit of breakUnits(paragraph)) {
      if (measure((line + unit).trimEnd(), size) <= width) {
        line += unit
        continue
      }
      if (line.trim()) lines.push(line.trimEnd())
      line = ''
      if (measure(unit.trimEnd(), size) <= width) {
        line = unit.trimStart()
        continue
      }
      const pieces = hardBreak(unit.trim(), width, size, measure)
      lines.push(...pieces.slice(0, -1))
      line = pieces.at(-1) ?? ''
    }
    if (line.trim() || paragraph.trim() === '') lines.push(line.trimEnd())
  }
  // No blank lines at either end.
  while (lines.length && !lines[0]?.trim()) lines.shift()
  while (lines.length && !lines.at(-1)?.trim()) lines.pop()
  return lines
}

/** Rows with an empty value are left out: a document shows what the record holds, never a blank line. */
export function filledRows(rows: Array<[string, string | null | undefined]>): Array<[string, string]> {
  return rows.flatMap(([label, value]) => {
    const text = (value ?? '').trim()
    return text ? [[label, text] as [string, string]] : []
  })
}

/** A download's file name: ASCII letters, digits, dot, dash and underscore only. */
export function documentFileName(...parts: string[]): string {
  const name = parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('-')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
  return `${name.slice(0, 120)}.pdf`
}
