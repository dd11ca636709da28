import { inflateSync } from 'node:zlib'
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRawStream, PDFRef } from 'pdf-lib'
import type { DocumentBlock } from '../../src/domain/documents/layout'

/** Resolves a PDF's indirect objects and reads its streams' bytes (Flate-decoded), for the helpers below. */
export function objectReader(doc: PDFDocument) {
  const ctx = doc.context
  const lookup = (obj: PDFObject | undefined): PDFObject | undefined => (obj instanceof PDFRef ? ctx.lookup(obj) : obj)
  const streamBytes = (obj: PDFObject | undefined): Uint8Array => {
    const stream = lookup(obj)
    if (!(stream instanceof PDFRawStream)) return new Uint8Array()
    const filter = stream.dict.get(PDFName.of('Filter'))
    return filter && String(filter) === '/FlateDecode' ? inflateSync(stream.contents) : stream.contents
  }
  return { lookup, streamBytes }
}

/**
 * The text of a PDF's pages, for tests that check what a generated document says: each page's content
 * streams are decoded and every string shown (Tj/TJ) is mapped back to Unicode through its font's ToUnicode
 * CMap (pdf-lib writes one for every embedded font). Enough for the site's generated PDFs; not a general
 * text extractor (no positioning, no standard-encoding fonts).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  const { lookup, streamBytes } = objectReader(doc)
  const pages: string[] = []
  for (const page of doc.getPages()) {
    const maps = new Map<string, Map<number, string>>()
    const fonts = lookup(page.node.Resources()?.get(PDFName.of('Font')))
    if (fonts instanceof PDFDict) {
      for (const [name, ref] of fonts.entries()) {
        const font = lookup(ref)
        if (font instanceof PDFDict)
          maps.set(name.asString(), toUnicode(streamBytes(font.get(PDFName.of('ToUnicode')))))
      }
    }
    const contents = lookup(page.node.get(PDFName.of('Contents')))
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents]
    const ops = parts.map((p) => Buffer.from(streamBytes(p)).toString('latin1')).join('\n')
    let map = new Map<number, string>()
    let text = ''
    for (const m of ops.matchAll(
      /(\/[\w.+-]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj|\[((?:[^\]])*)\]\s*TJ|\bT\*|\bET\b/g,
    )) {
      if (m[1]) map = maps.get(m[1]) ?? new Map()
      else if (m[2] !== undefined) text += decodeHex(m[2], map)
      else if (m[3] !== undefined)
        for (const h of m[3].matchAll(/<([0-9A-Fa-f\s]*)>/g)) text += decodeHex(h[1] ?? '', map)
      else text += '\n'
    }
    pages.push(text)
  }
  return pages.join('\n')
}

function decodeHex(hex: string, map: Map<number, string>): string {
  const clean = hex.replace(/\s+/g, '')
  let out = ''
  for (let i = 0; i + 4 <= clean.length; i += 4) out += map.get(Number.parseInt(clean.slice(i, i + 4), 16)) ?? '\uFFFD'
  return out
}

/** Parses a ToUnicode CMap's bfchar and bfrange entries (2-byte codes). */
export function toUnicode(bytes: Uint8Array): Map<number, string> {
  const text = Buffer.from(bytes).toString('latin1')
  const map = new Map<number, string>()
  const utf16 = (hex: string) => {
    const codes: number[] = []
    for (let i = 0; i + 4 <= hex.length; i += 4) codes.push(Number.parseInt(hex.slice(i, i + 4), 16))
    return String.fromCharCode(...codes)
  }
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(Number.parseInt(m[1] ?? '0', 16), utf16(m[2] ?? ''))
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g)) {
      const lo = Number.parseInt(m[1] ?? '0', 16)
      const hi = Number.parseInt(m[2] ?? '0', 16)
      const dst = m[3] ?? ''
      if (dst.startsWith('[')) {
        const items = [...dst.matchAll(/<([0-9A-Fa-f]+)>/g)].map((x) => utf16(x[1] ?? ''))
        for (const [i, s] of items.entries()) map.set(lo + i, s)
      } else {
        const start = utf16(dst.slice(1, -1))
        const base = start.charCodeAt(start.length - 1)
        for (let c = lo; c <= hi; c++) map.set(c, start.slice(0, -1) + String.fromCharCode(base + c - lo))
      }
    }
  return map
}

/** The text a document spec's blocks will draw (rows and table cells joined by spaces, blocks by lines). */
export function blocksText(blocks: DocumentBlock[]): string {
  return blocks
    .map((b) =>
      b.kind === 'rows'
        ? b.rows.flat().join(' ')
        : b.kind === 'table'
          ? [...b.columns, ...b.rows.flat()].join(' ')
          : b.text,
    )
    .join('\n')
}
