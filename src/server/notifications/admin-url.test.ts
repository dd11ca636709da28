import { describe, expect, it } from 'vitest'
import { mailSiteOrigin } from '../../services/mail/site-origin'
import { adminUrl } from './lead-mails'

describe('links in mails', () => {
  it('use SITE_URL without its trailing slash', () => {
    expect(mailSiteOrigin({ SITE_URL: 'https://www.example.cn/' })).toBe('https://www.example.cn')
  })

  it('are absolute without SITE_URL: the local server on PORT', () => {
    expect(mailSiteOrigin({})).toBe('http://localhost:3000')
    expect(mailSiteOrigin({ SITE_URL: ' ', PORT: '3205' })).toBe('http://localhost:3205')
    expect(mailSiteOrigin({ PORT: 'x' })).toBe('http://localhost:3000')
  })

  it('give a notification an absolute back-office link', () => {
    const saved = process.env.SITE_URL
    delete process.env.SITE_URL
    try {
      expect(adminUrl('enquiries', 7)).toMatch(/^http:\/\/localhost:\d+\/admin\/collections\/enquiries\/7$/)
    } finally {
      if (saved !== undefined) process.env.SITE_URL = saved
    }
  })
})
