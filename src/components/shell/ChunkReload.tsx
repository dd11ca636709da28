'use client'

import { useEffect } from 'react'
import { reloadAfterChunkError } from './chunk-reload'

/** Listens for failed page-chunk loads (errors, rejected dynamic imports, failed chunk scripts) and reloads once. */
export function ChunkReload() {
  useEffect(() => {
    const onError = (event: Event) => {
      if (event instanceof ErrorEvent) {
        reloadAfterChunkError(event.error, event.message)
        return
      }
      // A <script> of a page chunk that failed to load (resource errors reach window in the capture phase).
      const target = event.target
      if (target instanceof HTMLScriptElement && target.src.includes('/_next/static/')) {
        reloadAfterChunkError({ name: 'ChunkLoadError' }, `Loading chunk ${target.src} failed`)
      }
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      reloadAfterChunkError(event.reason)
    }
    window.addEventListener('error', onError, true)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError, true)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
