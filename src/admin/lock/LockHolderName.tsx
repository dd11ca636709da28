'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

type Editor = { id: number | string; email?: string; name?: string | null; [key: string]: unknown }

/**
 * In every edit view (issue 30): Payload's "document locked" dialog names the staff member who holds the lock by
 * the `email` of the user record the reader may read, and by the bare id otherwise ("用户: 1" for a sales user
 * finding an order an admin has open). This asks the server for the holder's name (GET
 * /api/cms/users/lock-holder, src/admin/lock/endpoint.ts) and puts it where the dialog reads it. Renders nothing.
 */
export function LockHolderName() {
  const { currentEditor, setCurrentEditor, id, collectionSlug, globalSlug } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  useEffect(() => {
    if (!currentEditor || !setCurrentEditor) return
    const editor = (typeof currentEditor === 'object' ? currentEditor : { id: currentEditor }) as Editor
    if (editor.lockHolderNamed) return
    const query = new URLSearchParams(
      collectionSlug && id !== undefined
        ? { collection: collectionSlug, id: String(id) }
        : { global: globalSlug ?? '' },
    )
    let live = true
    fetch(`${api}/users/lock-holder?${query}`, { credentials: 'same-origin' })
      .then((res) =>
        res.ok ? (res.json() as Promise<{ holder: { id: number | string; name: string | null } | null }>) : null,
      )
      .then((answer) => {
        const holder = answer?.holder
        if (!live || !holder?.name || String(holder.id) !== String(editor.id)) return
        setCurrentEditor({ ...editor, email: holder.name, name: holder.name, lockHolderNamed: true } as never)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [currentEditor, setCurrentEditor, api, id, collectionSlug, globalSlug])
  return null
}
