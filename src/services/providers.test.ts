import { describe, expect, it } from 'vitest'
import { assertProvidersAllowed, providerProblems } from './providers'

describe('provider guard', () => {
  it('lets development and the quick start (NODE_ENV=production, no APP_ENV) use the local providers', () => {
    expect(providerProblems({ NODE_ENV: 'production' })).toEqual([])
  })

  it('refuses APP_ENV=production with a local SMS or mail provider or the captcha outbox', () => {
    expect(() => assertProvidersAllowed({ APP_ENV: 'production' })).toThrow(/SMS_PROVIDER is local.*MAIL_PROVIDER/)
    expect(providerProblems({ APP_ENV: 'production', SMS_PROVIDER: 'aliyun', MAIL_PROVIDER: 'smtp' })).toEqual([])
    expect(
      providerProblems({ APP_ENV: 'production', SMS_PROVIDER: 'aliyun', MAIL_PROVIDER: 'smtp', CAPTCHA_OUTBOX: '1' }),
    ).toHaveLength(1)
  })

  it('allows local providers in production only when told so explicitly', () => {
    expect(providerProblems({ APP_ENV: 'production', ALLOW_LOCAL_PROVIDERS: '1' })).toEqual([])
  })
})
