import { describe, expect, it } from 'vitest'
import cn from '../../i18n/messages/cn.json'
import en from '../../i18n/messages/en.json'
import { leaveWordSchema, leaveWordSchemaEn, leaveWordSchemaFor } from './leave-word'
import { LEAVE_WORD_FIELDS, LEAVE_WORD_LIMITS, LEAVE_WORD_MESSAGES, leaveWordLimit } from './leave-word-fields'

/** Spec sections 3 and 5: the online message form, all fields required, checked the same in browser and API. */
const valid = {
  name: '张三',
  company: '示例大学',
  department: '生命科学学院',
  address: '11',
  phone: '13800138000',
  email: 'zhang_san@example.edu.cn',
  content: '请问 CD002 的货期？',
}

const firstMessage = (schema: typeof leaveWordSchema, value: unknown) => {
  const r = schema.safeParse(value)
  return r.success ? null : r.error.issues[0]?.message
}

/** Looks a `forms` message key up in a message file. */
function text(messages: unknown, key: string): string | undefined {
  let node = (messages as { forms?: unknown }).forms
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return typeof node === 'string' ? node : undefined
}

describe('leaveWordSchema', () => {
  it('accepts a complete message and gives plain text and the province id as a number', () => {
    const out = leaveWordSchema.parse(valid)
    expect(out).toEqual({ ...valid, address: 11 })
    expect(leaveWordSchema.parse({ ...valid, address: 11 }).address).toBe(11)
  })

  it.each([
    ['name', LEAVE_WORD_MESSAGES.nameRequired],
    ['company', LEAVE_WORD_MESSAGES.companyRequired],
    ['department', LEAVE_WORD_MESSAGES.departmentRequired],
    ['address', LEAVE_WORD_MESSAGES.addressRequired],
    ['phone', LEAVE_WORD_MESSAGES.phoneRequired],
    ['email', LEAVE_WORD_MESSAGES.emailRequired],
    ['content', LEAVE_WORD_MESSAGES.contentRequired],
  ] as const)('requires %s (%s), whether blank or missing', (field, key) => {
    for (const schema of [leaveWordSchema, leaveWordSchemaEn]) {
      expect(firstMessage(schema, { ...valid, [field]: '' })).toBe(key)
      expect(firstMessage(schema, { ...valid, [field]: '   ' })).toBe(key)
      const { [field]: _dropped, ...rest } = valid
      expect(firstMessage(schema, rest)).toBe(key)
    }
  })

  it('reports the fields in form order (the first message is the first field)', () => {
    const r = leaveWordSchema.safeParse({})
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => i.path[0])).toEqual([...LEAVE_WORD_FIELDS])
  })

  it('checks the e-mail pattern', () => {
    expect(firstMessage(leaveWordSchema, { ...valid, email: 'zhang.san@example' })).toBe(
      LEAVE_WORD_MESSAGES.emailInvalid,
    )
    expect(firstMessage(leaveWordSchemaEn, { ...valid, email: 'nope' })).toBe(LEAVE_WORD_MESSAGES.emailInvalid)
  })

  it('checks the mobile phone pattern on the Chinese site only', () => {
    expect(firstMessage(leaveWordSchema, { ...valid, phone: '12345' })).toBe(LEAVE_WORD_MESSAGES.phoneInvalid)
    expect(leaveWordSchemaEn.parse({ ...valid, phone: '12345' }).phone).toBe('12345')
    expect(leaveWordSchemaFor('en')).toBe(leaveWordSchemaEn)
    expect(leaveWordSchemaFor('cn')).toBe(leaveWordSchema)
  })

  it('caps every field', () => {
    for (const [field, max] of Object.entries(LEAVE_WORD_LIMITS)) {
      const long =
        field === 'email' ? `${'a'.repeat(max)}@b.cn` : field === 'phone' ? '1'.repeat(max + 1) : 'x'.repeat(max + 1)
      expect(firstMessage(leaveWordSchemaEn, { ...valid, [field]: long }), field).toBe('validation.tooLong')
      expect(leaveWordLimit(field)).toBe(max)
    }
    expect(leaveWordSchema.parse({ ...valid, content: 'x'.repeat(LEAVE_WORD_LIMITS.content) }).content).toHaveLength(
      LEAVE_WORD_LIMITS.content,
    )
  })

  it('refuses unknown keys (the consent tick is never sent)', () => {
    const r = leaveWordSchema.safeParse({ ...valid, privacy: true })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.code).toBe('unrecognized_keys')
  })

  it('stores markup as plain text', () => {
    const out = leaveWordSchema.parse({ ...valid, content: '<script>alert(1)</script><b>Hello</b>', name: '<i>Li</i>' })
    expect(out.content).toBe('Hello')
    expect(out.name).toBe('Li')
  })

  it('refuses a province that is not an id', () => {
    expect(firstMessage(leaveWordSchema, { ...valid, address: 'Beijing' })).toBe('validation.notInList')
  })
})

describe('leave-word messages', () => {
  const spec: Record<string, string> = {
    [LEAVE_WORD_MESSAGES.nameRequired]: 'Full Name cannot be blank.',
    [LEAVE_WORD_MESSAGES.companyRequired]: 'Company cannot be blank.',
    [LEAVE_WORD_MESSAGES.departmentRequired]: 'Department cannot be blank.',
    [LEAVE_WORD_MESSAGES.addressRequired]: 'Address cannot be blank.',
    [LEAVE_WORD_MESSAGES.phoneRequired]: 'Phone Number cannot be blank.',
    [LEAVE_WORD_MESSAGES.emailRequired]: 'Your E-mail address cannot be blank.',
    [LEAVE_WORD_MESSAGES.contentRequired]: 'Message cannot be blank.',
    [LEAVE_WORD_MESSAGES.emailInvalid]: 'Please Enter The Correct Email Address',
    [LEAVE_WORD_MESSAGES.phoneInvalid]: 'Please enter the correct mobile phone number',
    [LEAVE_WORD_MESSAGES.privacyRequired]: 'Please check the privacy policy',
    'validation.emailRequired': 'Email Required',
  }

  it.each(Object.entries(spec))('%s is the spec text in English and Chinese in cn.json', (key, english) => {
    expect(text(en, key)).toBe(english)
    expect(text(cn, key)).toMatch(/[\u4e00-\u9fff]/)
  })

  it('has every key the schemas can produce in both languages', () => {
    for (const key of [...Object.values(LEAVE_WORD_MESSAGES), 'validation.tooLong', 'validation.notInList']) {
      expect(text(en, key), key).toBeTruthy()
      expect(text(cn, key), key).toBeTruthy()
    }
  })
})
