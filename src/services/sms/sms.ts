import { createHmac, randomUUID } from 'node:crypto'
import { appendOutbox, appendOutboxOnce } from '../outbox'

/**
 * Outgoing SMS behind one small interface. SMS_PROVIDER=local (the default outside APP_ENV=production) appends
 * to data/outbox/sms.jsonl; SMS_PROVIDER=aliyun sends through Aliyun's SMS API (SendSms, RPC signature v1).
 */
export interface SmsMessage {
  /** A mainland mobile number (11 digits) or an international one in E.164 (`+4915123456789`). */
  to: string
  /** The text as a local provider records it (the real provider renders its approved template instead). */
  text: string
  /** The verification code, when the message carries one. */
  code?: string
  /**
   * A notification's approved template (a message without a code): its name (`shipped`) and parameters. The
   * local provider records `text`; Aliyun sends the template configured for the name.
   */
  template?: { name: 'shipped'; params: Record<string, string> }
  /**
   * An idempotency key (a queued notification): the local provider writes a key once, however often a retried
   * job sends it (as the mail outbox does with a Message-ID).
   */
  key?: string
}

export interface SmsProvider {
  readonly name: string
  send(message: SmsMessage): Promise<void>
}

export const localSms: SmsProvider = {
  name: 'local',
  async send(message) {
    const line = { to: message.to, text: message.text, code: message.code }
    if (message.key) await appendOutboxOnce('sms', message.key, line)
    else await appendOutbox('sms', line)
  },
}

/** Aliyun's percent-encoding for signatures (RFC 3986: also ! ' ( ) *). */
export function aliyunEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** The signed query string of an Aliyun RPC request (https://help.aliyun.com/document_detail/101343.html). */
export function aliyunSignedQuery(params: Record<string, string>, secret: string, method = 'GET'): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${aliyunEncode(key)}=${aliyunEncode(params[key] as string)}`)
    .join('&')
  const stringToSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(canonical)}`
  const signature = createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64')
  return `Signature=${aliyunEncode(signature)}&${canonical}`
}

export interface AliyunSmsConfig {
  accessKeyId: string
  accessKeySecret: string
  signName: string
  templateCode: string
  /**
   * The approved international/HK-Macao-Taiwan verification template (one `${code}` parameter): Aliyun sends a
   * number outside mainland China only with such a template. Without it, international numbers are refused.
   */
  internationalTemplateCode?: string
  /** Approved notification templates by name (ALIYUN_SMS_SHIPPED_TEMPLATE_CODE: `shipped`, mainland numbers). */
  noticeTemplates?: Partial<Record<'shipped', string>>
  endpoint?: string
  fetch?: typeof fetch
}

/**
 * SendSms's PhoneNumbers and template for a number: a mainland number as its 11 digits with the domestic
 * template; an international one (E.164) as country code + number without the '+' (Aliyun's format, e.g.
 * 85291234567) with the international template.
 */
export function aliyunRecipient(
  to: string,
  config: Pick<AliyunSmsConfig, 'templateCode' | 'internationalTemplateCode'>,
): { phoneNumbers: string; templateCode: string } {
  if (!to.startsWith('+')) return { phoneNumbers: to, templateCode: config.templateCode }
  if (!config.internationalTemplateCode) {
    throw new Error('Aliyun SMS to an international number needs ALIYUN_SMS_INTERNATIONAL_TEMPLATE_CODE')
  }
  return { phoneNumbers: to.slice(1), templateCode: config.internationalTemplateCode }
}

export function aliyunSms(config: AliyunSmsConfig): SmsProvider {
  const doFetch = config.fetch ?? fetch
  return {
    name: 'aliyun',
    async send(message) {
      let recipient: { phoneNumbers: string; templateCode: string }
      let templateParam: Record<string, string> = { code: message.code ?? '' }
      if (!message.template) recipient = aliyunRecipient(message.to, config)
      else {
        // A notification goes out only with its own approved template, never with the verification one.
        const code = config.noticeTemplates?.[message.template.name]
        if (!code || message.to.startsWith('+')) {
          throw new Error(`Aliyun SMS has no approved "${message.template.name}" template for ${message.to}`)
        }
        recipient = { phoneNumbers: message.to, templateCode: code }
        templateParam = message.template.params
      }
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: recipient.phoneNumbers,
        RegionId: 'cn-hangzhou',
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: recipient.templateCode,
        TemplateParam: JSON.stringify(templateParam),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      }
      const url = `${config.endpoint ?? 'https://dysmsapi.aliyuncs.com'}/?${aliyunSignedQuery(params, config.accessKeySecret)}`
      const response = await doFetch(url, { signal: AbortSignal.timeout(10_000) })
      const body = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string }
      if (!response.ok || body.Code !== 'OK') {
        throw new Error(`Aliyun SMS refused: ${body.Code ?? response.status} ${body.Message ?? ''}`.trim())
      }
    },
  }
}

let provider: SmsProvider | undefined

export function smsProviderName(env: Record<string, string | undefined> = process.env): string {
  return (env.SMS_PROVIDER || 'local').toLowerCase()
}

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`SMS_PROVIDER=aliyun needs ${name}`)
  return value
}

/** The configured provider (created once). */
export function smsSender(): SmsProvider {
  if (!provider) {
    const name = smsProviderName()
    if (name === 'aliyun') {
      provider = aliyunSms({
        accessKeyId: required('ALIYUN_SMS_ACCESS_KEY_ID'),
        accessKeySecret: required('ALIYUN_SMS_ACCESS_KEY_SECRET'),
        signName: required('ALIYUN_SMS_SIGN_NAME'),
        templateCode: required('ALIYUN_SMS_TEMPLATE_CODE'),
        internationalTemplateCode: process.env.ALIYUN_SMS_INTERNATIONAL_TEMPLATE_CODE || undefined,
        noticeTemplates: { shipped: process.env.ALIYUN_SMS_SHIPPED_TEMPLATE_CODE || undefined },
        endpoint: process.env.ALIYUN_SMS_ENDPOINT,
      })
    } else if (name === 'local') provider = localSms
    else throw new Error(`Unknown SMS_PROVIDER "${name}" (local or aliyun)`)
  }
  return provider
}

export function setSmsSender(next: SmsProvider | undefined): void {
  provider = next
}
