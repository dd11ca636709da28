import { stat } from 'node:fs/promises'
import path from 'node:path'
import { type CollectionAfterErrorHook, type CollectionConfig, Forbidden, type PayloadRequest } from 'payload'
import { translate } from '../i18n/messages'
import { adminMessageLocale } from './request-budget'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

function notFound(req: PayloadRequest) {
  const msg = translate(adminMessageLocale(req), 'api.E0404')
  return { code: 'E0404', data: null, msg, errors: [{ message: msg }] }
}

/**
 * On the file route, "no record of that file you may read" (Payload's Forbidden) answers 404 as well: the
 * caller learns neither whether the file exists nor whether it is hidden from them.
 */
const fileForbiddenIs404: CollectionAfterErrorHook = ({ error, req }) => {
  if (!(error instanceof Forbidden) || req.method !== 'GET') return
  if (!/\/file\/[^/]+$/.test(new URL(req.url ?? 'http://x/').pathname)) return
  return { status: 404, response: notFound(req) }
}

/**
 * A file that is not on disk answers 404 (issue 15 point 18). Payload's own answer to a missing file is a 500
 * with an error in the log (uploads/endpoints/getFile.js); this handler runs before it and answers 404 when the
 * requested file (the original or one of its image sizes) is absent, and otherwise lets Payload stream it.
 */
export function missingFileAnswers404(staticDir: string): UploadHandler {
  const root = path.resolve(staticDir)
  const handler = async (req: PayloadRequest, { params }: { params: { collection: string; filename: string } }) => {
    // Files kept in a bucket (S3_BUCKET, src/services/storage/upload-storage.ts): the storage's handler answers.
    if (req.payload.collections[params.collection as 'media']?.config.upload?.disableLocalStorage) return
    const file = path.resolve(root, params.filename)
    if (!file.startsWith(root + path.sep)) return // Payload refuses it (400)
    try {
      if ((await stat(file)).isFile()) return
    } catch {
      // absent (or unreadable): answered below
    }
    return Response.json(notFound(req), { status: 404 })
  }
  // Payload's type says Promise<Response> | Promise<void>; `undefined` (carry on) is what it means by void.
  return handler as UploadHandler
}

/** Adds the 404 answers to an upload collection kept on the local disk. */
export function withMissingFile404(collection: CollectionConfig): CollectionConfig {
  const upload = collection.upload
  if (!upload || upload === true || !upload.staticDir) return collection
  return {
    ...collection,
    upload: { ...upload, handlers: [missingFileAnswers404(upload.staticDir), ...(upload.handlers ?? [])] },
    hooks: { ...collection.hooks, afterError: [...(collection.hooks?.afterError ?? []), fileForbiddenIs404] },
  }
}

/**
 * Wraps the file handler of a storage adapter (the bucket's, src/services/storage/upload-storage.ts): its bare
 * 404 for a file missing from the bucket becomes the same localized 404 envelope as on the local disk.
 */
export function storedFileMissingAnswers404(handler: UploadHandler): UploadHandler {
  const wrapped = async (req: PayloadRequest, args: Parameters<UploadHandler>[1]) => {
    const response = await handler(req, args)
    if (response instanceof Response && response.status === 404) return Response.json(notFound(req), { status: 404 })
    return response
  }
  return wrapped as UploadHandler
}
