import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  acceptsInternationalPhone,
  EMAIL_PATTERN,
  emailAddress,
  isEmail,
  isInternationalPhone,
  isMobilePhone,
  isSuggestionEmail,
  listId,
  MOBILE_PHONE_PATTERN,
  mobilePhone,
  normalizePhone,
  OVERSEAS_AREA_CODE,
  plainText,
  requiredText,
  VALIDATION_MESSAGES,
} from './validation'

/** Spec section 5: the shared phone and e-mail rules. */

function firstMessage(schema: z.ZodType, value: unknown) {
  const r = schema.safeParse(value)
  return r.success ? null : r.error.issues[0]?.message
}
describe('mainland mobile phone pattern', () => {
  const eight = '12345678'
  /** Every allowed second-and-third digit pair, exactly as the spec lists them. */
  const allowed = new Set<string>([
    ...'0123456789'.split('').map((d) => `3${d}`),
    ...'01456789'.split('').map((d) => `4${d}`),
    ...'012356789'.split('').map((d) => `5${d}`),
    ...'2567'.split('').map((d) => `6${d}`),
    ...'012345678'.split('').map((d) => `7${d}`),
    ...'0123456789'.split('').map((d) => `8${d}`),
    ...'01235789'.split('').map((d) => `9${d}`),
  ])

  it('accepts exactly the prefixes 13x, 14[0145-9], 15[^4], 16[2567], 17[0-8], 18x, 19[^46]', () => {
    for (let a = 0; a <= 9; a++) {
      for (let b = 0; b <= 9; b++) {
        const prefix = `${a}${b}`
        expect(isMobilePhone(`1${prefix}${eight}`), `1${prefix}…`).toBe(allowed.has(prefix))
      }
    }
  })

  it.each([
    ['13800138000', true],
    ['14012345678', true],
    ['14212345678', false],
    ['15412345678', false],
    ['16212345678', true],
    ['16812345678', false],
    ['17812345678', true],
    ['17912345678', false],
    ['19412345678', false],
    ['19612345678', false],
    ['19912345678', true],
  ])('%s → %s', (phone, ok) => {
    expect(isMobilePhone(phone)).toBe(ok)
  })

  it('needs exactly 8 more digits and nothing else', () => {
    expect(isMobilePhone('1380013800')).toBe(false)
    expect(isMobilePhone('138001380001')).toBe(false)
    expect(isMobilePhone('23800138000')).toBe(false)
    expect(isMobilePhone(' 13800138000')).toBe(false)
    expect(isMobilePhone('13800138000\n')).toBe(false)
    expect(isMobilePhone('+8613800138000')).toBe(false)
    expect(isMobilePhone('138-0013-8000')).toBe(false)
    expect(isMobilePhone('1380013800a')).toBe(false)
    expect(isMobilePhone('１３８００１３８０００')).toBe(false)
    expect(isMobilePhone('12345')).toBe(false)
    expect(isMobilePhone('')).toBe(false)
  })

  it('is anchored (exported for reuse)', () => {
    expect(MOBILE_PHONE_PATTERN.source.startsWith('^')).toBe(true)
    expect(MOBILE_PHONE_PATTERN.source.endsWith('$')).toBe(true)
  })
})

/** Issue 16: every address an HTML type=email input accepts (WHATWG), with the spec's dot segment in the domain. */
describe('e-mail rule (issue 16: real institutional addresses)', () => {
  it.each([
    'zhang.san@sjtu.edu.cn',
    'anna.schmidt@embl.de',
    'a+b@x.com',
    'li.wei@pku.edu.cn',
    'wang_fang@mail.tsinghua.edu.cn',
    'j.smith@ox.ac.uk',
    'john.smith+orders@ox.ac.uk',
    'maria.garcia@tuebingen.mpg.de',
    'first.last+tag@stud.uni-heidelberg.de',
    'chen-xiao@sibcb.ac.cn',
    'ab12345@cam.ac.uk',
    "o'brien@tcd.ie",
    'k.tanaka@riken.jp',
    'lab.admin@med.harvard.edu',
    'Peter.Mueller@Charite.DE',
    'x@b.cn',
    'a.b.c.d@sub.sub2.example.com.cn',
    'user%dept@example.org',
    'dept=qc@example.com',
    'support@xn--fiqs8s.xn--fiqz9s',
    'john_doe@example.com',
    'john-doe-2@mail.example.com.cn',
    'ABC123@EXAMPLE.ORG',
    'x@my-lab_01.edu',
    'a@b.c',
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true)
    expect(emailAddress().parse(email)).toBe(email)
  })

  it.each([
    ['no at sign', 'john.example.com'],
    ['no dot segment in the domain (spec)', 'john@localhost'],
    ['empty local part', '@example.com'],
    ['empty domain', 'john@'],
    ['leading dot in the domain', 'john@.example.com'],
    ['trailing dot', 'john@example.com.'],
    ['two dots in the domain', 'john@example..com'],
    ['two @', 'a@b@example.com'],
    ['space', 'jo hn@example.com'],
    ['surrounding space (raw pattern)', ' john@example.com'],
    ['non-ASCII domain (give the xn-- form)', 'zhang@例子.中国'],
    ['non-ASCII local part', 'zhāng@sjtu.edu.cn'],
    ['label starting with a hyphen', 'a@-sjtu.edu.cn'],
    ['label ending with a hyphen', 'a@sjtu-.edu.cn'],
    ['comma instead of dot', 'zhang,san@sjtu.edu.cn'],
    ['quoted local part', '"zhang san"@sjtu.edu.cn'],
    ['brackets', '<zhang@sjtu.edu.cn>'],
    ['display name', 'Zhang San <zhang@sjtu.edu.cn>'],
    ['full-width at sign', 'zhang＠sjtu.edu.cn'],
    ['IP literal', 'a@[127.0.0.1]'],
    ['semicolon list', 'a@x.com;b@y.com'],
    ['longer than 254 characters', `${'a'.repeat(250)}@x.cn`],
    ['empty', ''],
  ])('refuses %s', (_why, email) => {
    expect(isEmail(email)).toBe(false)
  })

  it('keeps the spec messages for what is still invalid', () => {
    expect(firstMessage(emailAddress(), 'zhang,san@sjtu.edu.cn')).toBe(VALIDATION_MESSAGES.emailInvalid)
    expect(firstMessage(emailAddress(), '  ')).toBe(VALIDATION_MESSAGES.emailRequired)
  })

  it('is exported as a pattern for reuse', () => {
    expect(EMAIL_PATTERN.test('zhang.san@sjtu.edu.cn')).toBe(true)
  })
})

