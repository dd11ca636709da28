'use client'

import { useLocale } from '@payloadcms/ui'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

type Locale = 'cn' | 'en'

/** The banner's texts in the admin language (read on the server: EditingLanguageBanner). */
export type BannerTexts = Record<
  | 'banner'
  | 'bannerOther'
  | 'switchTo'
  | 'compare'
  | 'hideCompare'
  | 'field'
  | 'cn'
  | 'en'
  | 'loading'
  | 'failed'
  | 'none',
  string
>
type Row = { field: string; cn: string; en: string }

/** /admin/collections/{slug}/{id} or /admin/globals/{slug}: the record being edited, else null. */
function editedRecord(pathname: string): string | null {
  const doc = pathname.match(/\/admin\/collections\/([^/]+)\/([^/]+)$/)
  if (doc && doc[2] !== 'create') return `/api/cms/${doc[1]}/${doc[2]}`
  const global = pathname.match(/\/admin\/globals\/([^/]+)$/)
  return global ? `/api/cms/globals/${global[1]}` : null
}

function strings(value: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value)
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) strings(v, `${prefix}.${i}`, out)
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'id' || k === 'createdAt' || k === 'updatedAt') continue
      strings(v, prefix ? `${prefix}.${k}` : k, out)
    }
  }
  return out
}

/** Texts that differ between the two languages: the localized ones (a shared field reads the same in both). */
function compareRows(cn: unknown, en: unknown): Row[] {
  const a = strings(cn, '', new Map())
  const b = strings(en, '', new Map())
  const rows: Row[] = []
  for (const field of new Set([...a.keys(), ...b.keys()])) {
    const left = a.get(field) ?? ''
    const right = b.get(field) ?? ''
    if (left !== right) rows.push({ field, cn: left.slice(0, 400), en: right.slice(0, 400) })
    if (rows.length >= 100) break
  }
  return rows
}

export function EditingLanguageBannerClient({ uiLocale, texts }: { uiLocale: Locale; texts: BannerTexts }) {
  const { code } = useLocale()
  const pathname = usePathname()
  const params = useSearchParams()
  const router = useRouter()
  const record = editedRecord(pathname)
  const chosen = params.get('locale')
  const [open, setOpen] = useState(false)
  const [rows, setRows] = useState<Row[] | 'loading' | 'failed'>('loading')

  // A record opens in the admin language unless the address asks for a language (the language switch sets it).
  useEffect(() => {
    if (!record || chosen || code === uiLocale) return
    const next = new URLSearchParams(params.toString())
    next.set('locale', uiLocale)
    router.replace(`${pathname}?${next.toString()}`)
  }, [record, chosen, code, uiLocale, params, pathname, router])

  useEffect(() => {
    if (!open || !record) return
    let live = true
    setRows('loading')
    const read = (locale: Locale) =>
      fetch(`${record}?locale=${locale}&fallback-locale=none&depth=0`, { credentials: 'include' }).then((r) => {
        if (!r.ok) throw new Error(String(r.status))
        return r.json()
      })
    Promise.all([read('cn'), read('en')])
      .then(([cn, en]) => live && setRows(compareRows(cn, en)))
      .catch(() => live && setRows('failed'))
    return () => {
      live = false
    }
  }, [open, record])

  if (!record) return null
  const other = code !== uiLocale
  const switchTo = () => {
    const next = new URLSearchParams(params.toString())
    next.set('locale', uiLocale)
    router.push(`${pathname}?${next.toString()}`)
  }
  return (
    <div
      data-testid="editing-language"
      data-content-locale={code}
      style={{
        margin: '0 0 0.5rem',
        padding: '0.5rem 1rem',
        borderBottom: '1px solid var(--theme-elevation-150)',
        background: other ? 'var(--theme-warning-100)' : 'var(--theme-elevation-50)',
        fontSize: '0.875rem',
      }}
    >
      <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
        {other ? (
          <strong role="status" data-testid="editing-other-language">
            {code === 'en' ? texts.banner : texts.bannerOther}
          </strong>
        ) : null}
        {other ? (
          <button type="button" className="btn btn--style-secondary btn--size-small" onClick={switchTo}>
            {texts.switchTo}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? texts.hideCompare : texts.compare}
        </button>
      </div>
      {open ? (
        <div style={{ marginTop: '0.5rem', maxHeight: '40vh', overflow: 'auto' }} data-testid="language-compare">
          {rows === 'loading' ? <p>{texts.loading}</p> : null}
          {rows === 'failed' ? <p role="alert">{texts.failed}</p> : null}
          {Array.isArray(rows) && rows.length === 0 ? <p>{texts.none}</p> : null}
          {Array.isArray(rows) && rows.length > 0 ? (
            <table style={{ width: '100%', borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  <th style={{ textAlign: 'left', width: '20%' }}>{texts.field}</th>
                  <th style={{ textAlign: 'left', width: '40%' }}>{texts.cn}</th>
                  <th style={{ textAlign: 'left', width: '40%' }}>{texts.en}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.field}
                    style={{ borderTop: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' }}
                  >
                    <td>
                      <code>{row.field}</code>
                    </td>
                    <td lang="zh-CN">{row.cn}</td>
                    <td lang="en">{row.en}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
