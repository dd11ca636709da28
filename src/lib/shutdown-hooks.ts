/**
 * Work a server process must finish before it exits on SIGTERM/SIGINT (scripts/shutdown.mjs runs every hook, 20 s
 * at most). The hooks live on `process`, the one object the app's bundled code and the server script surely share.
 */
const SHUTDOWN_HOOKS = Symbol.for('site.shutdownHooks')
type HookHolder = { [SHUTDOWN_HOOKS]?: Set<() => Promise<void>> }

/** Runs `hook` at shutdown; registering the same function again changes nothing. */
export function onShutdown(hook: () => Promise<void>): void {
  const holder = process as unknown as HookHolder
  holder[SHUTDOWN_HOOKS] ??= new Set()
  holder[SHUTDOWN_HOOKS].add(hook)
}
