import { mailProviderName } from './mail/mail'
import { smsProviderName } from './sms/sms'

/**
 * A deployment (APP_ENV=production) must not silently "send" codes and mails into a local file: it refuses to
 * start with a local provider unless ALLOW_LOCAL_PROVIDERS=1 says so on purpose. NODE_ENV is not the signal:
 * every server process, the README's quick start included, runs with NODE_ENV=production.
 */
export function providerProblems(env: Record<string, string | undefined> = process.env): string[] {
  if (env.APP_ENV !== 'production' || env.ALLOW_LOCAL_PROVIDERS === '1') return []
  const problems: string[] = []
  if (smsProviderName(env) === 'local') problems.push('SMS_PROVIDER is local (set SMS_PROVIDER=aliyun)')
  if (mailProviderName(env) === 'local') problems.push('MAIL_PROVIDER is local (set MAIL_PROVIDER=smtp)')
  if (env.CAPTCHA_OUTBOX === '1') problems.push('CAPTCHA_OUTBOX=1 writes captcha answers to a file')
  return problems
}

export function assertProvidersAllowed(env: Record<string, string | undefined> = process.env): void {
  const problems = providerProblems(env)
  if (problems.length > 0) {
    throw new Error(
      `Refusing to start with APP_ENV=production: ${problems.join('; ')}. Set ALLOW_LOCAL_PROVIDERS=1 to allow it.`,
    )
  }
}
