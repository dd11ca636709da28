import { describe, expect, it } from 'vitest'
import { calculate, type ToolboxModule, type ToolboxResponse, type ToolboxResults } from './calculate'

/** Worked examples of the spec and the subtle rules that the public vectors do not pin down. */

const SEQ = 'GGGAGACCAAGCUGGCUAGCGUUUAAACUUAAGCUUGGUACCGAGCUCGGAUCCACUAGUCCAGUGUGGUGGAAUUCUGCAGAUAUCC'
const BASE_PROBE = { sequence: SEQ, probe_start: 1, probe_length: 25, digestion_position: 18, hybrid_length: 5 }

function ok<M extends ToolboxModule>(module: M, input: unknown): ToolboxResults[M] {
  const out: ToolboxResponse<ToolboxResults[M]> = calculate(module, input)
  if (!out.ok) throw new Error(`${out.error_code}: ${out.error_message}`)
  return out.result
}

function err(module: ToolboxModule, input: unknown): { code: string; message: string } {
  const out = calculate(module, input)
  if (out.ok) throw new Error('expected an error')
  expect(out.error.code).toBe(out.error_code)
  expect(out.error.message).toBe(out.error_message)
  return { code: out.error_code, message: out.error_message }
}

describe('module 1 — probe design', () => {
  it('P01 worked example: chimera, windows, GC, product', () => {
    const r = ok('probe_design', BASE_PROBE)
    expect(r.probe_chimeric).toBe('mUmAmAmAmCmGmCTAGCCmAmGmCmUmUmGmGmUmCmUmCmCmC')
    expect(r.dna_window_in_probe).toEqual([8, 12])
    expect(r.hybrid_region_in_mrna).toEqual([14, 18])
    expect(r.probe_gc_percent).toBe(56)
  })

  it('accepts DNA with a T7 promoter: positions count from the transcription start', () => {
    const dna = `TAATACGACTCACTATA${SEQ.replace(/U/g, 'T')}`
    const r = ok('probe_design', { ...BASE_PROBE, sequence: `>pT7 construct\r\n${dna.toLowerCase()}\r\n` })
    const plain = ok('probe_design', BASE_PROBE)
    expect(r.infos).toEqual(['I_T_TO_U', 'I_T7_STRIPPED'])
    expect(r.infos_text).toEqual([
      'T was converted to U.',
      'A leading T7 promoter (TAATACGACTCACTATA) was removed; position 1 is the transcription start.',
    ])
    expect({ ...r, infos: [], infos_text: [] }).toEqual(plain)
  })

  it('lists sequence infos before the GC info, and every hint in the spec order', () => {
    const r = ok('probe_design', {
      sequence: 'AUCAGAGUCUUCUCACGCAGCCGCCACCAUGGCGUCCGACAAGCAGAUCGAGGCC'.replace(/U/g, 'T'),
      probe_start: 1,
      probe_length: 22,
      digestion_position: 19,
      hybrid_length: 6,
    })
    expect(r.infos).toEqual(['I_T_TO_U', 'I_GC_SUBOPTIMAL'])
    const many = ok('probe_design', {
      sequence: `${'A'.repeat(34)}G${'A'.repeat(20)}`,
      probe_start: 1,
      probe_length: 35,
      digestion_position: 35,
      hybrid_length: 8,
    })
    expect(many.warnings).toEqual([
      'W_PROBE_LEN',
      'W_PRODUCT_LEN',
      'W_HYBRID_LEN',
      'W_GC_RANGE',
      'W_PRODUCT_ENDS_G',
      'W_DNA_AT_PROBE_END',
    ])
    expect(many.warnings_text).toHaveLength(6)
  })

  it('GC bounds are inclusive: exactly 40 % is acceptable, exactly 65 % optimal, 39.x % / 70.x % out', () => {
    // 8 G/C in 20 nt = 40 %
    const seq40 = `GGGGGGGGAAAAAAAAAAAA${'A'.repeat(30)}`
    const r40 = ok('probe_design', {
      sequence: seq40,
      probe_start: 1,
      probe_length: 20,
      digestion_position: 18,
      hybrid_length: 4,
    })
    expect(r40.probe_gc_percent).toBe(40)
    expect(r40.warnings).not.toContain('W_GC_RANGE')
    expect(r40.infos).toContain('I_GC_SUBOPTIMAL')
    // 9 G/C in 23 nt = 39.13 %
    const seq39 = `GGGGGGGGGAAAAAAAAAAAAAA${'A'.repeat(30)}`
    const r39 = ok('probe_design', {
      sequence: seq39,
      probe_start: 1,
      probe_length: 23,
      digestion_position: 18,
      hybrid_length: 4,
    })
    expect(r39.probe_gc_percent).toBe(39.13)
    expect(r39.warnings).toContain('W_GC_RANGE')
    expect(r39.infos).not.toContain('I_GC_SUBOPTIMAL')
  })

  it('check mode: probe in RNA letters, not found, too short, precedence over s/L', () => {
    const rna = ok('probe_design', {
      sequence: SEQ,
      probe_sequence: 'UAAACGCUAGCCAGCUUGGUCUCCC',
      probe_start: 'ignored',
      digestion_position: 18,
      hybrid_length: 5,
    })
    expect(rna.probe_start).toBe(1)
    expect(rna.infos).toEqual([])
    const shifted = ok('probe_design', { ...BASE_PROBE, probe_sequence: 'CGCTAGCCAGCTTGGTCTCCC', probe_start: 40 })
    expect([shifted.probe_start, shifted.probe_length, shifted.probe_end]).toEqual([1, 21, 21])
    expect(err('probe_design', { ...BASE_PROBE, probe_sequence: 'GGGAGACCAAGCUGGCUAGCGUUUA' })).toEqual({
      code: 'E_PROBE_NOT_FOUND',
      message: 'The probe sequence is not complementary to the entered mRNA sequence.',
    })
    expect(err('probe_design', { ...BASE_PROBE, probe_sequence: 'TAGCCAGCT' }).code).toBe('E_PROBE_LEN')
    expect(err('probe_design', { ...BASE_PROBE, probe_sequence: 'mUmAmA' }).code).toBe('E_SEQ_CHAR')
    // an empty probe field means "not given": s/L mode
    expect(ok('probe_design', { ...BASE_PROBE, probe_sequence: '  ' }).probe_length).toBe(25)
    expect(ok('probe_design', { ...BASE_PROBE, probe_sequence: null }).probe_length).toBe(25)
  })

  it('W_PROBE_MULTI comes first, before the hints', () => {
    const twice = 'GGGAGACCAAGCUGGCUAGCGUUUAAACGGGAGACCAAGCUGGCUAGCGUUUAAACAUGGCC'
    const r = ok('probe_design', {
      sequence: twice,
      probe_sequence: 'TAAACGCTAGCCAGCTTGGTCTCCC',
      digestion_position: 19,
      hybrid_length: 5,
    })
    expect(r.warnings).toEqual(['W_PROBE_MULTI', 'W_PRODUCT_ENDS_G'])
  })

  it('validates numbers strictly and in the documented order', () => {
    expect(ok('probe_design', { ...BASE_PROBE, probe_start: 1.0, probe_length: 25.0 }).probe_length).toBe(25)
    for (const bad of ['1', '', null, true, Number.NaN, Number.POSITIVE_INFINITY, -1, 0.5, 50_001]) {
      expect(err('probe_design', { ...BASE_PROBE, probe_start: bad })).toEqual({
        code: 'E_PROBE_START',
        message: 'Probe start must be a whole number between 1 and 50000.',
      })
    }
    expect(err('probe_design', { ...BASE_PROBE, probe_length: 61 }).message).toBe(
      'Probe length must be a whole number between 10 and 60.',
    )
    expect(err('probe_design', { ...BASE_PROBE, digestion_position: 61 }).message).toBe(
      'Expected digestion position must be a whole number between 3 and 60.',
    )
    expect(err('probe_design', { ...BASE_PROBE, hybrid_length: 0 }).message).toBe(
      'Hybrid chain length must be a whole number between 1 and 12.',
    )
    // order: sequence → s → L → d → h → beyond end → hybrid inside probe
    expect(err('probe_design', { sequence: 'NNN', probe_start: 0, probe_length: 0 }).code).toBe('E_SEQ_CHAR')
    expect(err('probe_design', { sequence: SEQ, probe_start: 0, probe_length: 0 }).code).toBe('E_PROBE_START')
    expect(err('probe_design', { sequence: SEQ, probe_start: 1, probe_length: 0 }).code).toBe('E_PROBE_LEN')
    expect(err('probe_design', { sequence: SEQ, probe_start: 1, probe_length: 20 }).code).toBe('E_DIG_POS')
    expect(err('probe_design', { sequence: SEQ, probe_start: 1, probe_length: 20, digestion_position: 18 }).code).toBe(
      'E_HYB_LEN',
    )
  })

  it('rejects a hybrid window beyond the probe 3′ side (d > e) and one starting before s', () => {
    expect(err('probe_design', { ...BASE_PROBE, probe_length: 20, digestion_position: 21 })).toEqual({
      code: 'E_HYBRID_OUTSIDE_PROBE',
      message: 'The hybrid region (positions 17-21) must lie within the probe region (positions 1-20).',
    })
    expect(
      err('probe_design', { ...BASE_PROBE, probe_start: 15, digestion_position: 18, hybrid_length: 5 }).message,
    ).toBe('The hybrid region (positions 14-18) must lie within the probe region (positions 15-39).')
    // the hybrid may start exactly at s: DNA at the probe's 3' end
    const edge = ok('probe_design', { ...BASE_PROBE, probe_start: 14 })
    expect(edge.dna_window_in_probe).toEqual([21, 25])
    expect(edge.warnings).toContain('W_DNA_AT_PROBE_END')
    expect(edge.probe_chimeric.endsWith('TAGCC')).toBe(true)
  })
})

