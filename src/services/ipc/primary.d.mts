import type { Cluster } from 'node:cluster'
import type { MemoryStoreCore } from '../kv/memory-store.mjs'

/** src/services/ipc/primary.mjs: serves the workers' key-value calls and relays their broadcasts. */
export declare function servePrimary(cluster: Cluster, options?: { store?: MemoryStoreCore }): () => void