describe('suggestion e-mail rule (final segment 2 to 6 characters)', () => {
  it.each([
    'a@b.cn',
    'john@example.com',
    'x@mail.example.museum',
    'lab_1@uni-x.edu.cn',
    'zhang.san@sjtu.edu.cn',
    'a+b@x.com',
  ])('accepts %s', (email) => {
    expect(isSuggestionEmail(email)).toBe(true)
  })
  it.each(['a@b.c', 'john@example.abcdefg', 'john@localhost', 'john@example.com.', 'a..@x'])('refuses %s', (email) => {
    expect(isSuggestionEmail(email)).toBe(false)
  })
  it('is stricter than the general rule', () => {
    expect(isEmail('a@b.c')).toBe(true)
    expect(isSuggestionEmail('a@b.c')).toBe(false)
  })
})

/** Issue 16: international mobile numbers (E.164) where the area is outside mainland China or the site is English. */
describe('phone rule (issue 16: mainland and international numbers)', () => {
  it.each([
    ['mainland', '13800138000', '13800138000'],
    ['mainland 19x', '19912345678', '19912345678'],
    ['mainland with +86', '+86 138 0013 8000', '13800138000'],
    ['mainland with 0086', '0086 13800138000', '13800138000'],
    ['Germany', '+49 151 23456789', '+4915123456789'],
    ['Germany, compact', '+4915123456789', '+4915123456789'],
    ['Germany, 00 prefix', '0049 151 23456789', '+4915123456789'],
    ['United Kingdom', '+44 7911 123456', '+447911123456'],
    ['United States', '+1 (415) 555-2671', '+14155552671'],
    ['Canada', '+1 604 555 5555', '+16045555555'],
    ['Hong Kong', '+852 9123 4567', '+85291234567'],
    ['Macao', '+853 6612 3456', '+85366123456'],
    ['Taiwan', '+886 912 345 678', '+886912345678'],
    ['Singapore', '+65 9123 4567', '+6591234567'],
    ['Japan', '+81 90-1234-5678', '+819012345678'],
    ['South Korea', '+82 10-1234-5678', '+821012345678'],
    ['France', '+33 6 12 34 56 78', '+33612345678'],
    ['Switzerland', '+41 78 123 45 67', '+41781234567'],
    ['Australia', '+61 412 345 678', '+61412345678'],
    ['India', '+91 98765 43210', '+919876543210'],
    ['Netherlands', '+31 6 12345678', '+31612345678'],
    ['Sweden', '+46 70 123 45 67', '+46701234567'],
  ])('accepts %s where international numbers are allowed: %s', (_where, typed, stored) => {
    expect(normalizePhone(typed, true)).toBe(stored)
  })

  it.each([
    ['mainland landline', '+86 10 6275 1234'],
    ['mainland 14 + 2', '14212345678'],
    ['mainland 12 digits', '+86 138001380001'],
    ['German landline (no SMS)', '+49 30 1234567'],
    ['UK landline', '+44 20 7946 0958'],
    ['too short', '+44 123'],
    ['unknown country code', '+999 1234567'],
    ['no country code', '7911 123456'],
    ['national German form', '0151 23456789'],
    ['letters', '+44 7911 CALLME'],
    ['two plus signs', '++447911123456'],
    ['plus in the middle', '44+7911123456'],
    ['empty', ''],
  ])('refuses %s: %s', (_why, typed) => {
    expect(normalizePhone(typed, true)).toBeNull()
  })

  it('keeps the spec mainland rule where international numbers are not allowed', () => {
    expect(normalizePhone('13800138000', false)).toBe('13800138000')
    expect(normalizePhone('+86 13800138000', false)).toBe('13800138000')
    expect(normalizePhone('+4915123456789', false)).toBeNull()
    expect(normalizePhone('+85291234567', false)).toBeNull()
    expect(firstMessage(mobilePhone(), '+4915123456789')).toBe(VALIDATION_MESSAGES.phoneInvalid)
    expect(mobilePhone({ international: true }).parse(' +49 151 23456789 ')).toBe('+4915123456789')
  })

  it('takes international numbers on the English site, or for the area outside mainland China', () => {
    expect(acceptsInternationalPhone('en', '11')).toBe(true)
    expect(acceptsInternationalPhone('cn', OVERSEAS_AREA_CODE)).toBe(true)
    expect(acceptsInternationalPhone('cn', '31')).toBe(false)
    expect(acceptsInternationalPhone('cn', null)).toBe(false)
    expect(isInternationalPhone('+4915123456789')).toBe(true)
    expect(isInternationalPhone('13800138000')).toBe(false)
  })
})

