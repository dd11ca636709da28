import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { readMemberToken, resolveMemberSession } from '@/auth/member-sessions'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'

/**
 * The member a user-centre page belongs to (session cookie), read on every request; an anonymous visitor (or an
 * expired session) is sent to the login page, which brings them back to `path` afterwards.
 */
export async function memberOrLogin(locale: Locale, path: string) {
  const token = readMemberToken(await headers())
  const member = token ? await resolveMemberSession(await getPayloadClient(), token) : null
  if (!member) redirect(`${locale === 'en' ? '/en' : ''}/login?redirect=${encodeURIComponent(path)}`)
  return member
}
