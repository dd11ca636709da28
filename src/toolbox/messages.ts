/**
 * English texts of every toolbox message (spec 4.3 and `conventions.message_texts` of the vectors),
 * keyed by message key. The key is the code, except for the second text of E_SEQ_MULTI, which has its
 * own key (`E_SEQ_MULTI_HEADER_NOT_FIRST`) but is reported with code E_SEQ_MULTI.
 *
 * Placeholders are `{name}`. Values that the texts show in quotes ('AG', 'X', 'Y') are passed already
 * quoted, so that no template contains an apostrophe right before a `{` (ICU MessageFormat, as used by
 * next-intl, would treat `'{` as an escape).
 *
 * This is the one source of the English texts (the API answers them verbatim). The app's message files hold
 * them under `toolbox.codes` for the page: en.json derived from this table (a test checks they are equal),
 * cn.json the Chinese translation with identical placeholders (the only copy of the Chinese texts).
 */

export const ERROR_MESSAGES = {
  E_INPUT: 'Invalid input.',
  E_SEQ_EMPTY: 'Please enter a sequence.',
  E_SEQ_MULTI: 'Please enter only one sequence (more than one FASTA header found).',
  E_SEQ_MULTI_HEADER_NOT_FIRST: 'FASTA header must be the first line.',
  E_SEQ_CHAR: 'Invalid character(s) {chars} at position {position}. Only A, C, G, T and U are allowed.',
  E_SEQ_LONG: 'Sequence is longer than {max} nt.',
  E_PROBE_START: 'Probe start must be a whole number between {min} and {max}.',
  E_PROBE_LEN: 'Probe length must be a whole number between {min} and {max}.',
  E_DIG_POS: 'Expected digestion position must be a whole number between {min} and {max}.',
  E_HYB_LEN: 'Hybrid chain length must be a whole number between {min} and {max}.',
  E_PROBE_BEYOND_END: 'The probe (positions {start}-{end}) extends beyond the end of the sequence ({length} nt).',
  E_HYBRID_OUTSIDE_PROBE:
    'The hybrid region (positions {hybridStart}-{hybridEnd}) must lie within the probe region (positions {probeStart}-{probeEnd}).',
  E_PROBE_NOT_FOUND: 'The probe sequence is not complementary to the entered mRNA sequence.',
  E_MRNA_LEN: 'mRNA full length must be a whole number between {min} and {max}.',
  E_MRNA_LEN_SHORT:
    'mRNA full length ({mrnaLength} nt) cannot be shorter than the entered sequence ({sequenceLength} nt).',
  E_SAMPLE_CONC: 'Sample concentration must be a number greater than 0 and at most {max} ng/µl.',
  E_PROBE_CONC: 'Probe concentration must be a number greater than 0 and at most {max} µM.',
  E_MOD: 'Please select a base modification (none, psi, m1psi, mo5U, m5C or m6A).',
  E_PRODUCT_LEN: 'Digestion product length must be between {min} and {max} nt.',
  E_CAP_METHOD: 'Please select a capping method (enzymatic or co-transcriptional).',
  E_CAP_ANALOG: 'Please select a cap analog for co-transcriptional capping.',
  E_CAP_START:
    'Cap analog {analog} requires the transcript to start with {required}; the sequence starts with {actual}.',
} as const

export const NOTICE_MESSAGES = {
  W_PROBE_LEN: 'Recommended probe length is 20-30 nt.',
  W_PRODUCT_LEN: 'Recommended digestion product length is 17-20 nt.',
  W_HYBRID_LEN: 'Recommended hybrid chain length is 4-6 nt.',
  W_GC_RANGE: 'Probe GC content is outside the recommended 40-70% (55-65% is best).',
  I_GC_SUBOPTIMAL: 'Probe GC content is acceptable; 55-65% is best.',
  W_PRODUCT_ENDS_G: 'The digestion product ends in G; choose another digestion position.',
  W_DNA_AT_PROBE_END: "The hybrid (DNA) segment reaches a probe end; keep 2'-O-methyl RNA on both sides of it.",
  W_PROBE_MULTI: "The probe matches more than one site; the 5'-most site is used.",
  W_SAMPLE_TOO_DILUTE: 'Sample concentration too low, please adjust it',
  W_PROBE_TOO_DILUTE: 'Probe concentration too low, please adjust it',
  I_SCALED_UP: 'Reaction volume increased (at most 1.5x) because the sample is dilute.',
  I_SAMPLE_VOL_LT1: 'mRNA sample volume is below 1 µl; dilute the sample for accurate pipetting.',
  I_PROBE_VOL_LT1: 'Probe volume is below 1 µl; dilute the probe for accurate pipetting.',
  I_T_TO_U: 'T was converted to U.',
  I_T7_STRIPPED: 'A leading T7 promoter (TAATACGACTCACTATA) was removed; position 1 is the transcription start.',
} as const

export type ErrorMessageKey = keyof typeof ERROR_MESSAGES
/** Codes of blocking errors (every message key except the E_SEQ_MULTI variant). */
export type ErrorCode = Exclude<ErrorMessageKey, 'E_SEQ_MULTI_HEADER_NOT_FIRST'>
export type NoticeCode = keyof typeof NOTICE_MESSAGES
export type WarningCode = Extract<NoticeCode, `W_${string}`>
export type InfoCode = Extract<NoticeCode, `I_${string}`>
export type MessageKey = ErrorMessageKey | NoticeCode

export const MESSAGES_EN: Readonly<Record<MessageKey, string>> = { ...ERROR_MESSAGES, ...NOTICE_MESSAGES }

export const ERROR_CODES: readonly ErrorCode[] = (Object.keys(ERROR_MESSAGES) as ErrorMessageKey[]).filter(
  (key): key is ErrorCode => key !== 'E_SEQ_MULTI_HEADER_NOT_FIRST',
)

export type MessageParams = Readonly<Record<string, string | number>>

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}

/** English text of a message key with its parameters filled in. */
export function messageText(key: MessageKey, params: MessageParams = {}): string {
  return formatMessage(MESSAGES_EN[key], params)
}

/** English texts of a list of warning/info codes, in the same order. */
export function noticeTexts(codes: readonly NoticeCode[]): string[] {
  return codes.map((code) => NOTICE_MESSAGES[code])
}
