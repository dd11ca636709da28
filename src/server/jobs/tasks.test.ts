import { describe, expect, it } from 'vitest'
import { jobsMode } from './mode'
import { everyCron, jobsConfig } from './tasks'

describe('the jobs settings (docs/adr/0023-jobs-worker.md)', () => {
  it('JOBS_WORKER: inline unless external; anything else is refused at start-up', () => {
    expect(jobsMode({})).toBe('inline')
    expect(jobsMode({ JOBS_WORKER: 'External' })).toBe('external')
    expect(jobsMode({ JOBS_WORKER: 'inline' })).toBe('inline')
    expect(() => jobsMode({ JOBS_WORKER: 'both' })).toThrow(/JOBS_WORKER/)
  })

  it('intervals become crons with seconds, minutes or hours', () => {
    expect(everyCron(1)).toBe('*/1 * * * * *')
    expect(everyCron(30)).toBe('*/30 * * * * *')
    expect(everyCron(300)).toBe('0 */5 * * * *')
    expect(everyCron(3600)).toBe('0 0 */1 * * *')
    expect(everyCron(48 * 3600)).toBe('0 0 0 * * *')
  })

  it('schedules the mail retry and the purges from their settings, and not when turned off', () => {
    const schedule = (env: Record<string, string | undefined>, slug: string) =>
      jobsConfig(env).tasks?.find((task) => task.slug === slug)?.schedule
    expect(schedule({ MAIL_RETRY_SECONDS: '10' }, 'retry-mail')).toEqual([{ cron: '*/10 * * * * *', queue: 'default' }])
    expect(schedule({ MAIL_RETRY_LOOP: '0' }, 'retry-mail')).toEqual([])
    expect(schedule({}, 'purge-retention')).toEqual([{ cron: '0 0 */1 * * *', queue: 'default' }])
    expect(schedule({ PURGE_INTERVAL_MINUTES: '0' }, 'purge-retention')).toEqual([])
    expect(jobsConfig({}).tasks?.find((task) => task.slug === 'send-mail')?.schedule).toBeUndefined()
  })

  it('schedules the quote expiry every QUOTE_EXPIRY_MINUTES (15 by default, 0: never); the SMS task is queued only', () => {
    const schedule = (env: Record<string, string | undefined>, slug: string) =>
      jobsConfig(env).tasks?.find((task) => task.slug === slug)?.schedule
    expect(schedule({}, 'expire-quotes')).toEqual([{ cron: '0 */15 * * * *', queue: 'default' }])
    expect(schedule({ QUOTE_EXPIRY_MINUTES: '0' }, 'expire-quotes')).toEqual([])
    expect(schedule({}, 'send-sms')).toBeUndefined()
  })
})
