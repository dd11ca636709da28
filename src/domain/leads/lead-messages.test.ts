import { describe, expect, it } from 'vitest'
import cn from '../../i18n/messages/cn.json'
import en from '../../i18n/messages/en.json'
import { messageKey, STEP_MESSAGES } from './form-steps'
import { PAPER_AWARD_MESSAGES, PAPER_AWARD_STEPS } from './paper-award'
import { TRIAL_MESSAGES, TRIAL_STEPS } from './trial-request'

const lookup = (messages: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages)

describe('trial and award messages', () => {
  const keys = [
    ...Object.values(TRIAL_MESSAGES),
    ...Object.values(PAPER_AWARD_MESSAGES),
    ...Object.values(STEP_MESSAGES),
  ]
  it.each(keys)('%s exists in Chinese and English', (key) => {
    expect(typeof lookup(cn, messageKey(key))).toBe('string')
    expect(typeof lookup(en, messageKey(key))).toBe('string')
  })

  it('names every step in both languages', () => {
    for (const step of TRIAL_STEPS)
      for (const m of [cn, en]) expect(typeof lookup(m, `leads.trialRequest.steps.${step}`)).toBe('string')
    for (const step of PAPER_AWARD_STEPS)
      for (const m of [cn, en]) expect(typeof lookup(m, `leads.paperAward.steps.${step}`)).toBe('string')
  })

  it('uses the spec’s English texts verbatim (section 5)', () => {
    expect(lookup(en, PAPER_AWARD_MESSAGES.paperTitleRequired)).toBe('Paper Title cannot be blank.')
    expect(lookup(en, PAPER_AWARD_MESSAGES.idNumberRequired)).toBe('ID Number cannot be blank.')
    expect(lookup(en, PAPER_AWARD_MESSAGES.fileRequired)).toBe('Please upload the file')
    expect(lookup(en, messageKey(PAPER_AWARD_MESSAGES.phoneRequired))).toBe('Phone Number cannot be blank.')
  })
})
