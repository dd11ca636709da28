/**
 * A user-provided name (an uploaded file's name) made safe to store and show: no C0 or C1 control characters
 * and no bidirectional controls (U+202A–202E embeddings and overrides, U+2066–2069 isolates, U+200E/U+200F
 * marks, U+061C Arabic letter mark), which can make `invoice‮fdp.exe` read as `invoiceexe.pdf`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

export function stripControlCharacters(name: string): string {
  return name.replace(CONTROLS, '')
}
