'use client'

import { type ReactNode, useCallback, useEffect, useId, useMemo, useState } from 'react'
import { CaptchaDialog, type CaptchaLabels } from '@/components/account/CaptchaDialog'
import { MessageBox } from '@/components/ui/MessageBox'
import { Toast, useToasts } from '@/components/ui/Toast'
import { messageKey, type StepDef } from '@/domain/leads/form-steps'
import { useLocale, useTranslations } from '@/i18n/client'
import { type ApiError, apiClient, createApiClient } from '@/lib/api-client'

/**
 * The two multi-step application forms (trial sample: 2 steps, paper award: 5 steps). Each step's fields are
 * checked on blur and on "next" with the API's own step schema, then "next" asks the server
 * (`<endpoint>/check` with the steps so far), so both give the same messages; "previous" keeps what was typed.
 * Submit posts every step in order; a refusal names the step and field, and the form goes back there. The image
 * captcha is refreshed after every failed submission (a captcha can be tried once).
 */
export type Option = { id: number; name: string }

type TextFieldSpec = {
  name: string
  kind: 'text' | 'email' | 'tel' | 'date' | 'textarea'
  maxLength?: number
  autoComplete?: string
  placeholder?: string
  /** A line under the field (linked by aria-describedby). */
  hint?: string
  /** Suggestions offered as the visitor types (a native datalist). */
  suggestions?: Array<{ value: string; label: string }>
}

export type FieldSpec =
  | TextFieldSpec
  | { name: string; kind: 'select'; options: Option[]; placeholder: string }
  | { name: string; kind: 'checkbox' }
  | { name: string; kind: 'captcha' }
  | { name: string; kind: 'file' | 'files'; purpose: 'id-image' | 'paper'; accept: string; hint: string }

export interface StepSpec {
  name: string
  fields: FieldSpec[]
  /** Shown under the step's fields (e.g. the award preview). */
  extra?: (values: Values) => ReactNode
}

export type Values = Record<string, unknown>
type Uploaded = { fileId: string; name: string }

