import type { Cluster } from 'node:cluster'
import type { Readable } from 'node:stream'

export interface RestartTiming {
  baseMs: number
  capMs: number
  windowMs: number
  stderrLines: number
}
export declare const RESTART_DEFAULTS: Readonly<RestartTiming>
export declare function restartDelay(recentExits: number, timing?: { baseMs: number; capMs: number }): number
export declare function tailLines(
  max: number,
  forward?: (line: string) => unknown,
): { write(chunk: Buffer | string): void; flush(): void; lines(): string[] }

export interface SupervisedChild {
  readonly pid?: number
  kill(signal?: NodeJS.Signals): unknown
  stderr?: Readable | null
  stdout?: Readable | null
  once(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown
}
export interface Supervisor {
  readonly pids: (number | undefined)[]
  readonly restarts: number
  stop(signal?: NodeJS.Signals): Promise<void>
}
export interface SuperviseOptions extends Partial<RestartTiming> {
  label?: string
  log?: (text: string) => unknown
  forwardStderr?: (text: string) => unknown
  forwardStdout?: (chunk: Buffer) => unknown
  now?: () => number
}
export declare function supervise(
  options: SuperviseOptions & { count: number; start: (slot: number) => SupervisedChild },
): Supervisor
export declare function superviseProcess(
  options: SuperviseOptions & { command: string; args?: string[]; cwd?: string; env?: NodeJS.ProcessEnv },
): Supervisor
export declare function superviseCluster(
  options: SuperviseOptions & { cluster: Cluster; count: number; env?: NodeJS.ProcessEnv },
): Supervisor
