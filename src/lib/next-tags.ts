import { createRequire } from 'node:module'

type TagEntry = { stale?: number; expired?: number }

/**
 * Next.js keeps the revalidated cache tags of its ISR pages and data cache in a map of its own process
 * (`tags-manifest.external`, shared by the server and the app's bundles), so revalidateTag in one app process
 * leaves every other process serving its cached pages until they expire. For a change reported by another
 * process (src/lib/cache.ts, over Redis), this marks the tags stale here exactly as revalidateTag(tag, 'max')
 * does in Next's file-system cache handler: the next request gets the cached page and regenerates it.
 * Outside a Next.js server (tests, scripts) there is no such map and nothing happens. Returns whether it did.
 */
export function markNextTagsStale(tags: readonly string[], now = Date.now()): boolean {
  const manifest = tagsManifest()
  if (!manifest) return false
  for (const tag of tags) manifest.set(tag, { ...manifest.get(tag), stale: now })
  return true
}

let resolved: Map<string, TagEntry> | null | undefined

function tagsManifest(): Map<string, TagEntry> | null {
  if (resolved !== undefined) return resolved
  resolved = null
  if (!process.env.NEXT_RUNTIME) return resolved
  try {
    const require = createRequire(`${process.cwd()}/package.json`)
    const mod = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
      tagsManifest?: Map<string, TagEntry>
    }
    if (mod.tagsManifest instanceof Map) resolved = mod.tagsManifest
  } catch {
    // another Next.js version without this module: pages expire after their revalidate time
  }
  return resolved
}
