import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES, passwordProblem, registrationSchema, resetSchema } from './rules'

describe('account rules', () => {
  it('says the confirmation differs even while other fields are still empty (the form checks on blur)', () => {
    const result = registrationSchema.safeParse({ password: 'Pipette-42x', confirmPassword: 'Pipette-43x' })
    expect(result.success).toBe(false)
    const mismatch = result.error?.issues.find((i) => i.path[0] === 'confirmPassword')
    expect(mismatch?.message).toBe(ACCOUNT_MESSAGES.passwordMismatch)
    const reset = resetSchema.safeParse({
      username: 'a_b@example.com',
      code: '123456',
      password: 'Pipette-42x',
      confirmPassword: 'Pipette-42x',
    })
    expect(reset.success).toBe(true)
  })

  it('wants more than 6 characters with letters and digits', () => {
    expect(passwordProblem('abc123')).toBe(ACCOUNT_MESSAGES.passwordRule)
    expect(passwordProblem('abcdefg')).toBe(ACCOUNT_MESSAGES.passwordRule)
    expect(passwordProblem('1234567')).toBe(ACCOUNT_MESSAGES.passwordRule)
    expect(passwordProblem('abc1234')).toBeNull()
    expect(passwordProblem('密码abc1234')).toBeNull()
  })
})