describe('module 2 — reaction system', () => {
  const R = { mrna_length: 2000, sample_conc_ng_ul: 1000, probe_conc_uM: 100 }

  it('R02 worked example: scaled up to 121 µl', () => {
    expect(ok('reaction_system', { ...R, sample_conc_ng_ul: 600 })).toEqual({
      mrna_mw_g_per_mol: 641159,
      mrna_mass_ug: 64.1159,
      mrna_pmol: 100,
      probe_pmol: 200,
      v_required_ul: 120.9554,
      final_volume_ul: 121,
      scale_factor: 1.21,
      mix_ul: 12.1,
      probe_ul: 2,
      sample_ul: 106.86,
      water_ul: 0.04,
      warnings: [],
      infos: ['I_SCALED_UP'],
      warnings_text: [],
      infos_text: ['Reaction volume increased (at most 1.5x) because the sample is dilute.'],
    })
  })

  it('R04 worked example: probe too dilute, no minimum sample concentration', () => {
    const r = ok('reaction_system', { ...R, probe_conc_uM: 1 })
    expect(r.warnings).toEqual(['W_PROBE_TOO_DILUTE'])
    expect(r.warnings_text).toEqual(['Probe concentration too low, please adjust it'])
    expect(r.min_sample_conc_ng_ul).toBeNull()
    expect([r.final_volume_ul, r.scale_factor, r.mix_ul, r.probe_ul, r.sample_ul, r.water_ul]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ])
  })

  it('uses the 1e-9 tolerance at 100 µl and 150 µl', () => {
    const at100 = ok('reaction_system', { ...R, sample_conc_ng_ul: 64115.9 / 88 })
    expect([at100.final_volume_ul, at100.infos]).toEqual([100, []])
    const at150 = ok('reaction_system', { ...R, sample_conc_ng_ul: 64115.9 / 133 })
    expect([at150.final_volume_ul, at150.scale_factor, at150.water_ul, at150.infos]).toEqual([
      150,
      1.5,
      0,
      ['I_SCALED_UP'],
    ])
    const below = ok('reaction_system', { ...R, sample_conc_ng_ul: 482.07 })
    expect(below.warnings).toEqual(['W_SAMPLE_TOO_DILUTE'])
    expect(below.min_sample_conc_ng_ul).toBe(482.07)
    expect(below).not.toHaveProperty('final_volume_ul', 150)
    expect(ok('reaction_system', R)).not.toHaveProperty('min_sample_conc_ng_ul')
  })

  it('reports volumes below 1 µl', () => {
    const r = ok('reaction_system', { mrna_length: 20, sample_conc_ng_ul: 20_000, probe_conc_uM: 1000 })
    expect(r.infos).toEqual(['I_SAMPLE_VOL_LT1', 'I_PROBE_VOL_LT1'])
    expect(r.probe_ul).toBe(0.2)
  })

  it('validates L → L vs sequence → c → c_p with exact texts', () => {
    expect(err('reaction_system', { ...R, mrna_length: 19 }).message).toBe(
      'mRNA full length must be a whole number between 20 and 50000.',
    )
    expect(err('reaction_system', { ...R, mrna_length: 80, entered_seq_len: 88 })).toEqual({
      code: 'E_MRNA_LEN_SHORT',
      message: 'mRNA full length (80 nt) cannot be shorter than the entered sequence (88 nt).',
    })
    expect(err('reaction_system', { ...R, mrna_length: 80, sequence: SEQ }).code).toBe('E_MRNA_LEN_SHORT')
    expect(ok('reaction_system', { ...R, mrna_length: 88, entered_seq_len: 88 }).mrna_mw_g_per_mol).toBe(28363)
    for (const bad of [0, -5, 20_000.5, Number.NaN, '1000', null]) {
      expect(err('reaction_system', { ...R, sample_conc_ng_ul: bad })).toEqual({
        code: 'E_SAMPLE_CONC',
        message: 'Sample concentration must be a number greater than 0 and at most 20000 ng/µl.',
      })
    }
    expect(ok('reaction_system', { ...R, sample_conc_ng_ul: 20_000 }).sample_ul).toBe(3.21)
    expect(err('reaction_system', { ...R, probe_conc_uM: 1000.01 })).toEqual({
      code: 'E_PROBE_CONC',
      message: 'Probe concentration must be a number greater than 0 and at most 1000 µM.',
    })
    expect(err('reaction_system', { mrna_length: 10, sample_conc_ng_ul: 0, probe_conc_uM: 0 }).code).toBe('E_MRNA_LEN')
  })
})

