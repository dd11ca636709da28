'use client'
import { useRouter, useSearchParams } from 'next/navigation'
import { type ChangeEvent, useState } from 'react'

export interface ImportExportTexts {
  exportXlsx: string
  exportCsv: string
  exportSizes: string
  exportAliases: string
  exportHint: string
  open: string
  title: string
  intro: string
  mode: string
  modePrices: string
  modeAliases: string
  file: string
  preview: string
  apply: string
  cancel: string
  working: string
  fixErrors: string
  nothingToApply: string
  moreRows: string
  row: string
  catalogNumber: string
  item: string
  result: string
  details: string
  badRequest: string
}

interface PreviewRow {
  row: number
  catalogNumber: string
  item: string
  status: 'change' | 'same' | 'error'
  statusText: string
  changes: Array<{ field: string; label: string; from: string; to: string }>
  errors: Array<{ message: string }>
}

interface Preview {
  counts: { rows: number; changed: number; unchanged: number; errors: number }
  summary: string
  rows: PreviewRow[]
  more: number
}

const API = '/api/cms/products'
/** The list view's own parameters that are not part of its filter. */
const NOT_FILTER = new Set(['page', 'limit', 'sort', 'columns', 'preset', 'queryByGroup', 'groupBy'])

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))

async function fileAsBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

const cell = { padding: '4px 8px', borderBottom: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' } as const

/** The products list's export links (current filter) and the import: file → preview → apply (all or nothing). */
export function ImportExportPanel({ texts }: { texts: ImportExportTexts }) {
  const params = useSearchParams()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [mode, setMode] = useState<'prices' | 'aliases'>('prices')
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [message, setMessage] = useState<{ text: string; kind: 'error' | 'success' } | null>(null)

  const filter = new URLSearchParams()
  for (const [key, value] of params?.entries() ?? []) if (!NOT_FILTER.has(key)) filter.append(key, value)
  const exportHref = (sheet: string, format: string) => {
    const query = new URLSearchParams(filter)
    query.set('sheet', sheet)
    query.set('format', format)
    return `${API}/export?${query.toString()}`
  }

  const send = async (apply: boolean) => {
    if (!file) return
    setBusy(true)
    setMessage(null)
    try {
      const res = await fetch(`${API}/import`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode, file: await fileAsBase64(file), apply, fileName: file.name }),
      })
      const body = (await res.json().catch(() => ({}))) as {
        preview?: Preview
        message?: string
        errors?: Array<{ message?: string }>
      }
      if (body.preview) setPreview(body.preview)
      else if (!res.ok) setPreview(null)
      const text = body.message ?? body.errors?.[0]?.message
      if (!res.ok) setMessage({ text: text ?? texts.badRequest, kind: 'error' })
      else if (apply) {
        setMessage({ text: text ?? '', kind: 'success' })
        setPreview(null)
        setFile(null)
        router.refresh()
      }
    } catch {
      setMessage({ text: texts.badRequest, kind: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const link = { marginRight: '0.5rem' }
  const counts = preview?.counts
  const canApply = Boolean(counts && counts.errors === 0 && counts.changed > 0)
  return (
    <div data-testid="product-import-export" style={{ margin: '0 0 1rem' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
        <a
          href={exportHref('products', 'xlsx')}
          className="btn btn--style-secondary btn--size-small"
          style={link}
          download
        >
          {texts.exportXlsx}
        </a>
        <a
          href={exportHref('products', 'csv')}
          className="btn btn--style-secondary btn--size-small"
          style={link}
          download
        >
          {texts.exportCsv}
        </a>
        <a
          href={exportHref('sizes', 'xlsx')}
          className="btn btn--style-secondary btn--size-small"
          style={link}
          download
        >
          {texts.exportSizes}
        </a>
        <a
          href={exportHref('aliases', 'xlsx')}
          className="btn btn--style-secondary btn--size-small"
          style={link}
          download
        >
          {texts.exportAliases}
        </a>
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          style={link}
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          data-testid="product-import-open"
        >
          {texts.open}
        </button>
        <small>{texts.exportHint}</small>
      </div>
      {open && (
        <section
          aria-label={texts.title}
          style={{ marginTop: '1rem', padding: '1rem', border: '1px solid var(--theme-elevation-150)' }}
        >
          <h3 style={{ marginTop: 0 }}>{texts.title}</h3>
          <p>{texts.intro}</p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'end' }}>
            <label>
              {texts.mode}
              <br />
              <select
                value={mode}
                onChange={(e) => {
                  setMode(e.target.value === 'aliases' ? 'aliases' : 'prices')
                  setPreview(null)
                }}
                data-testid="product-import-mode"
              >
                <option value="prices">{texts.modePrices}</option>
                <option value="aliases">{texts.modeAliases}</option>
              </select>
            </label>
            <label>
              {texts.file}
              <br />
              <input
                type="file"
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                onChange={(e: ChangeEvent<HTMLInputElement>) => {
                  setFile(e.target.files?.[0] ?? null)
                  setPreview(null)
                  setMessage(null)
                }}
                data-testid="product-import-file"
              />
            </label>
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              disabled={!file || busy}
              onClick={() => send(false)}
              data-testid="product-import-preview"
            >
              {busy ? texts.working : texts.preview}
            </button>
            <button
              type="button"
              className="btn btn--style-primary btn--size-small"
              disabled={!canApply || busy}
              onClick={() => send(true)}
              data-testid="product-import-apply"
            >
              {fill(texts.apply, { count: counts?.changed ?? 0 })}
            </button>
            <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setOpen(false)}>
              {texts.cancel}
            </button>
          </div>
          {message && (
            <p
              role={message.kind === 'error' ? 'alert' : 'status'}
              data-testid="product-import-message"
              style={{ color: message.kind === 'error' ? 'var(--theme-error-500)' : 'var(--theme-success-500)' }}
            >
              {message.text}
            </p>
          )}
          {preview && (
            <div data-testid="product-import-preview-result">
              <p>{preview.summary}</p>
              {preview.counts.errors > 0 && <p role="alert">{texts.fixErrors}</p>}
              {preview.counts.errors === 0 && preview.counts.changed === 0 && <p>{texts.nothingToApply}</p>}
              {preview.rows.length > 0 && (
                <table style={{ borderCollapse: 'collapse', width: '100%' }}>
                  <thead>
                    <tr>
                      {[texts.row, texts.catalogNumber, texts.item, texts.result, texts.details].map((h) => (
                        <th key={h} style={{ ...cell, textAlign: 'left' }}>
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {preview.rows.map((row) => (
                      <tr key={row.row} data-status={row.status}>
                        <td style={cell}>{row.row}</td>
                        <td style={cell}>{row.catalogNumber}</td>
                        <td style={cell}>{row.item}</td>
                        <td style={{ ...cell, color: row.status === 'error' ? 'var(--theme-error-500)' : undefined }}>
                          {row.statusText}
                        </td>
                        <td style={cell}>
                          {row.errors.map((e) => (
                            <div key={e.message}>{e.message}</div>
                          ))}
                          {row.changes.map((c) => (
                            <div key={c.field}>
                              {c.label}: {c.from || '—'} → {c.to || '—'}
                            </div>
                          ))}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {preview.more > 0 && <p>{fill(texts.moreRows, { count: preview.more })}</p>}
            </div>
          )}
        </section>
      )}
    </div>
  )
}
