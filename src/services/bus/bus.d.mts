/** src/services/bus/bus.mjs: the cross-process message bus (typed face for TypeScript: src/services/bus/bus.ts). */
export declare function publish(channel: string, message: string): void
export declare function subscribe(channel: string, onMessage: (message: string) => void): () => void
export declare function busTransport(): 'redis' | 'ipc' | 'local'
export declare function closeBus(): Promise<void>
