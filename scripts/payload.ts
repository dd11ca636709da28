export {}

/**
 * Runs Payload's CLI (`migrate`, `migrate:create`, `generate:types`, …) under tsx.
 * Payload's own `bin.js` exits silently on Node 20 here (see docs/adr/0002-payload-cli-wrapper.md).
 * Usage: tsx scripts/payload.ts <command> [args]
 */
const { bin } = await import('../node_modules/payload/dist/bin/index.js')
process.argv = [process.argv[0] ?? 'node', 'payload', ...process.argv.slice(2)]
await bin()
