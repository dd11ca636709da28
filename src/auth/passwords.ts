import argon2 from 'argon2'

/**
 * Member passwords: argon2id, 19 MiB memory, 2 passes, 1 lane (OWASP's minimum recommendation). Verification
 * of an unknown account runs against a dummy hash, so known and unknown accounts take the same time.
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS)
}

let dummy: Promise<string> | undefined

/** True only when `hash` exists and matches; a missing hash still costs one verification. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummy ??= hashPassword('dummy-password-for-timing-1')
    await argon2.verify(await dummy, password).catch(() => false)
    return false
  }
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}
