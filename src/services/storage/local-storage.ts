import fs from 'node:fs/promises'
import path from 'node:path'
import { dataDir } from '../../lib/paths'
import { assertStorageKey, type FileStorage } from './file-storage'

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

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key))
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return null
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true })
  }
}
