import { describe, expect, it } from 'vitest'
import { cleanSequence, countGc, reverseComplementRna, reverseComplementToDna } from './sequence'

const MRNA = { stripT7Promoter: true }
const PROBE = { stripT7Promoter: false }

function cleaned(raw: unknown, options = MRNA) {
  const out = cleanSequence(raw, options)
  if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`)
  return out.value
}

function errorOf(raw: unknown, options = MRNA) {
  const out = cleanSequence(raw, options)
  if (out.ok) throw new Error('expected an error')
  return out.error
}

describe('sequence fields (spec 4.1)', () => {
  it('accepts RNA, DNA, lower case, mixed T/U, FASTA, CRLF, GenBank numbering', () => {
    expect(cleaned('GGGAGA')).toEqual({ sequence: 'GGGAGA', infos: [] })
    expect(cleaned('gggaga')).toEqual({ sequence: 'GGGAGA', infos: [] })
    expect(cleaned('GGTACU')).toEqual({ sequence: 'GGUACU', infos: ['I_T_TO_U'] })
    expect(cleaned('>my mRNA\r\nGGG AGA\r\nCCA\r\n')).toEqual({ sequence: 'GGGAGACCA', infos: [] })
    expect(cleaned('\n\n  >header\nGGG\rAGA')).toEqual({ sequence: 'GGGAGA', infos: [] })
    expect(cleaned('        1 gggagaccaa gctggctagc\n       21 gtttaaactt')).toEqual({
      sequence: 'GGGAGACCAAGCUGGCUAGCGUUUAAACUU',
      infos: ['I_T_TO_U'],
    })
  })

  it('rejects empty input and non-strings with E_SEQ_EMPTY', () => {
    for (const raw of ['', '   ', ' \n\t\r\n', '>only a header\n', '12 34\n56', null, undefined, 42, {}, []]) {
      expect(errorOf(raw).code).toBe('E_SEQ_EMPTY')
    }
    expect(errorOf('').message).toBe('Please enter a sequence.')
  })

  it('rejects more than one FASTA header, or a header that is not the first line (E_SEQ_MULTI)', () => {
    const two = errorOf('>a\nGGG\n>b\nAAA')
    expect(two.code).toBe('E_SEQ_MULTI')
    expect(two.message).toBe('Please enter only one sequence (more than one FASTA header found).')
    const late = errorOf('GGG\n>b\nAAA')
    expect(late.code).toBe('E_SEQ_MULTI')
    expect(late.messageKey).toBe('E_SEQ_MULTI_HEADER_NOT_FIRST')
    expect(late.message).toBe('FASTA header must be the first line.')
    // '>' inside a line is not a header but an invalid character
    expect(errorOf('GG>G').code).toBe('E_SEQ_CHAR')
  })

  it('names the sorted distinct invalid characters and the first position after whitespace/digit removal', () => {
    const e = errorOf('GG NX\nG-N')
    expect(e.code).toBe('E_SEQ_CHAR')
    expect(e.message).toBe("Invalid character(s) '-', 'N', 'X' at position 3. Only A, C, G, T and U are allowed.")
    expect(errorOf('mAmG').message).toBe("Invalid character(s) 'M' at position 1. Only A, C, G, T and U are allowed.")
    expect(errorOf('GGΨG').params).toEqual({ chars: "'Ψ'", position: 3 })
    expect(errorOf('AC😀G').params).toEqual({ chars: "'😀'", position: 3 })
  })

  it('strips a leading T7 promoter from the mRNA field only (T written as T or U)', () => {
    expect(cleaned('TAATACGACTCACTATAGGGAGA')).toEqual({ sequence: 'GGGAGA', infos: ['I_T_TO_U', 'I_T7_STRIPPED'] })
    expect(cleaned('taatacgactcactataGGGAGA')).toEqual({ sequence: 'GGGAGA', infos: ['I_T_TO_U', 'I_T7_STRIPPED'] })
    expect(cleaned('UAAUACGACUCACUAUAGGGAGA')).toEqual({ sequence: 'GGGAGA', infos: ['I_T7_STRIPPED'] })
    expect(cleaned('TAATACGACTCACTATAGGG', PROBE)).toEqual({ sequence: 'UAAUACGACUCACUAUAGGG', infos: ['I_T_TO_U'] })
    // upstream vector DNA is not searched
    expect(cleaned('CCTAATACGACTCACTATAGGG').sequence).toBe('CCUAAUACGACUCACUAUAGGG')
    // a sequence that is only the promoter is empty
    expect(errorOf('TAATACGACTCACTATA').code).toBe('E_SEQ_EMPTY')
  })

  it('limits the length to 50000 nt (after promoter removal)', () => {
    expect(cleaned('A'.repeat(50_000)).sequence.length).toBe(50_000)
    expect(cleaned(`TAATACGACTCACTATA${'G'.repeat(50_000)}`).sequence.length).toBe(50_000)
    const long = errorOf('A'.repeat(50_001))
    expect(long.code).toBe('E_SEQ_LONG')
    expect(long.message).toBe('Sequence is longer than 50000 nt.')
    // invalid characters are reported before the length
    expect(errorOf(`${'A'.repeat(60_000)}N`).code).toBe('E_SEQ_CHAR')
  })
})

describe('sequence helpers', () => {
  it('reverse complements', () => {
    expect(reverseComplementToDna('GGGAGACCAAGCUGGCUAGCGUUUA')).toBe('TAAACGCTAGCCAGCTTGGTCTCCC')
    expect(reverseComplementRna('GGGAGACCAAGCUGGCUAGCGUUUA')).toBe('UAAACGCUAGCCAGCUUGGUCUCCC')
    expect(countGc('GGGAGACCAAGCUGGCUAGCGUUUA')).toBe(14)
  })
})