describe('module 3 — product masses', () => {
  const speciesMap = (input: Record<string, unknown>) =>
    Object.fromEntries(ok('product_mass', input).species.map((s) => [s.species, s]))

  it('M10 worked example: analog A1 is Am (not m6Am) in capped, m6A in ppp', () => {
    const s = speciesMap({
      product_sequence: 'AGGAAAUAAGAGAGAAAA',
      modification: 'm6A',
      capping_method: 'cotranscriptional',
      cap_analog: 'm7GpppAmG',
    })
    expect(s.capped?.average_mass_display).toBe('6608.21')
    expect(s.ppp?.average_mass_display).toBe('6328.96')
  })

  it('M14 rule: with m1Ψ and m7GpppAmU the analog-supplied U2 stays U', () => {
    const input = {
      product_sequence: 'AUCAGAGUCUUCUCACGC',
      capping_method: 'cotranscriptional',
      cap_analog: 'm7GpppAmU',
    }
    const m1psi = speciesMap({ ...input, modification: 'm1psi' })
    const none = speciesMap({ ...input, modification: 'none' })
    // 5 U, of which U2 comes from the analog: 4 × CH2 more in capped, 5 × CH2 more in ppp
    expect(m1psi.capped?.formula).toBe('C185H238N68O138P20')
    expect((m1psi.capped?.average_mass ?? 0) - (none.capped?.average_mass ?? 0)).toBeCloseTo(4 * 14.02658, 3)
    expect((m1psi.ppp?.average_mass ?? 0) - (none.ppp?.average_mass ?? 0)).toBeCloseTo(5 * 14.02658, 3)
  })

  it('isobaric pairs: ARCA = Cap1, m7GpppG = Cap0, 3′OMe-AG = m6Am-G = Cap2, Ψ = U', () => {
    const g = { product_sequence: 'GGGAGACCAAGCUGGCUA', modification: 'none' }
    const enz = speciesMap({ ...g, capping_method: 'enzymatic' })
    expect(speciesMap({ ...g, capping_method: 'cotranscriptional', cap_analog: 'ARCA' }).capped?.formula).toBe(
      enz.cap1?.formula,
    )
    expect(speciesMap({ ...g, capping_method: 'cotranscriptional', cap_analog: 'm7GpppG' }).capped?.formula).toBe(
      enz.cap0?.formula,
    )
    expect(speciesMap({ ...g, capping_method: 'cotranscriptional', cap_analog: 'm7GpppGmG' }).capped?.formula).toBe(
      enz.cap1?.formula,
    )
    expect(speciesMap({ ...g, modification: 'psi', capping_method: 'enzymatic' })).toEqual(enz)
    const a = { product_sequence: 'AGGAAAUAAGAGAGAAAA', modification: 'none' }
    const enzA = speciesMap({ ...a, capping_method: 'enzymatic' })
    for (const analog of ['m7G3OMepppAmG', 'm7Gpppm6AmG']) {
      expect(speciesMap({ ...a, capping_method: 'cotranscriptional', cap_analog: analog }).capped?.formula).toBe(
        enzA.cap2?.formula,
      )
    }
  })

  it('lists the species in the spec order with their labels', () => {
    expect(
      ok('product_mass', {
        product_sequence: 'GGG',
        modification: 'none',
        capping_method: 'enzymatic',
        cap_analog: 'ARCA',
      }).species.map((s) => s.species),
    ).toEqual(['cap2', 'cap1', 'cap0', 'capG', 'ppp', 'pp', 'p', 'OH'])
    const co = ok('product_mass', {
      product_sequence: 'AUG',
      modification: 'mo5U',
      capping_method: 'cotranscriptional',
      cap_analog: 'm7GpppAmU',
    })
    expect(co.species.map((s) => [s.species, s.label])).toEqual([
      ['capped', "m7G(5')ppp(5')(2'OMeA)pU (Cap1 AU)"],
      ['ppp', "5'-triphosphate (uncapped)"],
      ['pp', "5'-diphosphate"],
      ['p', "5'-monophosphate"],
      ['OH', "5'-hydroxyl"],
    ])
  })

  it('validates sequence → modification → length → method/analog → start', () => {
    const base = { product_sequence: 'GGGAGACCAAGCUGGCUA', modification: 'none', capping_method: 'enzymatic' }
    expect(err('product_mass', { ...base, product_sequence: 'GGN', modification: 'x' }).code).toBe('E_SEQ_CHAR')
    expect(err('product_mass', { ...base, product_sequence: 'GG', modification: 'M1PSI' }).code).toBe('E_MOD')
    expect(err('product_mass', { ...base, product_sequence: 'G'.repeat(61), capping_method: 'x' })).toEqual({
      code: 'E_PRODUCT_LEN',
      message: 'Digestion product length must be between 3 and 60 nt.',
    })
    expect(ok('product_mass', { ...base, product_sequence: 'G'.repeat(60) }).product_length).toBe(60)
    expect(err('product_mass', { ...base, capping_method: 'Enzymatic' }).code).toBe('E_CAP_METHOD')
    expect(err('product_mass', { ...base, capping_method: 'cotranscriptional' })).toEqual({
      code: 'E_CAP_ANALOG',
      message: 'Please select a cap analog for co-transcriptional capping.',
    })
    expect(err('product_mass', { ...base, capping_method: 'cotranscriptional', cap_analog: 'CleanCap' }).code).toBe(
      'E_CAP_ANALOG',
    )
    expect(err('product_mass', { ...base, capping_method: 'cotranscriptional', cap_analog: 'toString' }).code).toBe(
      'E_CAP_ANALOG',
    )
    expect(
      err('product_mass', { ...base, product_sequence: 'AGG', capping_method: 'cotranscriptional', cap_analog: 'ARCA' })
        .message,
    ).toBe("Cap analog ARCA requires the transcript to start with 'G'; the sequence starts with 'A'.")
    expect(err('product_mass', { ...base, capping_method: 'cotranscriptional', cap_analog: 'm7GpppAmU' }).message).toBe(
      "Cap analog m7GpppAmU requires the transcript to start with 'AU'; the sequence starts with 'GG'.",
    )
  })
})

