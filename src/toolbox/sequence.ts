import { MAX_SEQUENCE_LENGTH, T7_PROMOTER } from './constants'
import { fail, type Outcome, succeed } from './errors'
import type { InfoCode } from './messages'

/**
 * Cleaning and validation of sequence fields (spec 4.1): mRNA/DNA sequence, probe sequence and
 * digestion-product sequence. All loops are linear; huge inputs are rejected without quadratic work.
 */

export interface CleanedSequence {
  /** Upper-case RNA (A, C, G, U), 5'→3'. */
  readonly sequence: string
  /** I_T_TO_U, then I_T7_STRIPPED, when they apply. */
  readonly infos: InfoCode[]
}

export interface CleanOptions {
  /** Remove a leading T7 promoter (mRNA/DNA sequence field only, not probe or product). */
  readonly stripT7Promoter: boolean
}

const HEADER_LINE = /^\s*>/
const STRIP = /[\s0-9]/g
const VALID_ONLY = /^[ACGTUacgtu]*$/
const VALID_CHARS = new Set(['A', 'C', 'G', 'T', 'U', 'a', 'c', 'g', 't', 'u'])

function compareCodePoints(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0) ?? 0)
  const y = Array.from(b, (c) => c.codePointAt(0) ?? 0)
  const n = Math.min(x.length, y.length)
  for (let i = 0; i < n; i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0)
    if (d !== 0) return d
  }
  return x.length - y.length
}

/** Upper-case form used to name an invalid character (the character itself if upper-casing expands it). */
function displayChar(c: string): string {
  const upper = c.toUpperCase()
  return Array.from(upper).length === 1 ? upper : c
}

/** Finds the sorted distinct invalid characters and the 1-based position (in code points) of the first. */
function findInvalid(body: string): { chars: string[]; position: number } {
  const bad = new Set<string>()
  let position = 0
  let index = 0
  for (const c of body) {
    index += 1
    if (VALID_CHARS.has(c)) continue
    if (position === 0) position = index
    bad.add(displayChar(c))
  }
  return { chars: [...bad].sort(compareCodePoints), position }
}

/** Removes FASTA headers; fails with E_SEQ_MULTI when there is more than one or it is not the first line. */
function dropFastaHeader(text: string): Outcome<string> {
  if (!text.includes('>')) return succeed(text)
  const lines = text.split('\n')
  let firstContent = -1
  let header = -1
  let headers = 0
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? ''
    if (line.trim() === '') continue
    if (firstContent === -1) firstContent = i
    if (HEADER_LINE.test(line)) {
      headers += 1
      if (header === -1) header = i
    }
  }
  if (headers > 1) return fail('E_SEQ_MULTI')
  if (headers === 1 && header !== firstContent)
    return fail('E_SEQ_MULTI', {}, { messageKey: 'E_SEQ_MULTI_HEADER_NOT_FIRST' })
  if (headers === 0) return succeed(text)
  return succeed(lines.filter((_, i) => i !== header).join('\n'))
}

/**
 * Normalises a sequence field: CR/CRLF → LF, FASTA header, whitespace and digits removed, upper-case,
 * alphabet A/C/G/T/U, optional leading T7 promoter removed, T → U, at most 50 000 nt.
 * Non-string values count as an empty field (E_SEQ_EMPTY).
 */
export function cleanSequence(raw: unknown, options: CleanOptions): Outcome<CleanedSequence> {
  if (typeof raw !== 'string') return fail('E_SEQ_EMPTY')
  // 1. line endings; empty
  const text = raw.replace(/\r\n?/g, '\n')
  if (text.trim() === '') return fail('E_SEQ_EMPTY')
  // 2. FASTA header
  const withoutHeader = dropFastaHeader(text)
  if (!withoutHeader.ok) return withoutHeader
  // 3. whitespace and digits (GenBank numbering)
  const body = withoutHeader.value.replace(STRIP, '')
  if (body === '') return fail('E_SEQ_EMPTY')
  // 4. alphabet
  if (!VALID_ONLY.test(body)) {
    const { chars, position } = findInvalid(body)
    return fail('E_SEQ_CHAR', { chars: chars.map((c) => `'${c}'`).join(', '), position })
  }
  let sequence = body.toUpperCase()
  // 5. T7 promoter (checked with U read as T), T → U
  const infos: InfoCode[] = []
  const hadT = sequence.includes('T')
  let stripped = false
  if (
    options.stripT7Promoter &&
    sequence.length >= T7_PROMOTER.length &&
    sequence.slice(0, T7_PROMOTER.length).replace(/U/g, 'T') === T7_PROMOTER
  ) {
    sequence = sequence.slice(T7_PROMOTER.length)
    stripped = true
  }
  if (hadT) {
    infos.push('I_T_TO_U')
    sequence = sequence.replace(/T/g, 'U')
  }
  if (stripped) {
    infos.push('I_T7_STRIPPED')
    // [CHOICE] a sequence that was nothing but the promoter is empty.
    if (sequence === '') return fail('E_SEQ_EMPTY')
  }
  // 6. length
  if (sequence.length > MAX_SEQUENCE_LENGTH) return fail('E_SEQ_LONG', { max: MAX_SEQUENCE_LENGTH })
  return succeed({ sequence, infos })
}

const RNA_COMPLEMENT: Readonly<Record<string, string>> = { A: 'U', C: 'G', G: 'C', U: 'A' }
const DNA_COMPLEMENT_OF_RNA: Readonly<Record<string, string>> = { A: 'T', C: 'G', G: 'C', U: 'A' }

/** Reverse complement of an RNA sequence, as RNA. */
export function reverseComplementRna(rna: string): string {
  const out: string[] = new Array(rna.length)
  for (let i = 0; i < rna.length; i += 1) out[rna.length - 1 - i] = RNA_COMPLEMENT[rna.charAt(i)] ?? 'N'
  return out.join('')
}

/** Reverse complement of an RNA sequence, written with DNA letters (the probe). */
export function reverseComplementToDna(rna: string): string {
  const out: string[] = new Array(rna.length)
  for (let i = 0; i < rna.length; i += 1) out[rna.length - 1 - i] = DNA_COMPLEMENT_OF_RNA[rna.charAt(i)] ?? 'N'
  return out.join('')
}

/** Number of G and C in a sequence. */
export function countGc(sequence: string): number {
  let count = 0
  for (let i = 0; i < sequence.length; i += 1) {
    const c = sequence.charCodeAt(i)
    if (c === 71 || c === 67) count += 1 // 'G', 'C'
  }
  return count
}
