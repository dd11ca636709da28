import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  EMAIL_PATTERN,
  emailAddress,
  isEmail,
  isMobilePhone,
  isSuggestionEmail,
  listId,
  MOBILE_PHONE_PATTERN,
  mobilePhone,
  plainText,
  requiredText,
  VALIDATION_MESSAGES,
} from './validation'

/** Spec section 5: the shared phone and e-mail rules. */
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

describe('e-mail pattern (letters, digits, underscore, hyphen; @; a domain with a dot segment)', () => {
  it.each(['a@b.c', 'john_doe@example.com', 'john-doe-2@mail.example.com.cn', 'ABC123@EXAMPLE.ORG', 'x@my-lab_01.edu'])(
    'accepts %s',
    (email) => {
      expect(isEmail(email)).toBe(true)
    },
  )

  it.each([
    ['no at sign', 'john.example.com'],
    ['no dot segment', 'john@localhost'],
    ['dot in the local part (the spec allows none)', 'john.doe@example.com'],
    ['plus in the local part', 'john+tag@example.com'],
    ['empty local part', '@example.com'],
    ['empty domain', 'john@'],
    ['leading dot in the domain', 'john@.example.com'],
    ['trailing dot', 'john@example.com.'],
    ['two dots', 'john@example..com'],
    ['two @', 'a@b@example.com'],
    ['space', 'jo hn@example.com'],
    ['surrounding space', ' john@example.com'],
    ['non-ASCII', 'zhang@例子.中国'],
    ['empty', ''],
  ])('refuses %s', (_why, email) => {
    expect(isEmail(email)).toBe(false)
  })

  it('is exported as a pattern for reuse', () => {
    expect(EMAIL_PATTERN.test('a@b.cn')).toBe(true)
  })
})

describe('suggestion e-mail pattern (final segment 2 to 6 characters)', () => {
  it.each(['a@b.cn', 'john@example.com', 'x@mail.example.museum', 'lab_1@uni-x.edu.cn'])('accepts %s', (email) => {
    expect(isSuggestionEmail(email)).toBe(true)
  })
  it.each(['a@b.c', 'john@example.abcdefg', 'john@localhost', 'john.doe@example.com', 'john@example.com.'])(
    'refuses %s',
    (email) => {
      expect(isSuggestionEmail(email)).toBe(false)
    },
  )
  it('is stricter than the general pattern', () => {
    expect(isEmail('a@b.c')).toBe(true)
    expect(isSuggestionEmail('a@b.c')).toBe(false)
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