describe('plainText (visitor text stored as plain text)', () => {
  it.each([
    ['<b>Hello</b> world', 'Hello world'],
    ['<script>alert(1)</script>Hi', 'Hi'],
    ['<SCRIPT type="x">alert(1)</SCRIPT >Hi', 'Hi'],
    ['<style>p{}</style>Hi', 'Hi'],
    ['Hi <img src=x onerror=alert(1)>', 'Hi'],
    ['Hi <img src=x onerror=alert(1)', 'Hi'],
    ['<!-- note -->Hi', 'Hi'],
    ['<<b>script>alert(1)<</b>/script>Hi', 'Hi'],
    ['a < b and c > d', 'a < b and c > d'],
    ['2 <3', '2 <3'],
    ['  spaced  ', 'spaced'],
    ['line\r\nbreak\rhere', 'line\nbreak\nhere'],
    ['nul\u0000 and bell\u0007', 'nul and bell'],
    ['中文留言<br/>第二行', '中文留言第二行'],
  ])('%j → %j', (input, output) => {
    expect(plainText(input)).toBe(output)
  })

  it('never leaves a tag behind', () => {
    const nasty = [
      '<<script>script>alert(1)<</script>/script>',
      '<a href="javascript:x">x</a>',
      '<svg/onload=alert(1)>',
    ]
    for (const input of nasty) expect(plainText(input)).not.toMatch(/<[A-Za-z/!?]/)
  })
})

describe('zod builders', () => {
  const message = (schema: z.ZodType, value: unknown) => {
    const r = schema.safeParse(value)
    return r.success ? null : r.error.issues[0]?.message
  }

  it('requiredText: blank, missing, markup-only and too long', () => {
    const s = requiredText('k.required', 5)
    expect(message(s, undefined)).toBe('k.required')
    expect(message(s, null)).toBe('k.required')
    expect(message(s, 12)).toBe('k.required')
    expect(message(s, '')).toBe('k.required')
    expect(message(s, '   ')).toBe('k.required')
    expect(message(s, '<b></b>')).toBe('k.required')
    expect(message(s, '123456')).toBe(VALIDATION_MESSAGES.tooLong)
    expect(s.parse(' <i>abc</i> ')).toBe('abc')
  })

  it('mobilePhone: required, then the pattern unless switched off', () => {
    expect(message(mobilePhone(), '')).toBe(VALIDATION_MESSAGES.phoneRequired)
    expect(message(mobilePhone(), '12345')).toBe(VALIDATION_MESSAGES.phoneInvalid)
    expect(mobilePhone().parse(' 13800138000 ')).toBe('13800138000')
    expect(mobilePhone({ pattern: false }).parse('12345')).toBe('12345')
    expect(message(mobilePhone({ pattern: false }), ' ')).toBe(VALIDATION_MESSAGES.phoneRequired)
    expect(message(mobilePhone({ invalidKey: 'x.bad' }), '123')).toBe('x.bad')
  })

  it('emailAddress: required, pattern, strict pattern', () => {
    expect(message(emailAddress(), '')).toBe(VALIDATION_MESSAGES.emailRequired)
    expect(message(emailAddress(), 'nope')).toBe(VALIDATION_MESSAGES.emailInvalid)
    expect(emailAddress().parse('a@b.c')).toBe('a@b.c')
    expect(message(emailAddress({ strict: true }), 'a@b.c')).toBe(VALIDATION_MESSAGES.emailInvalid)
  })

  it('listId: numbers or numeric strings; blank is required, the rest not in the list', () => {
    const s = listId('k.required')
    expect(s.parse(12)).toBe(12)
    expect(s.parse('12')).toBe(12)
    expect(message(s, '')).toBe('k.required')
    expect(message(s, undefined)).toBe('k.required')
    expect(message(s, null)).toBe('k.required')
    for (const bad of ['0', '-1', '1.5', 'abc', 1.5, 0, '99999999999', [1]]) {
      expect(message(s, bad), String(bad)).toMatch(/^(validation\.notInList|k\.required)$/)
    }
    expect(message(s, 'abc')).toBe(VALIDATION_MESSAGES.notInList)
  })
})
