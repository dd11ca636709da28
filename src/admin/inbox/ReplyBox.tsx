'use client'
import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useId, useMemo, useState } from 'react'

export interface ReplyTexts {
  title: string
  hint: string
  send: string
  sending: string
  sent: string
  failed: string
  noEmail: string
  unsaved: string
}

export interface ReplyBoxProps {
  kind: string
  texts: { zh: ReplyTexts; en: ReplyTexts }
  templates: { cn: string; en: string }
}

function fill(template: string, name: string): string {
  return template.replaceAll('{name}', name)
}

/**
 * The reply box of one submission: the kind's template in the customer's language (the record's `locale`,
 * else Chinese), editable, sent once through POST /api/v1/inbox/reply (a key per box, so a double click or a
 * retry sends one e-mail). The page reloads after sending to show the stored reply and the new status.
 */
export function ReplyBox({
  kind,
  id,
  name,
  email,
  locale,
  texts,
  templates,
}: ReplyBoxProps & { id: number | string | undefined; name: string; email: string; locale: string }) {
  const { i18n } = useTranslation()
  const t = i18n?.language === 'en' ? texts.en : texts.zh
  const [text, setText] = useState(() => fill(locale === 'en' ? templates.en : templates.cn, name))
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const [error, setError] = useState('')
  const key = useMemo(() => crypto.randomUUID(), [])
  const fieldId = useId()
  if (id === undefined) return <p>{t.unsaved}</p>
  if (!email) return <p data-reply-box="no-email">{t.noEmail}</p>

  async function send() {
    setState('sending')
    setError('')
    try {
      const res = await fetch('/api/v1/inbox/reply', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind, id, text, key }),
      })
      const body = (await res.json().catch(() => null)) as { msg?: string } | null
      if (!res.ok) {
        setState('failed')
        setError(body?.msg ?? t.failed)
        return
      }
      setState('sent')
      window.location.reload()
    } catch {
      setState('failed')
      setError(t.failed)
    }
  }

  return (
    <section data-reply-box={kind} style={{ margin: '0 0 24px', display: 'grid', gap: 8 }}>
      <label htmlFor={fieldId} style={{ fontWeight: 600 }}>
        {t.title}
      </label>
      <small>{t.hint}</small>
      <textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={8}
        maxLength={5000}
        disabled={state === 'sending' || state === 'sent'}
        style={{ width: '100%', font: 'inherit', padding: 8 }}
      />
      <div>
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          style={{ margin: 0 }}
          disabled={state === 'sending' || state === 'sent' || !text.trim()}
          onClick={send}
        >
          {state === 'sending' ? t.sending : t.send}
        </button>
        {state === 'sent' ? <span role="status"> {t.sent}</span> : null}
        {error ? <span role="alert"> {error}</span> : null}
      </div>
    </section>
  )
}

/** The reply box as the lead collections' UI field: the record's id, name, e-mail and language from the form. */
export function ReplyField(props: ReplyBoxProps) {
  const { id } = useDocumentInfo()
  const name = useFormFields(([fields]) => fields.name?.value)
  const email = useFormFields(([fields]) => fields.email?.value)
  const locale = useFormFields(([fields]) => fields.locale?.value)
  return (
    <ReplyBox
      {...props}
      id={id}
      name={typeof name === 'string' ? name : ''}
      email={typeof email === 'string' ? email : ''}
      locale={typeof locale === 'string' ? locale : 'cn'}
    />
  )
}
