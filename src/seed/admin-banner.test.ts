import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { demoAdminBanner } from './admin-banner'

/**
 * Issue 16 point 18: the first start's banner names the file the demo password was really saved in.
 * Issue 31 point 11: it never prints the password itself (only the file holds it).
 */
describe('demoAdminBanner', () => {
  const cwd = '/srv/site'
  const admin = { email: 'admin@example.com', password: 'pw-123' }

  it('names data/demo-admin.txt by default, without the password', () => {
    const text = demoAdminBanner({ ...admin, savedIn: path.join(cwd, 'data', 'demo-admin.txt') }, cwd)
    expect(text).toContain('e-mail:   admin@example.com')
    expect(text).toContain('password: in data/demo-admin.txt')
    expect(text).not.toContain('pw-123')
  })

  it('names the DATA_DIR the password went to when DATA_DIR moves it', () => {
    const text = demoAdminBanner({ ...admin, savedIn: '/var/lib/site/demo-admin.txt' }, cwd)
    expect(text).toContain('password: in /var/lib/site/demo-admin.txt')
    expect(text).not.toContain('data/demo-admin.txt')
    expect(text).not.toContain('pw-123')
    const inside = demoAdminBanner({ ...admin, savedIn: path.join(cwd, 'state', 'demo-admin.txt') }, cwd)
    expect(inside).toContain('password: in state/demo-admin.txt')
  })

  it('names no file when SEED_ADMIN_PASSWORD set the password', () => {
    const text = demoAdminBanner({ email: admin.email, password: null, savedIn: null }, cwd)
    expect(text).toContain('password: (SEED_ADMIN_PASSWORD)')
    expect(text).not.toContain('demo-admin.txt')
  })
})
