import path from 'node:path'
import { getStorageFilePath } from '@payloadcms/plugin-cloud-storage/utilities'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Config, Payload, PayloadRequest, Plugin } from 'payload'
import { formatAdminURL } from 'payload/shared'
import type { StoredFile } from './file-storage'
import { openLocalFile } from './local-storage'
import { type S3Folder, type S3Settings, s3Client, s3Folder, s3SettingsFromEnv } from './s3-settings'
import { openS3Object } from './s3-storage'

/** Payload's upload collections whose files go to the bucket when S3_BUCKET is set. */
export const UPLOAD_COLLECTIONS = ['media', 'downloads', 'coa-certificates'] as const satisfies readonly S3Folder[]
export type UploadCollection = (typeof UPLOAD_COLLECTIONS)[number]

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * Where Payload's upload collections keep their files (docs/adr/0022-object-storage.md), as a Payload plugin
 * (`plugins` in payload.config.ts) built on @payloadcms/storage-s3:
 * - S3_BUCKET set: every file and image size goes to the bucket under `<S3_PREFIX><collection>/`, never to the
 *   disk. Files are still served by Payload's file route (`/api/cms/<collection>/file/<name>`) after its access
 *   check, streamed from the bucket, so the site's URLs, next/image and the access rules stay as they are, and
 *   the bucket stays private.
 * - otherwise: the local disk under DATA_DIR, as before (the collections' `staticDir`).
 * The plugin's fields (`prefix`, `_objectKey`) are in the schema in both modes (one set of migrations).
 *
 * `wrapHandler` wraps each file handler of a collection kept in the bucket (the site's 404 answer).
 */
export function uploadStoragePlugin(
  options: { settings?: S3Settings | null; wrapHandler?: (handler: UploadHandler) => UploadHandler } = {},
): Plugin {
  const settings = options.settings === undefined ? s3SettingsFromEnv() : options.settings
  return (incoming: Config): Config => {
    const fileURL =
      (slug: string): ((args: { filename: string }) => string) =>
      ({ filename }) =>
        formatAdminURL({
          apiRoute: incoming.routes?.api ?? '/api',
          path: `/${slug}/file/${encodeURIComponent(filename)}`,
          serverURL: incoming.serverURL,
          relative: false,
        })
    const collections = Object.fromEntries(
      UPLOAD_COLLECTIONS.map((slug) => [
        slug,
        {
          // Stored with each document, so a later change of S3_PREFIX does not lose the files already stored.
          ...(settings ? { prefix: s3Folder(settings, slug) } : {}),
          // The same address as on the local disk (no `?prefix=` query: next/image refuses local URLs with one).
          generateFileURL: fileURL(slug),
        },
      ]),
    )
    const config = s3Storage({
      enabled: Boolean(settings),
      alwaysInsertFields: true,
      bucket: settings?.bucket ?? '',
      config: settings?.client ?? {},
      clientCacheKey: settings ? `s3:${JSON.stringify({ bucket: settings.bucket, ...settings.client })}` : undefined,
      collections,
    })(incoming) as Config
    if (!settings) return config
    const wrap = options.wrapHandler ?? ((handler: UploadHandler) => handler)
    return {
      ...config,
      collections: config.collections?.map((collection) => {
        if (!(UPLOAD_COLLECTIONS as readonly string[]).includes(collection.slug)) return collection
        if (typeof collection.upload !== 'object') return collection
        // The S3 adapter's handler is the last one (@payloadcms/plugin-cloud-storage appends it).
        const handlers = collection.upload.handlers?.map((handler, i, all) =>
          wrap(i === all.length - 1 ? withFileDocument(handler) : handler),
        )
        return { ...collection, upload: { ...collection.upload, handlers } }
      }),
    }
  }
}

/**
 * Payload calls a file handler only after its access check for the file has passed. When that check needed no
 * query (the file is public: `read` answered true), Payload hands the handler no document, and the S3 adapter
 * would look the file's record up again with the caller's own rights, which a public file route (an anonymous
 * visitor, whose access to records themselves is "through the site only") does not have: a 500. The record is
 * found here instead, by file name (original or image size), only to know where its object is.
 */
function withFileDocument(handler: UploadHandler): UploadHandler {
  const wrapped = async (req: PayloadRequest, args: Parameters<UploadHandler>[1]) => {
    if (args.doc) return handler(req, args)
    const slug = args.params.collection as UploadCollection
    const { filename } = args.params
    const sizes = req.payload.collections[slug]?.config.upload.imageSizes ?? []
    const found = await req.payload.find({
      collection: slug,
      where: {
        or: [
          { filename: { equals: filename } },
          ...sizes.map((s) => ({ [`sizes.${s.name}.filename`]: { equals: filename } })),
        ],
      },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const doc = found.docs[0]
    if (!doc) return new Response(null, { status: 404 })
    return handler(req, { ...args, doc: doc as unknown as NonNullable<typeof args.doc> })
  }
  return wrapped as UploadHandler
}

/** True when the upload collections keep their files in a bucket (S3_BUCKET set). */
export function uploadsInBucket(): boolean {
  return s3SettingsFromEnv() !== null
}

/**
 * Opens the stored file of an upload document (the original, not an image size) for a route of the site that
 * has done its own access check (a COA one-time link): from the bucket or the local disk, as configured.
 */
export async function openUploadedFile(
  payload: Payload,
  slug: UploadCollection,
  doc: { id: number | string; filename?: string | null; prefix?: string | null; _objectKey?: string | null },
): Promise<StoredFile | null> {
  if (!doc.filename) return null
  const collection = payload.collections[slug].config
  const settings = s3SettingsFromEnv()
  if (!settings) {
    const dir = collection.upload.staticDir
    if (!dir) return null
    return openLocalFile(path.join(path.resolve(dir), path.basename(doc.filename)))
  }
  const key = await getStorageFilePath({
    collection,
    collectionPrefix: s3Folder(settings, slug),
    doc: { id: doc.id, prefix: doc.prefix ?? undefined, _objectKey: doc._objectKey ?? undefined },
    filename: doc.filename,
    // Not read when the document is given (the plugin's lookup is only for requests without one).
    req: undefined as unknown as PayloadRequest,
  })
  return openS3Object(s3Client(settings), settings.bucket, key)
}
