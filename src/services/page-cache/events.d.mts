/** src/services/page-cache/events.mjs: cache tag revalidations within one process (handler → read cache). */
export declare function announceTagsRevalidated(tags: readonly string[]): void
export declare function onTagsRevalidated(listener: (tags: readonly string[]) => void): () => void
