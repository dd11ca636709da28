/**
 * The cross-process message bus: `publish(channel, message)` reaches the subscribers of `channel` in every other
 * process of the deployment, never the publishing one. Redis pub/sub with REDIS_URL (channels under REDIS_PREFIX),
 * else the node:cluster IPC relay of `npm start` (scripts/start.mjs), else nothing (one process). The
 * implementation is plain JavaScript (./bus.mjs) because Next's cache handler, loaded outside the app's bundle,
 * uses it too. docs/adr/0021-shared-caches.md.
 */
export { busTransport, closeBus, publish, subscribe } from './bus.mjs'
