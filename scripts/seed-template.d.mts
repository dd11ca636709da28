export const SEED_TEMPLATE_DIR: string
export function sourceStamp(): string
export function saveSeedTemplate(dataDir: string, meta: Record<string, string>, dir?: string): void
export function restoreSeedTemplate(dataDir: string, dir?: string): Record<string, string> | null
