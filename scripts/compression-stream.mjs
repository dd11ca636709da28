import { Duplex } from 'node:stream'

const noop = () => {}

/**
 * Frees the zlib stream the compression middleware put behind a response that closed before it finished (an
 * aborted request), as Next.js does for its own compression: the middleware's `res.on` returns that stream.
 * @param {import('node:http').ServerResponse} res
 */
export function releaseCompressionStream(res) {
  const maybeStream = res.on('drain', noop)
  if (maybeStream === res || !(maybeStream instanceof Duplex)) {
    res.off('drain', noop)
    return
  }
  maybeStream.destroy()
}
