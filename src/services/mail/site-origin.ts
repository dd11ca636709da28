/**
 * The site's public origin for the links in mails (the back-office link of a notification, issue 22): SITE_URL,
 * required in production (README, docs/deploy.md), else the local server's address (`http://localhost:<PORT>`,
 * PORT 3000 by default), so a link is always absolute and opens at least on the machine that sent it. Never a bare
 * `/admin/...` path, which no mail client can open.
 */
export function mailSiteOrigin(env: Record<string, string | undefined> = process.env): string {
  const configured = (env.SITE_URL ?? '').trim().replace(/\/+$/, '')
  if (configured) return configured
  const port = /^\d{1,5}$/.test(env.PORT ?? '') ? env.PORT : '3000'
  return `http://localhost:${port}`
}
