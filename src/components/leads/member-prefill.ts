'use client'

import type { MemberProfile, MemberState } from '@/components/shell/member-store'

/**
 * Issue 16 (as spec section 6 does for the reward form): a logged-in member's lead forms start with the profile's
 * name, company, department, phone, e-mail, area and industry. `fields` maps a form field to a profile field;
 * list ids become the strings a `<select>` holds. Only fields still empty are filled (what the visitor typed
 * stays), and a list id only when `allowed` (the form's options) has it.
 */
export function memberPrefill<F extends string>(
  member: MemberState,
  current: object,
  fields: Partial<Record<F, keyof MemberProfile>>,
  allowed: Partial<Record<F, ReadonlyArray<{ id: number }>>> = {},
): Partial<Record<F, string>> {
  const profile = member.profile
  if (member.status !== 'member' || !profile) return {}
  const out: Partial<Record<F, string>> = {}
  for (const [name, from] of Object.entries(fields) as Array<[F, keyof MemberProfile]>) {
    const existing = (current as Record<string, unknown>)[name]
    if (existing !== undefined && existing !== null && existing !== '') continue
    const value = profile[from]
    if (value === null || value === '') continue
    const options = allowed[name]
    if (typeof value === 'number' && options && !options.some((o) => o.id === value)) continue
    out[name] = String(value)
  }
  return out
}