export function MultiStepForm({
  form,
  endpoint,
  steps,
  defs,
  initial,
  notice,
  successBody,
  patch,
  onChange,
}: {
  /** Values that replace the current ones whenever a new object is passed (a lookup's result). */
  patch?: Values
  /** Told of every typed or chosen value (a lookup, a field that depends on another). */
  onChange?: (name: string, value: unknown) => void
  /** Message namespace: `leads.<form>`. */
  form: 'trialRequest' | 'paperAward'
  /** API path under /api/v1, e.g. `/try_out`. */
  endpoint: string
  steps: StepSpec[]
  defs: StepDef[]
  initial: Values
  notice?: string | null
  successBody: (data: unknown) => string
}) {
  const locale = useLocale()
  const t = useTranslations()
  const id = useId()
  const api = useMemo(() => apiClient(locale), [locale])
  /**
   * Uploads are not under /en: the proxy that serves /en/api/v1 would cap the body below the 10 MiB a paper may
   * have. The answer's language follows the locale cookie, else this Accept-Language.
   */
  const uploads = useMemo(
    () => createApiClient({ headers: { 'accept-language': locale === 'en' ? 'en' : 'zh-CN' } }),
    [locale],
  )
  const [current, setCurrent] = useState(0)
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState<'checking' | 'submitting' | null>(null)
  const [uploading, setUploading] = useState<string | null>(null)
  /** An upload waiting for the image captcha that earns an upload pass (anonymous visitors, issue 15). */
  const [needsPass, setNeedsPass] = useState<{ spec: FieldSpec & { kind: 'file' | 'files' }; file: File } | null>(null)
  const [captcha, setCaptcha] = useState<{ captchaId: string; image: string } | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const { toasts, show, dismiss } = useToasts()

  // Values arriving later (a member's pre-fill) fill only what is still empty.
  useEffect(
    () =>
      setValues((v) => {
        const out = { ...v }
        for (const [k, value] of Object.entries(initial)) if (out[k] === undefined || out[k] === '') out[k] = value
        return out
      }),
    [initial],
  )

  const step = steps[current] as StepSpec
  const hasCaptcha = step.fields.some((f) => f.kind === 'captcha')

  const loadCaptcha = useCallback(async () => {
    const answer = await api.get<{ captchaId: string; image: string }>('/kaptcha', { cache: 'no-store' })
    if (answer.ok) setCaptcha(answer.data)
    else if (answer.status === 0) setCaptcha(null)
  }, [api])

  useEffect(() => {
    if (hasCaptcha) void loadCaptcha()
  }, [hasCaptcha, loadCaptcha])

  /** The body of one step as the API wants it. */
  const stepBody = (spec: StepSpec): Values => {
    const body: Values = { step: spec.name }
    for (const f of spec.fields) {
      if (f.kind === 'captcha') {
        body.captchaId = captcha?.captchaId ?? ''
        body.captchaCode = values.captchaCode ?? ''
      } else if (f.kind === 'file') body[f.name] = (values[f.name] as Uploaded | undefined)?.fileId ?? ''
      else if (f.kind === 'files')
        body[f.name] = ((values[f.name] as Uploaded[] | undefined) ?? []).map((u) => u.fileId)
      else if (f.kind === 'checkbox') body[f.name] = values[f.name] === true
      else body[f.name] = values[f.name] ?? ''
    }
    return body
  }

  const fieldOf = (name: string) => (name === 'captchaId' ? 'captchaCode' : name)

  /** Client-side check of a step: every field's first message. */
  const validate = (index: number): Record<string, string> => {
    const spec = steps[index] as StepSpec
    const def = defs[index] as StepDef
    const { step: _s, ...fields } = stepBody(spec)
    const parsed = def.schema.safeParse(fields)
    const found: Record<string, string> = {}
    if (parsed.success) return found
    for (const issue of parsed.error.issues) {
      const name = fieldOf(String(issue.path[0] ?? ''))
      if (!name || found[name]) continue
      const max = spec.fields.find((f) => f.name === name && 'maxLength' in f) as { maxLength?: number } | undefined
      found[name] = t(messageKey(issue.message), { max: max?.maxLength ?? 0, step: '' })
    }
    return found
  }

  const onBlur = (name: string) => {
    const message = validate(current)[name]
    setErrors((e) => {
      const next = { ...e }
      if (message) next[name] = message
      else delete next[name]
      return next
    })
  }

  const set = (name: string, value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }))
    onChange?.(name, value)
  }

  useEffect(() => {
    if (patch) setValues((v) => ({ ...v, ...patch }))
  }, [patch])

  /** A refusal from the server: go to its step and show it at its field, or as a toast. */
  const showRefusal = (body: ApiError) => {
    if (body.status === 0) {
      show('error', t('leads.steps.failed'))
      return
    }
    const where = body.data as { step?: string; field?: string | null } | null
    const msg = body.msg || t('leads.steps.failed')
    const index = where?.step ? steps.findIndex((s) => s.name === where.step) : -1
    if (index >= 0) {
      setCurrent(index)
      if (where?.field) {
        setErrors({ [fieldOf(where.field)]: msg })
        return
      }
    }
    if (body.code !== 'E0001' && /captcha|验证码/i.test(msg)) setErrors({ captchaCode: msg })
    else show('error', msg)
  }

  const post = (path: string, count: number) =>
    api.post(`${endpoint}${path}`, { steps: steps.slice(0, count).map(stepBody) })

  const next = async () => {
    const found = validate(current)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy('checking')
    try {
      const body = await post('/check', current + 1)
      if (body.ok) {
        setCurrent((c) => c + 1)
        setErrors({})
      } else showRefusal(body)
    } catch {
      show('error', t('leads.steps.failed'))
    } finally {
      setBusy(null)
    }
  }

  const submit = async () => {
    const found = validate(current)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy('submitting')
    try {
      const body = await post('', steps.length)
      if (body.ok) {
        setSuccess(successBody(body.data))
        setValues(initial)
        setErrors({})
        setCurrent(0)
        return
      }
      showRefusal(body)
    } catch {
      show('error', t('leads.steps.failed'))
    } finally {
      setBusy(null)
      set('captchaCode', '')
      void loadCaptcha()
    }
  }

  const uploadFile = async (spec: FieldSpec & { kind: 'file' | 'files' }, file: File) => {
    setUploading(spec.name)
    try {
      const data = new FormData()
      data.append('file', file, file.name)
      const body = await uploads.post<Uploaded>('/upload', data, { query: { purpose: spec.purpose } })
      if (body.status === 401) {
        setNeedsPass({ spec, file })
        return
      }
      if (!body.ok) {
        setErrors((e) => ({ ...e, [spec.name]: body.msg || t('leads.steps.failed') }))
        return
      }
      const uploaded = body.data
      if (spec.kind === 'file') set(spec.name, uploaded)
      else set(spec.name, [...((values[spec.name] as Uploaded[] | undefined) ?? []), uploaded])
      setErrors((e) => {
        const { [spec.name]: _gone, ...rest } = e
        return rest
      })
    } catch {
      setErrors((e) => ({ ...e, [spec.name]: t('leads.steps.failed') }))
    } finally {
      setUploading(null)
    }
  }

  /** The captcha was solved: trade its ticket for the upload pass (a cookie), then upload the waiting file. */
  const passSolved = async (ticket: string) => {
    const pending = needsPass
    setNeedsPass(null)
    if (!pending) return
    const body = await uploads.post('/upload/pass', { ticket })
    if (!body.ok) {
      setErrors((e) => ({ ...e, [pending.spec.name]: body.msg || t('leads.steps.failed') }))
      return
    }
    await uploadFile(pending.spec, pending.file)
  }
  const captchaKeys = ['title', 'intro', 'label', 'refresh', 'image', 'confirm', 'cancel', 'required'] as const
  const uploadCaptchaLabels = Object.fromEntries(
    captchaKeys.map((key) => [key, t(`leads.uploadCaptcha.${key}`)]),
  ) as CaptchaLabels

  const label = (name: string) => t(`leads.${form}.${name}`)
  const inputClass =
    'mt-1 w-full rounded border border-slate-300 px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-500'

  const renderField = (spec: FieldSpec) => {
    const fid = `${id}-${spec.name}`
    const error = errors[spec.kind === 'captcha' ? 'captchaCode' : spec.name]
    const described = error ? `${fid}-error` : undefined
    const common = {
      id: fid,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described,
      'aria-required': true,
    } as const
    // The line is always there (empty without an error), so a message disappearing on blur does not move the
    // buttons under the pointer between mousedown and mouseup (which would swallow the click on "next").
    const message = (
      <p
        id={`${fid}-error`}
        className="mt-1 min-h-4 text-xs text-red-600"
        data-testid={error ? `error-${spec.name}` : undefined}
      >
        {error ?? ''}
      </p>
    )
    if (spec.kind === 'checkbox') {
      return (
        <div key={spec.name} className="sm:col-span-2">
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              {...common}
              type="checkbox"
              name={spec.name}
              checked={values[spec.name] === true}
              onChange={(e) => set(spec.name, e.target.checked)}
              onBlur={() => onBlur(spec.name)}
              className="mt-0.5 h-4 w-4 accent-brand-600"
            />
            <span>{label(spec.name)}</span>
          </label>
          {message}
        </div>
      )
    }
    const head = (
      <label htmlFor={fid} className="block text-sm text-slate-700">
        {spec.kind === 'captcha' ? t('leads.steps.captcha') : label(spec.name)}
        <span aria-hidden="true" className="ml-0.5 text-red-500">
          *
        </span>
      </label>
    )
    if (spec.kind === 'file' || spec.kind === 'files') {
      const files =
        spec.kind === 'file'
          ? [values[spec.name] as Uploaded | undefined].filter((u): u is Uploaded => Boolean(u))
          : ((values[spec.name] as Uploaded[] | undefined) ?? [])
      return (
        <div key={spec.name}>
          {head}
          <input
            {...common}
            type="file"
            name={spec.name}
            accept={spec.accept}
            disabled={uploading === spec.name}
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) void uploadFile(spec, file)
            }}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1.5"
          />
          <p className="mt-1 text-xs text-slate-500">
            {uploading === spec.name ? t('leads.paperAward.uploading') : spec.hint}
          </p>
          <ul className="mt-1 space-y-1 text-sm">
            {files.map((f) => (
              <li key={f.fileId} className="flex items-center gap-2" data-testid={`uploaded-${spec.name}`}>
                <span className="truncate text-slate-800">{f.name}</span>
                <button
                  type="button"
                  className="text-xs text-brand-700 underline"
                  onClick={() =>
                    set(
                      spec.name,
                      spec.kind === 'file' ? undefined : files.filter((other) => other.fileId !== f.fileId),
                    )
                  }
                >
                  {t('leads.paperAward.remove')}
                </button>
              </li>
            ))}
          </ul>
          {message}
        </div>
      )
    }
    if (spec.kind === 'captcha') {
      return (
        <div key={spec.name}>
          {head}
          <div className="mt-1 flex items-center gap-2">
            <input
              {...common}
              type="text"
              name="captchaCode"
              autoComplete="off"
              maxLength={16}
              value={String(values.captchaCode ?? '')}
              onChange={(e) => set('captchaCode', e.target.value)}
              onBlur={() => onBlur('captchaCode')}
              className={`${inputClass} mt-0 max-w-[10rem]`}
            />
            {captcha ? (
              // biome-ignore lint/performance/noImgElement: a data: URL SVG made per request, nothing to optimise
              <img
                src={captcha.image}
                alt={t('leads.steps.captchaAlt')}
                width={120}
                height={44}
                data-captcha-id={captcha.captchaId}
                className="rounded border border-slate-200"
              />
            ) : null}
            <button type="button" onClick={() => void loadCaptcha()} className="text-xs text-brand-700 underline">
              {t('leads.steps.refreshCaptcha')}
            </button>
          </div>
          {message}
        </div>
      )
    }
    if (spec.kind === 'select') {
      return (
        <div key={spec.name}>
          {head}
          <select
            {...common}
            name={spec.name}
            value={String(values[spec.name] ?? '')}
            onChange={(e) => set(spec.name, e.target.value)}
            onBlur={() => onBlur(spec.name)}
            className={inputClass}
          >
            <option value="">{spec.placeholder}</option>
            {spec.options.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </select>
          {message}
        </div>
      )
    }
    const text = spec as TextFieldSpec
    const hintId = text.hint ? `${fid}-hint` : undefined
    const shared = {
      ...common,
      'aria-describedby': [described, hintId].filter(Boolean).join(' ') || undefined,
      placeholder: text.placeholder,
      name: spec.name,
      maxLength: text.maxLength,
      value: String(values[spec.name] ?? ''),
      onBlur: () => onBlur(spec.name),
      className: inputClass,
    }
    return (
      <div key={spec.name} className={spec.kind === 'textarea' ? 'sm:col-span-2' : undefined}>
        {head}
        {spec.kind === 'textarea' ? (
          <textarea {...shared} rows={3} onChange={(e) => set(spec.name, e.target.value)} />
        ) : (
          <input
            {...shared}
            type={spec.kind}
            autoComplete={text.autoComplete ?? 'off'}
            list={text.suggestions ? `${fid}-list` : undefined}
            onChange={(e) => set(spec.name, e.target.value)}
          />
        )}
        {text.suggestions ? (
          <datalist id={`${fid}-list`} data-testid={`suggestions-${spec.name}`}>
            {text.suggestions.map((o) => (
              <option key={o.value} value={o.value} label={o.label} />
            ))}
          </datalist>
        ) : null}
        {text.hint ? (
          <p id={hintId} data-testid={`hint-${spec.name}`} className="mt-1 text-xs text-slate-500">
            {text.hint}
          </p>
        ) : null}
        {message}
      </div>
    )
  }

  const last = current === steps.length - 1
  return (
    <>
      <ol
        className="mb-6 flex flex-wrap gap-2 text-sm"
        aria-label={t('leads.steps.progress', { current: current + 1, total: steps.length })}
      >
        {steps.map((s, i) => (
          <li
            key={s.name}
            aria-current={i === current ? 'step' : undefined}
            className={`rounded-full px-3 py-1 ${i === current ? 'bg-brand-600 text-white' : i < current ? 'bg-brand-100 text-brand-900' : 'bg-slate-100 text-slate-500'}`}
          >
            {i + 1}. {t(`leads.${form}.steps.${s.name}`)}
          </li>
        ))}
      </ol>
      {notice ? <p className="mb-4 rounded bg-brand-50 px-3 py-2 text-sm text-brand-900">{notice}</p> : null}
      <form
        method="post"
        noValidate
        data-step={step.name}
        aria-labelledby={`${id}-step`}
        onSubmit={(e) => {
          e.preventDefault()
          void (last ? submit() : next())
        }}
      >
        <h2 id={`${id}-step`} className="text-lg font-semibold text-slate-900">
          {t(`leads.${form}.steps.${step.name}`)}
        </h2>
        <p className="mt-1 text-xs text-slate-500">
          {t('leads.steps.progress', { current: current + 1, total: steps.length })}
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">{step.fields.map(renderField)}</div>
        {step.extra ? <div className="mt-4">{step.extra(values)}</div> : null}
        <div className="mt-6 flex gap-3">
          {current > 0 ? (
            <button
              type="button"
              onClick={() => {
                setErrors({})
                setCurrent((c) => c - 1)
              }}
              className="rounded border border-slate-300 px-6 py-2 text-sm text-slate-700 hover:bg-slate-50"
            >
              {t('leads.steps.previous')}
            </button>
          ) : null}
          <button
            type="submit"
            disabled={busy !== null || uploading !== null}
            className="rounded bg-brand-600 px-6 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {busy === 'submitting'
              ? t('leads.steps.submitting')
              : busy === 'checking'
                ? t('leads.steps.checking')
                : last
                  ? t('leads.steps.submit')
                  : t('leads.steps.next')}
          </button>
        </div>
      </form>
      <MessageBox
        open={success !== null}
        title={t('leads.steps.successTitle')}
        confirmLabel={t('leads.steps.confirm')}
        onClose={() => setSuccess(null)}
      >
        <p>{success}</p>
      </MessageBox>
      {needsPass ? (
        <CaptchaDialog
          labels={uploadCaptchaLabels}
          onSolved={(ticket) => void passSolved(ticket)}
          onClose={() => setNeedsPass(null)}
        />
      ) : null}
      <Toast toasts={toasts} onDismiss={dismiss} closeLabel={t('forms.ui.close')} />
    </>
  )
}
