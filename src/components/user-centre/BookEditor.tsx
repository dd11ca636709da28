'use client'

import { type ReactNode, useCallback, useEffect, useId, useState } from 'react'
import type { z } from 'zod'
import { buttonClass, Field } from '@/components/account/Field'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { Toast, useToasts } from '@/components/ui/Toast'
import { bookErrors } from '@/domain/accounts/user-centre'
import { useLocale, useTranslations } from '@/i18n/client'
import { apiClient } from '@/lib/api-client'
import { LoadFailed } from './LoadFailed'

export type BookRecord = Record<string, unknown> & { id: number; isDefault: boolean }

export interface BookField {
  name: string
  label: string
  optional?: boolean
  type?: string
  autoComplete?: string
  /** Shown only when this returns true for the values typed (the special invoice's bank details). */
  when?: (values: Record<string, string>) => boolean
  /** A select instead of a text input. */
  options?: Array<{ value: string; label: string }>
}

/**
 * A list of the member's records (address book, invoice titles) with add, edit, delete and "set as default",
 * through `/api/v1<path>`: the default record first, as the checkout review offers it. The form checks with the
 * same zod schema as the server and shows each message beside its field (the server's too); what was typed stays.
 */
export function BookEditor({
  path,
  schema,
  fields,
  blank,
  texts,
  summary,
  testId,
}: {
  path: string
  schema: z.ZodType<unknown>
  fields: BookField[]
  blank: Record<string, string>
  texts: { empty: string; add: string; editTitle: string }
  summary: (record: BookRecord) => ReactNode
  testId: string
}) {
  const t = useTranslations('userCentre')
  const messages = useTranslations('orders.checkout.errors')
  const locale = useLocale()
  const id = useId()
  const { toasts, show, dismiss } = useToasts(4000)
  const [list, setList] = useState<BookRecord[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [values, setValues] = useState<Record<string, string>>(blank)
  const [makeDefault, setMakeDefault] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [deleting, setDeleting] = useState<number | null>(null)

  const load = useCallback(async () => {
    setFailed(false)
    const answer = await apiClient(locale).get<{ list: BookRecord[] }>(path)
    if (answer.ok) setList(answer.data.list)
    else setFailed(true)
  }, [locale, path])

  useEffect(() => {
    void load()
  }, [load])

  const open = (record: BookRecord | null) => {
    setErrors({})
    setMakeDefault(false)
    setEditing(record ? record.id : 'new')
    setValues(
      record
        ? Object.fromEntries(Object.keys(blank).map((k) => [k, record[k] == null ? '' : String(record[k])]))
        : blank,
    )
  }

  const visible = fields.filter((f) => !f.when || f.when(values))

  const save = async () => {
    const body = Object.fromEntries(visible.map((f) => [f.name, values[f.name] ?? '']))
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      setErrors(Object.fromEntries(Object.entries(bookErrors(parsed.error)).map(([k, key]) => [k, messages(key)])))
      return
    }
    setBusy(true)
    const api = apiClient(locale)
    const query = makeDefault ? { default: 'true' } : undefined
    const answer =
      editing === 'new'
        ? await api.post<{ list: BookRecord[] }>(path, body, { query })
        : await api.put<{ list: BookRecord[] }>(`${path}/${editing}`, body, { query })
    setBusy(false)
    if (answer.ok) {
      setList(answer.data.list)
      setEditing(null)
      setErrors({})
      show('success', answer.msg)
      return
    }
    const fieldErrors = (answer.data as { errors?: Record<string, string> } | null)?.errors
    if (fieldErrors) setErrors(fieldErrors)
    else show('error', answer.msg || t('common.failed'))
  }

  const act = async (call: () => ReturnType<ReturnType<typeof apiClient>['put']>) => {
    const answer = (await call()) as Awaited<ReturnType<ReturnType<typeof apiClient>['put']>>
    if (answer.ok) {
      setList((answer.data as { list: BookRecord[] }).list)
      show('success', answer.msg)
    } else show('error', answer.msg || t('common.failed'))
  }

  if (failed) return <LoadFailed onRetry={() => void load()} />
  if (list === null) {
    return (
      <p aria-busy="true" className="py-10 text-center text-slate-600">
        {t('common.loading')}
      </p>
    )
  }

  return (
    <div data-testid={testId} className="space-y-6">
      {list.length === 0 ? <p className="text-slate-600">{texts.empty}</p> : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {list.map((record) => (
          <li
            key={record.id}
            data-testid={`${testId}-item`}
            className={`rounded-lg border p-4 text-sm ${record.isDefault ? 'border-brand-600 bg-brand-50/40' : 'border-slate-200'}`}
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0 break-words">{summary(record)}</div>
              {record.isDefault ? (
                <span className="shrink-0 rounded bg-brand-600 px-2 py-0.5 text-xs font-medium text-white">
                  {t('common.default')}
                </span>
              ) : null}
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="button" onClick={() => open(record)} className="rounded border border-slate-300 px-3 py-1">
                {t('common.edit')}
              </button>
              {record.isDefault ? null : (
                <button
                  type="button"
                  onClick={() => void act(() => apiClient(locale).put(`${path}/${record.id}/default`))}
                  className="rounded border border-slate-300 px-3 py-1"
                >
                  {t('common.setDefault')}
                </button>
              )}
              <button
                type="button"
                onClick={() => setDeleting(record.id)}
                className="rounded border border-red-300 px-3 py-1 text-red-700"
              >
                {t('common.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>

      {editing === null ? (
        <button type="button" onClick={() => open(null)} className={`${buttonClass} sm:w-auto sm:px-8`}>
          {texts.add}
        </button>
      ) : (
        <form
          method="post"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
          className="max-w-2xl space-y-3 rounded-lg border border-slate-200 p-4"
          data-testid={`${testId}-form`}
        >
          <h2 className="text-lg font-semibold text-slate-900">{editing === 'new' ? texts.add : texts.editTitle}</h2>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {visible.map((f) =>
              f.options ? (
                <div key={f.name} className="sm:col-span-2">
                  <label htmlFor={`${id}-${f.name}`} className="block text-sm font-medium text-slate-700">
                    {f.label}
                  </label>
                  <select
                    id={`${id}-${f.name}`}
                    name={f.name}
                    value={values[f.name] ?? ''}
                    onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                    className="mt-1 w-full rounded border border-slate-300 px-3 py-2 text-sm"
                  >
                    {f.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                  <p className="mt-1 min-h-4 text-xs text-red-700" role="alert">
                    {errors[f.name] ?? ''}
                  </p>
                </div>
              ) : (
                <Field
                  key={f.name}
                  id={`${id}-${f.name}`}
                  label={f.optional ? `${f.label} ${t('common.optional')}` : f.label}
                  optional={f.optional}
                  name={f.name}
                  type={f.type ?? 'text'}
                  autoComplete={f.autoComplete ?? 'off'}
                  value={values[f.name] ?? ''}
                  onChange={(e) => {
                    const value = e.currentTarget.value
                    setValues((v) => ({ ...v, [f.name]: value }))
                  }}
                  error={errors[f.name] ?? null}
                />
              ),
            )}
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />
            {t('common.makeDefault')}
          </label>
          <div className="flex gap-3 pt-2">
            <button type="submit" disabled={busy} className={`${buttonClass} sm:w-auto sm:px-8`}>
              {busy ? t('common.saving') : t('common.save')}
            </button>
            <button
              type="button"
              onClick={() => setEditing(null)}
              className="rounded border border-slate-300 px-4 py-2"
            >
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('common.delete')}
        text={t('common.confirmDelete')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting
          setDeleting(null)
          if (target !== null) void act(() => apiClient(locale).del(`${path}/${target}`))
        }}
      />
      <Toast toasts={toasts} onDismiss={dismiss} closeLabel={t('common.cancel')} />
    </div>
  )
}
