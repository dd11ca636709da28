#!/usr/bin/env node
/** Precompresses the build's static files (run after `next build`; scripts/static-files.mjs says how and why). */
import path from 'node:path'
import { precompressStatic } from './static-files.mjs'

const staticDir = path.resolve(import.meta.dirname, '..', '.next', 'static')
const kb = (n) => (n / 1000).toFixed(0)
const done = await precompressStatic(staticDir)
console.log(
  `✓ Precompressed ${done.files} static files in ${(done.ms / 1000).toFixed(1)} s: ${kb(done.bytes)} kB → ` +
    `${kb(done.gzipBytes)} kB gzip, ${kb(done.brotliBytes)} kB Brotli`,
)
