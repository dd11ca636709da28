import { describe, expect, it } from 'vitest'
import { aliyunEncode, aliyunSignedQuery, aliyunSms } from './sms'

/** An Aliyun configuration whose fetch accepts every message and keeps the URLs it was sent. */
function acceptingAliyun() {
  const urls: string[] = []
  const fetchStub = (async (url: string) => {
    urls.push(url)
    return new Response(JSON.stringify({ Code: 'OK' }))
  }) as unknown as typeof fetch
  const config = { accessKeyId: 'id', accessKeySecret: 's', signName: 'Sign', templateCode: 'SMS_1', fetch: fetchStub }
  return { urls, config }
}

describe('Aliyun SMS signature (RPC v1)', () => {
  it('reproduces the signature of the example in Aliyun’s SendSms documentation', () => {
    const query = aliyunSignedQuery(
      {
        AccessKeyId: 'testId',
        Action: 'SendSms',
        Format: 'XML',
        OutId: '123',
        PhoneNumbers: '15300000001',
        RegionId: 'cn-hangzhou',
        SignName: '阿里云短信测试专用',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
        SignatureVersion: '1.0',
        TemplateCode: 'SMS_71390007',
        TemplateParam: '{"customer":"test"}',
        Timestamp: '2017-07-12T02:42:19Z',
        Version: '2017-05-25',
      },
      'testSecret',
    )
    expect(query.startsWith('Signature=zJDF%2BLrzhj%2FThnlvIToysFRq6t4%3D&')).toBe(true)
  })

  it('encodes the reserved characters encodeURIComponent leaves alone', () => {
    expect(aliyunEncode("a b*c~!'()")).toBe('a%20b%2Ac~%21%27%28%29')
  })

  it('sends the code as the template parameter and fails loudly when Aliyun refuses', async () => {
    const urls: string[] = []
    const provider = aliyunSms({
      accessKeyId: 'id',
      accessKeySecret: 'secret',
      signName: 'Sign',
      templateCode: 'SMS_1',
      endpoint: 'https://sms.example.invalid',
      fetch: (async (url: string) => {
        urls.push(url)
        return new Response(JSON.stringify({ Code: urls.length === 1 ? 'OK' : 'isv.BUSINESS_LIMIT_CONTROL' }))
      }) as unknown as typeof fetch,
    })
    await provider.send({ to: '13800000000', text: 'x', code: '123456' })
    const params = new URL(urls[0] as string).searchParams
    expect(params.get('PhoneNumbers')).toBe('13800000000')
    expect(params.get('TemplateParam')).toBe('{"code":"123456"}')
    await expect(provider.send({ to: '13800000000', text: 'x', code: '1' })).rejects.toThrow(/BUSINESS_LIMIT/)
  })

  it('sends an international number as country code + number without "+" with the international template', async () => {
    const { urls, config } = acceptingAliyun()
    await aliyunSms({ ...config, internationalTemplateCode: 'SMS_INTL' }).send({
      to: '+4915123456789',
      text: 'x',
      code: '1',
    })
    const params = new URL(urls[0] as string).searchParams
    expect(params.get('PhoneNumbers')).toBe('4915123456789')
    expect(params.get('TemplateCode')).toBe('SMS_INTL')
    await aliyunSms({ ...config, internationalTemplateCode: 'SMS_INTL' }).send({ to: '13800000000', text: 'x' })
    expect(new URL(urls[1] as string).searchParams.get('TemplateCode')).toBe('SMS_1')
    await expect(aliyunSms(config).send({ to: '+85291234567', text: 'x' })).rejects.toThrow(
      /ALIYUN_SMS_INTERNATIONAL_TEMPLATE_CODE/,
    )
    expect(urls).toHaveLength(2)
  })
})

describe('notification SMS', () => {
  it('the local provider writes a keyed message once however often it is sent', async () => {
    const fs = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-key-'))
    const previous = process.env.OUTBOX_DIR
    process.env.OUTBOX_DIR = dir
    try {
      const { localSms } = await import('./sms')
      const { readOutbox } = await import('../outbox')
      const message = { to: '13800000000', text: '已发货', key: 'order-sms.1.shipped.1' }
      await localSms.send(message)
      await localSms.send(message)
      await localSms.send({ ...message, key: 'order-sms.2.shipped.1' })
      expect((await readOutbox('sms')).map((l) => l.key)).toEqual(['order-sms.1.shipped.1', 'order-sms.2.shipped.1'])
    } finally {
      if (previous === undefined) delete process.env.OUTBOX_DIR
      else process.env.OUTBOX_DIR = previous
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('Aliyun sends a notification only with its own approved template, never the verification one', async () => {
    const { urls, config } = acceptingAliyun()
    const shipped = {
      to: '13800000000',
      text: 'x',
      template: { name: 'shipped' as const, params: { number: '2026', tracking: 'SF1' } },
    }
    await expect(aliyunSms(config).send(shipped)).rejects.toThrow(/shipped/)
    await aliyunSms({ ...config, noticeTemplates: { shipped: 'SMS_SHIP' } }).send(shipped)
    const params = new URL(urls[0] as string).searchParams
    expect(params.get('TemplateCode')).toBe('SMS_SHIP')
    expect(JSON.parse(params.get('TemplateParam') as string)).toEqual({ number: '2026', tracking: 'SF1' })
    expect(urls).toHaveLength(1)
  })
})
