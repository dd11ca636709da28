import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captchaAnswer, getJson, startServer } from './setup/server'

/** GET /kaptcha and POST /kaptcha/check: an image, one try per captcha, one answer for every failure. */
let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})

async function newCaptcha() {
  const { status, body } = await getJson(server.baseUrl, '/api/v1/kaptcha')
  expect(status).toBe(200)
  return body.data as { captchaId: string; image: string }
}

function check(captchaId: unknown, code: unknown, prefix = '') {
  return getJson(server.baseUrl, `${prefix}/api/v1/kaptcha/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ captchaId, code }),
  })
}

describe('image captcha', () => {
  it('serves an SVG image and accepts its answer once, in any letter case, with a ticket', async () => {
    const captcha = await newCaptcha()
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/)
    const answer = await captchaAnswer(captcha.captchaId)
    const solved = await check(captcha.captchaId, answer.toUpperCase())
    expect(solved.status).toBe(200)
    expect((solved.body.data as { ticket: string }).ticket).toMatch(/^[A-Za-z0-9_-]{16,}$/)
    const replay = await check(captcha.captchaId, answer)
    expect(replay.status).toBe(400)
  })

  it('burns the captcha on a wrong answer, so the right one no longer works', async () => {
    const captcha = await newCaptcha()
    const answer = await captchaAnswer(captcha.captchaId)
    expect((await check(captcha.captchaId, 'zzzz')).status).toBe(400)
    expect((await check(captcha.captchaId, answer)).status).toBe(400)
  })

  it('answers every failure (wrong, unknown, malformed, used) with the same code and message', async () => {
    const captcha = await newCaptcha()
    const answers = await Promise.all([
      check(captcha.captchaId, 'zzzz'),
      check('A'.repeat(24), 'abcd'),
      check(42, ['x']),
      check(captcha.captchaId, 'abcd'),
    ])
    const shapes = new Set(answers.map((a) => JSON.stringify([a.status, a.body.code, a.body.msg])))
    expect(shapes.size).toBe(1)
    expect(answers[0]?.body.msg).toBe('验证码错误或已失效，请刷新后重试')
    const english = await check('A'.repeat(24), 'abcd', '/en')
    expect(english.body.msg).toBe('The verification code is wrong or has expired; please refresh it and try again')
  })

  it('refuses a check from another site', async () => {
    const captcha = await newCaptcha()
    const res = await getJson(server.baseUrl, '/api/v1/kaptcha/check', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ captchaId: captcha.captchaId, code: 'abcd' }),
    })
    expect(res.status).toBe(403)
  })
})