describe('pipeline', () => {
  const E = {
    ...BASE_PROBE,
    mrna_length: 1900,
    sample_conc_ng_ul: 800,
    probe_conc_uM: 100,
    modification: 'm1psi',
    capping_method: 'enzymatic',
  }

  it('equals the three modules run one after the other', () => {
    const r = ok('pipeline', E)
    expect(r.probe_design).toEqual(ok('probe_design', E))
    expect(r.reaction_system).toEqual(ok('reaction_system', { ...E, entered_seq_len: 88 }))
    expect(r.product_mass).toEqual(
      ok('product_mass', {
        product_sequence: r.probe_design.digestion_product_sequence,
        modification: 'm1psi',
        capping_method: 'enzymatic',
      }),
    )
  })

  it('reports the first blocking error of the chain', () => {
    expect(err('pipeline', { ...E, hybrid_length: 0, mrna_length: 1, modification: 'x' }).code).toBe('E_HYB_LEN')
    expect(err('pipeline', { ...E, mrna_length: 87, modification: 'x' })).toEqual({
      code: 'E_MRNA_LEN_SHORT',
      message: 'mRNA full length (87 nt) cannot be shorter than the entered sequence (88 nt).',
    })
    expect(ok('pipeline', { ...E, mrna_length: 88 }).reaction_system.mrna_mw_g_per_mol).toBe(28363)
    expect(err('pipeline', { ...E, modification: 'x' }).code).toBe('E_MOD')
    expect(err('pipeline', { ...E, capping_method: 'cotranscriptional', cap_analog: 'm7GpppAmG' }).message).toBe(
      "Cap analog m7GpppAmG requires the transcript to start with 'AG'; the sequence starts with 'GG'.",
    )
  })

  it('compares mRNA full length with the sequence after T7 removal', () => {
    const r = ok('pipeline', { ...E, sequence: `TAATACGACTCACTATA${SEQ}`, mrna_length: 88 })
    expect(r.probe_design.mrna_length_entered).toBe(88)
    expect(r.probe_design.infos).toEqual(['I_T_TO_U', 'I_T7_STRIPPED'])
    expect(r.product_mass.infos).toEqual([])
  })
})

