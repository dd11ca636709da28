import type http from 'node:http'

export declare const SHUTDOWN_HOOKS: unique symbol
export declare function exitGracefullyOnSignals(
  server: http.Server,
  options?: { limitMs?: number; requestsMs?: number },
): void
export declare function startDraining(): void
export declare function refuseReadWhileDraining(req: http.IncomingMessage, res: http.ServerResponse): boolean
