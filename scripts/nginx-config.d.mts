export interface NginxConfigOptions {
  upstreams: string[]
  port: number
  staticRoot: string
  scratch: string
  source?: string
}
export declare const SHIPPED_CONFIG: string
export declare function nginxBinary(): string | null
export declare function hasBrotliStatic(): boolean
export declare function renderNginxConfig(options: NginxConfigOptions): string
export declare function writeNginxConfig(options: NginxConfigOptions): string[]
export declare function testNginxConfig(args: string[], binary?: string | null): { ok: boolean; output: string }
