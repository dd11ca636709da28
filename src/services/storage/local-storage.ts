import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { dataDir } from '../../lib/paths'
import { assertStorageKey, type FileStorage, type StoredFile } from './file-storage'

/** Opens a file on the local disk as a web stream, or null when it is not there. */
export async function openLocalFile(file: string): Promise<StoredFile | null> {
  let handle: fs.FileHandle
  try {
    handle = await fs.open(file, 'r')
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null
    throw error
  }
  const { size } = await handle.stat()
  const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>
  return { body, size }
}

/** Private files on the local disk: `<DATA_DIR>/private-uploads/<ab>/<key>` (outside public/), mode 0600. */
export class LocalStorage implements FileStorage {
  readonly name = 'local' as const

  constructor(private readonly root = path.join(dataDir(), 'private-uploads')) {}

  private file(key: string): string {
    assertStorageKey(key)
    return path.join(this.root, key.slice(0, 2), key)
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(key)
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
    await fs.writeFile(file, bytes, { mode: 0o600, flag: 'wx' })
  }

  async open(key: string): Promise<StoredFile | null> {
    return openLocalFile(this.file(key))
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true })
  }
}
