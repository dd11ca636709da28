/**
 * What the audit log records of a change (issue 22, "History"): the fields that differ between the record before
 * and after, as dotted paths with their old and new values ("sizes.0.priceFen: 98000 → 90000"). Pure; the hooks
 * that write the log are src/collections/_shared/history.ts.
 *
 * - Secrets never enter the log (password hashes, reset tokens, API keys, sessions): SECRET_KEYS.
 * - Bookkeeping that changes on every save (updatedAt, the array rows' ids) is not a change.
 * - A related record counts by its id, whether the hook saw it populated or not.
 * - Bounded: at most MAX_CHANGES paths and MAX_VALUE_LENGTH characters per value, so one save of a long rich
 *   text or a 300-row array cannot write a megabyte of log.
 */

export const MAX_CHANGES = 100
export const MAX_VALUE_LENGTH = 500

/** Keys whose values are secrets or session state, at any depth. */
const SECRET_KEYS = new Set([
  'hash',
  'salt',
  'password',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
  'sessions',
  'apiKey',
  'apiKeyIndex',
  '_verificationToken',
])
/** Keys that change on every save or carry no meaning for a person. */
const BOOKKEEPING_KEYS = new Set(['updatedAt', 'createdAt', 'id', '_status', 'blockType'])

export type AuditValue = string | number | boolean | null

export interface FieldChange {
  field: string
  from: AuditValue
  to: AuditValue
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

/** A populated relation ({ id, … } with a collection's fields) counts as its id. */
function relationId(value: Record<string, unknown>): string | number | null {
  const id = value.id
  if ((typeof id === 'number' || typeof id === 'string') && ('createdAt' in value || 'updatedAt' in value)) return id
  return null
}

function leaf(value: unknown): AuditValue {
  if (value === undefined || value === null) return null
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (value instanceof Date) return value.toISOString()
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text
}

/** Rich text (Lexical's { root }) is one value: its text, not its node tree. */
function lexicalText(value: Record<string, unknown>): string | null {
  const root = value.root
  if (!isPlainObject(root)) return null
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (!isPlainObject(node)) return
    if (typeof node.text === 'string') parts.push(node.text)
    if (Array.isArray(node.children)) for (const child of node.children) walk(child)
  }
  walk(root)
  return parts.join(' ')
}

/** The record as dotted paths → values, without secrets and bookkeeping. */
export function flatten(record: unknown, prefix = '', out = new Map<string, AuditValue>()): Map<string, AuditValue> {
  if (Array.isArray(record)) {
    if (record.length === 0 && prefix) out.set(prefix, null)
    record.forEach((item, i) => {
      flatten(item, prefix ? `${prefix}.${i}` : String(i), out)
    })
    return out
  }
  if (isPlainObject(record)) {
    const id = prefix ? relationId(record) : null
    if (id !== null) {
      out.set(prefix, id)
      return out
    }
    const text = lexicalText(record)
    if (text !== null) {
      out.set(prefix, leaf(text))
      return out
    }
    for (const [key, value] of Object.entries(record)) {
      if (SECRET_KEYS.has(key) || BOOKKEEPING_KEYS.has(key)) continue
      flatten(value, prefix ? `${prefix}.${key}` : key, out)
    }
    return out
  }
  if (prefix) out.set(prefix, leaf(record))
  return out
}

/** The fields that differ, in the record's field order, at most MAX_CHANGES. */
export function diffRecords(before: unknown, after: unknown): FieldChange[] {
  const a = flatten(before ?? {})
  const b = flatten(after ?? {})
  const changes: FieldChange[] = []
  const seen = new Set<string>()
  for (const field of [...b.keys(), ...a.keys()]) {
    if (seen.has(field)) continue
    seen.add(field)
    const from = a.get(field) ?? null
    const to = b.get(field) ?? null
    if (from === to) continue
    changes.push({ field, from, to })
    if (changes.length >= MAX_CHANGES) break
  }
  return changes
}

/** A line a person reads in the log's list: the first few changed fields. */
export function changeSummary(changes: readonly FieldChange[], limit = 3): string {
  const shown = changes.slice(0, limit).map((c) => `${c.field}: ${c.from ?? '∅'} → ${c.to ?? '∅'}`)
  const more = changes.length - shown.length
  return more > 0 ? `${shown.join('; ')} (+${more})` : shown.join('; ')
}
