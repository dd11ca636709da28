import type http from 'node:http'

export declare function loggedPath(url: string): { path: string; query?: string[] }
export declare function observeRequests(
  listener: (req: http.IncomingMessage, res: http.ServerResponse) => unknown,
): (req: http.IncomingMessage, res: http.ServerResponse) => void
