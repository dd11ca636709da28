/**
 * Lab values of a datasheet are numbers shared by both languages, with a note per language (issue 19). These
 * parsers turn the free texts products carried before ("> 95% (SDS-PAGE)", "< 1.0 EU/µg (LAL method)",
 * "20.9 kDa") into the number and the rest of the text, so the migration and the seed lose nothing: what is not a
 * number stays in the note, word for word.
 */

export interface LabValue {
  value: number | null
  note: string
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`

/** Strips the brackets and separators a value leaves behind: "（SDS-PAGE）" → "SDS-PAGE". */
function tidy(rest: string): string {
  let text = rest.trim().replace(/^[;；,，:：]\s*/, '')
  const bracketed = /^[(（]([^()（）]*)[)）]$/.exec(text)
  if (bracketed) text = bracketed[1] ?? ''
  return text.trim()
}

/** The first "NN%" of a purity text, and the rest as the note. */
export function parsePurity(text: string | null | undefined): LabValue {
  const source = (text ?? '').trim()
  const match = new RegExp(String.raw`^[>≥＞]?\s*${NUMBER}\s*%`).exec(source)
  if (!match) return { value: null, note: source }
  const value = Number(match[1])
  if (!(value >= 0 && value <= 100)) return { value: null, note: source }
  return { value, note: tidy(source.slice(match[0].length)) }
}

/** The first "< N EU/µg" (or EU/mg, converted) of an endotoxin text, and the rest as the note. */
export function parseEndotoxin(text: string | null | undefined): LabValue {
  const source = (text ?? '').trim()
  const match = new RegExp(String.raw`^[<≤＜]?\s*${NUMBER}\s*EU\s*(?:/|per\s+)\s*(?:1\s*)?(µg|μg|ug|mg)`, 'i').exec(
    source,
  )
  if (!match) return { value: null, note: source }
  const perMg = (match[2] ?? '').toLowerCase() === 'mg'
  const raw = Number(match[1])
  const value = perMg ? Number((raw / 1000).toPrecision(6)) : raw
  return { value, note: tidy(source.slice(match[0].length)) }
}

/** "20.9 kDa" → 20.9; a text that is not one molecular weight in kDa stays whole in the note. */
export function parseMolecularWeight(text: string | null | undefined): LabValue {
  const source = (text ?? '').trim()
  const match = new RegExp(String.raw`^~?\s*${NUMBER}\s*kDa`, 'i').exec(source)
  if (!match) return { value: null, note: source }
  return { value: Number(match[1]), note: tidy(source.slice(match[0].length)) }
}

const withNote = (value: string | null, note: string | null | undefined): string => {
  const n = (note ?? '').trim()
  if (value === null) return n
  return n ? `${value} (${n})` : value
}

/** "> 95% (SDS-PAGE)": the shared number with the visitor's language's note ('' when neither is set). */
export function formatPurity(percent: number | null | undefined, note?: string | null): string {
  return withNote(percent === null || percent === undefined ? null : `> ${percent}%`, note)
}

/** "< 1 EU/µg (LAL method)". */
export function formatEndotoxin(euPerUg: number | null | undefined, note?: string | null): string {
  return withNote(euPerUg === null || euPerUg === undefined ? null : `< ${euPerUg} EU/µg`, note)
}

/** "20.9 kDa": the predicted weight, with the note ('' when neither is set). */
export function formatMolecularWeight(kda: number | null | undefined, note?: string | null): string {
  return withNote(kda === null || kda === undefined ? null : `${kda} kDa`, note)
}
