import * as fontkit from '@cantoo/fontkit'
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRawStream } from 'pdf-lib'
import { objectReader, toUnicode } from './pdf-text'

/** One character a PDF draws, as a viewer sees it: the font it is shown in and whether that font has its outline. */
export interface DrawnGlyph {
  /** The Unicode text the ToUnicode CMap gives for the code shown (what `pdftotext` extracts). */
  text: string
  /** The code shown (a CID; pdf-lib's Type 0 fonts map CIDs to glyph ids one to one). */
  cid: number
  /** The embedded font's BaseFont (subset tag + name). */
  font: string
  /** Path commands of the glyph in the embedded FontFile2: 0 means the viewer draws nothing. */
  outline: number
}

/**
 * Every glyph a PDF's pages draw, checked against the font program embedded in the file (what poppler, pdf.js
 * and Chromium rasterize), not against the text layer: the content streams are decoded, each string shown
 * (Tj/TJ) is split into 2-byte CIDs, each CID is looked up in the font's FontFile2 (opened with fontkit, CID =
 * glyph id as pdf-lib writes CIDToGIDMap /Identity or a stream map) and mapped to Unicode through ToUnicode.
 */
export async function drawnGlyphs(bytes: Uint8Array): Promise<DrawnGlyph[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  const { lookup, streamBytes } = objectReader(doc)
  interface FontInfo {
    name: string
    unicode: Map<number, string>
    outline: (cid: number) => number
  }
  const fontCache = new Map<PDFObject, FontInfo>()
  const fontInfo = (ref: PDFObject): FontInfo => {
    const known = fontCache.get(ref)
    if (known) return known
    const font = lookup(ref)
    if (!(font instanceof PDFDict)) throw new Error('a font resource that is not a dictionary')
    const name = String(font.get(PDFName.of('BaseFont')))
    const unicode = toUnicode(streamBytes(font.get(PDFName.of('ToUnicode'))))
    const descendants = lookup(font.get(PDFName.of('DescendantFonts')))
    const cidFont = lookup(descendants instanceof PDFArray ? descendants.get(0) : undefined)
    if (!(cidFont instanceof PDFDict)) throw new Error(`${name}: no CID font`)
    const descriptor = lookup(cidFont.get(PDFName.of('FontDescriptor')))
    if (!(descriptor instanceof PDFDict)) throw new Error(`${name}: no font descriptor`)
    const program = streamBytes(descriptor.get(PDFName.of('FontFile2')) ?? descriptor.get(PDFName.of('FontFile3')))
    if (program.length === 0) throw new Error(`${name}: no embedded font program`)
    const parsed = fontkit.create(program)
    if ('fonts' in parsed) throw new Error(`${name}: a font collection`)
    // CIDToGIDMap: /Identity, or a stream of 2-byte glyph ids indexed by CID.
    const map = lookup(cidFont.get(PDFName.of('CIDToGIDMap')))
    const gidMap = map instanceof PDFRawStream ? streamBytes(map) : null
    const gidOf = (cid: number) => (gidMap ? ((gidMap[2 * cid] ?? 0) << 8) | (gidMap[2 * cid + 1] ?? 0) : cid)
    const outline = (cid: number) => {
      const gid = gidOf(cid)
      if (gid <= 0 || gid >= parsed.numGlyphs) return 0
      try {
        return parsed.getGlyph(gid)?.path.commands.length ?? 0
      } catch {
        return 0 // a glyph record the font program cannot even decode draws nothing (or garbage)
      }
    }
    const info = { name, unicode, outline }
    fontCache.set(ref, info)
    return info
  }
  const drawn: DrawnGlyph[] = []
  for (const page of doc.getPages()) {
    const fonts = new Map<string, PDFObject>()
    const resources = lookup(page.node.Resources()?.get(PDFName.of('Font')))
    if (resources instanceof PDFDict) for (const [key, ref] of resources.entries()) fonts.set(key.asString(), ref)
    const contents = lookup(page.node.get(PDFName.of('Contents')))
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents]
    const ops = parts.map((p) => Buffer.from(streamBytes(p)).toString('latin1')).join('\n')
    let current: FontInfo | null = null
    const show = (hex: string) => {
      if (!current) throw new Error('text shown before a font is set')
      const clean = hex.replace(/\s+/g, '')
      for (let i = 0; i + 4 <= clean.length; i += 4) {
        const cid = Number.parseInt(clean.slice(i, i + 4), 16)
        drawn.push({
          text: current.unicode.get(cid) ?? '\uFFFD',
          cid,
          font: current.name,
          outline: current.outline(cid),
        })
      }
    }
    for (const m of ops.matchAll(/(\/[\w.+-]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj|\[((?:[^\]])*)\]\s*TJ/g)) {
      if (m[1]) {
        const ref = fonts.get(m[1])
        if (!ref) throw new Error(`font ${m[1]} is not in the page's resources`)
        current = fontInfo(ref)
      } else if (m[2] !== undefined) show(m[2])
      else if (m[3] !== undefined) for (const h of m[3].matchAll(/<([0-9A-Fa-f\s]*)>/g)) show(h[1] ?? '')
    }
  }
  return drawn
}

/** The drawn characters (not spaces) whose glyph has no outline in the embedded font. */
export function blankGlyphs(drawn: DrawnGlyph[]): DrawnGlyph[] {
  return drawn.filter((g) => g.text.trim() !== '' && g.outline === 0)
}
