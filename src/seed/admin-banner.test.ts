import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { demoAdminBanner } from './admin-banner'

/** Issue 16 point 18: the first start's banner names the file the demo password was really saved in. */
describe('demoAdminBanner', () => {
  const cwd = '/srv/site'
  const admin = { email: 'admin@example.com', password: 'pw-123' }

  it('names data/demo-admin.txt by default', () => {
    const text = demoAdminBanner({ ...admin, savedIn: path.join(cwd, 'data', 'demo-admin.txt') }, cwd)
    expect(text).toContain('password: pw-123')
    expect(text).toContain('(also saved in data/demo-admin.txt)')
  })

  it('names the DATA_DIR the password went to when DATA_DIR moves it', () => {
    const text = demoAdminBanner({ ...admin, savedIn: '/var/lib/site/demo-admin.txt' }, cwd)
    expect(text).toContain('(also saved in /var/lib/site/demo-admin.txt)')
    expect(text).not.toContain('data/demo-admin.txt')
    const inside = demoAdminBanner({ ...admin, savedIn: path.join(cwd, 'state', 'demo-admin.txt') }, cwd)
    expect(inside).toContain('(also saved in state/demo-admin.txt)')
  })

  it('names no file when SEED_ADMIN_PASSWORD set the password', () => {
    const text = demoAdminBanner({ email: admin.email, password: null, savedIn: null }, cwd)
    expect(text).toContain('password: (SEED_ADMIN_PASSWORD)')
    expect(text).not.toContain('also saved')
  })
})