describe('calculate', () => {
  it('rejects non-object input and unknown modules with E_INPUT', () => {
    for (const input of [null, undefined, 42, 'GGG', [], [BASE_PROBE], true]) {
      expect(err('probe_design', input)).toEqual({ code: 'E_INPUT', message: 'Invalid input.' })
    }
    expect(calculate('nope', BASE_PROBE)).toMatchObject({ ok: false, error_code: 'E_INPUT' })
    expect(calculate(null, BASE_PROBE)).toMatchObject({ ok: false, error_code: 'E_INPUT' })
  })

  it('returns the vectors’ error form plus a typed error with params for localisation', () => {
    expect(calculate('probe_design', { ...BASE_PROBE, probe_start: 10, sequence: SEQ.slice(0, 30) })).toEqual({
      ok: false,
      error_code: 'E_PROBE_BEYOND_END',
      error_message: 'The probe (positions 10-34) extends beyond the end of the sequence (30 nt).',
      error: {
        code: 'E_PROBE_BEYOND_END',
        message: 'The probe (positions 10-34) extends beyond the end of the sequence (30 nt).',
        messageKey: 'E_PROBE_BEYOND_END',
        params: { start: 10, end: 34, length: 30 },
      },
    })
  })

  it('names the input field at fault (both sequence fields can fail in check mode)', () => {
    const fieldOf = (module: ToolboxModule, input: unknown) => {
      const out = calculate(module, input)
      return out.ok ? 'ok' : out.error.field
    }
    expect(fieldOf('probe_design', { ...BASE_PROBE, sequence: 'GGN' })).toBe('sequence')
    expect(fieldOf('probe_design', { ...BASE_PROBE, probe_sequence: 'mUmA' })).toBe('probe_sequence')
    expect(fieldOf('probe_design', { ...BASE_PROBE, probe_sequence: 'TAGC' })).toBe('probe_sequence')
    expect(fieldOf('probe_design', { ...BASE_PROBE, hybrid_length: 0 })).toBe('hybrid_length')
    expect(fieldOf('reaction_system', { mrna_length: 100, sample_conc_ng_ul: 1, probe_conc_uM: -1 })).toBe(
      'probe_conc_uM',
    )
    expect(fieldOf('product_mass', { product_sequence: 'GG', modification: 'none' })).toBe('product_sequence')
    expect(fieldOf('pipeline', { ...BASE_PROBE, mrna_length: 100, sample_conc_ng_ul: 1, probe_conc_uM: 1 })).toBe(
      'modification',
    )
    expect(fieldOf('probe_design', { ...BASE_PROBE, probe_start: 80 })).toBeUndefined()
    expect(fieldOf('probe_design', 'x')).toBeUndefined()
  })

  it('does not read inherited properties', () => {
    const proto = { sequence: SEQ, probe_start: 1, probe_length: 25, digestion_position: 18, hybrid_length: 5 }
    expect(err('probe_design', Object.create(proto)).code).toBe('E_SEQ_EMPTY')
  })

  it('survives exotic objects', () => {
    const throwing = new Proxy(
      {},
      {
        has: () => {
          throw new Error('boom')
        },
        getOwnPropertyDescriptor: () => {
          throw new Error('boom')
        },
      },
    )
    expect(calculate('pipeline', throwing)).toMatchObject({ ok: false, error_code: 'E_INPUT' })
  })
})
