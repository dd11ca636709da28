import type http from 'node:http'
import type { Registry } from 'prom-client'

export interface SiteMetrics {
  readonly registry: Registry
  observeRequest(method: string, route: string, status: number, seconds: number): void
  cacheLookup(cache: string, hit: boolean): void
  setQueueProbe(queue: string, probe: () => Promise<number>): void
  exposition(): Promise<{ contentType: string; body: string }>
  pageGroup(segment: string): string
}

export declare function metrics(): SiteMetrics
export declare function routeGroup(pathname: string, status: number, route: string | undefined): string
export declare function metricsPortSettings(env?: Record<string, string | undefined>): { port: number; host: string }
export declare function exposeProcessMetrics(env?: Record<string, string | undefined>): http.Server | null
export declare function serveClusterMetrics(env?: Record<string, string | undefined>): http.Server | null
