import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReloadForChunkError } from '@/domain/content/navigation'

function lastReloadAt(): number | null {
  try {
    const raw = window.sessionStorage.getItem(CHUNK_RELOAD_KEY)
    return raw === null ? null : Number(raw)
  } catch {
    return null
  }
}

/**
 * After a failed page-chunk load (usually a new deployment replaced the chunks): one full reload, at most once
 * per 60 s (spec sections 4 and 9), the time kept in sessionStorage. Returns whether it reloads.
 */
export function reloadAfterChunkError(error: unknown, message = ''): boolean {
  if (!isChunkLoadError(error, message)) return false
  const now = Date.now()
  if (!shouldReloadForChunkError(lastReloadAt(), now)) return false
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now))
  } catch {
    // Without storage the guard cannot hold: do not risk a reload loop.
    return false
  }
  window.location.reload()
  return true
}
