'use client'

import { FieldLabel, JSONField, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'
import { MONACO_BASE } from './base'

type AmdRequire = ((deps: string[], done: (m: unknown) => void, fail: (e: unknown) => void) => void) & {
  config: (options: { paths: Record<string, string> }) => void
}
type MonacoWindow = Window & { monaco?: { editor?: unknown }; require?: AmdRequire }

let loading: Promise<void> | null = null

/**
 * Loads Monaco's AMD build from the app (MONACO_BASE) once per page and leaves it on `window.monaco`, where the
 * editor loader that Payload bundles looks first: with it there, the loader never adds its CDN script.
 */
export function loadLocalMonaco(): Promise<void> {
  const w = window as unknown as MonacoWindow
  if (w.monaco?.editor) return Promise.resolve()
  loading ??= new Promise<void>((resolve, reject) => {
    const start = () => {
      const amd = w.require
      if (!amd?.config) return reject(new Error('the Monaco loader did not start'))
      amd.config({ paths: { vs: MONACO_BASE } })
      amd(
        ['vs/editor/editor.main'],
        (m) => {
          w.monaco = (m as { m?: MonacoWindow['monaco'] }).m ?? (m as MonacoWindow['monaco'])
          resolve()
        },
        reject,
      )
    }
    const script = document.createElement('script')
    script.src = `${MONACO_BASE}/loader.js`
    script.onload = start
    script.onerror = () => reject(new Error('the Monaco loader did not load'))
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/** The value as text people read: JSON, indented. */
function formatted(value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  if (typeof value === 'string') return value
  return JSON.stringify(value, null, 2)
}

/**
 * The admin's JSON field with its code editor loaded from the app itself (issue 30): Payload's JSON field once
 * Monaco is on the page; until then, or if it cannot load, the value as indented JSON, so the content shows in
 * any case.
 */
export const LocalJsonField: JSONFieldClientComponent = (props) => {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() =>
    typeof window !== 'undefined' && (window as unknown as MonacoWindow).monaco?.editor ? 'ready' : 'loading',
  )
  const { value } = useField<unknown>({ path: props.path })
  useEffect(() => {
    if (state !== 'loading') return
    let live = true
    loadLocalMonaco().then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    )
    return () => {
      live = false
    }
  }, [state])
  if (state === 'ready') return <JSONField {...props} />
  return (
    <div className="field-type json-field" data-json-fallback={props.path}>
      <FieldLabel label={props.field.label} path={props.path} />
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: '0.85rem' }}>{formatted(value)}</pre>
    </div>
  )
}
