import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLIENT_NAMESPACES, clientMessages, LAZY_NAMESPACES, pickMessages } from './client-messages'
import cn from './messages/cn.json'

/**
 * The browser gets only some message namespaces (client-messages.ts). A client component reading another one
 * would show its keys instead of texts, so every client component's namespaces must be covered: by the
 * shared list, or by the extra namespaces its page passes to its own provider (listed here).
 */
const src = path.resolve(import.meta.dirname, '..')
const LAZY = 'components/shell/LazyDialogs.tsx'
/**
 * Client components reading namespaces beyond the shared ones, and the file that provides them: a page or
 * component passing them with clientMessages/pickMessages, or LazyDialogs loading them with the pop-up.
 */
const PAGE_EXTRAS: { prefix: string; namespaces: string[]; provider: string }[] = [
  { prefix: 'components/toolbox/', namespaces: ['toolbox'], provider: 'app/(site)/[locale]/tool-class/page.tsx' },
  {
    prefix: 'components/forms/SuggestionForm.tsx',
    namespaces: ['suggestion'],
    provider: 'app/(site)/[locale]/search-not-found/page.tsx',
  },
  { prefix: 'components/account/FirstLogin', namespaces: ['account'], provider: LAZY },
  { prefix: 'components/account/BindPhoneDialog.tsx', namespaces: ['account'], provider: LAZY },
  { prefix: 'components/account/CompletionDialog.tsx', namespaces: ['account'], provider: LAZY },
  { prefix: 'components/account/', namespaces: ['account'], provider: 'components/account/AccountPage.tsx' },
  {
    prefix: 'components/user-centre/',
    namespaces: ['userCentre', 'account', 'orders.checkout.errors'],
    provider: 'components/account/UserCentreFrame.tsx',
  },
  { prefix: 'components/cart/', namespaces: ['cart', 'api', 'orders'], provider: 'app/(site)/[locale]/cart/page.tsx' },
  {
    prefix: 'components/cart/',
    namespaces: ['cart', 'api', 'orderDetail', 'quotes.panel', 'quickOrder'],
    provider: 'components/account/UserCentreFrame.tsx',
  },
  { prefix: 'components/cart/', namespaces: ['quotes.status'], provider: 'app/(site)/[locale]/order-list/page.tsx' },
  {
    prefix: 'components/orders/PaymentPanel.tsx',
    namespaces: ['orderPayment'],
    provider: 'app/(site)/[locale]/order-list/detail/page.tsx',
  },
  {
    prefix: 'components/orders/',
    namespaces: ['cart', 'api', 'orderDetail', 'quotes.panel', 'quickOrder'],
    provider: 'components/account/UserCentreFrame.tsx',
  },
  {
    prefix: 'components/orders/QuotePanel.tsx',
    namespaces: ['quotes.panel'],
    provider: 'components/account/UserCentreFrame.tsx',
  },
  {
    prefix: 'components/orders/QuickOrderView.tsx',
    namespaces: ['cart', 'api', 'quickOrder'],
    provider: 'app/(site)/[locale]/cart/quick-order/page.tsx',
  },
  {
    prefix: 'components/orders/ReorderButton.tsx',
    namespaces: ['api', 'quickOrder'],
    provider: 'components/account/UserCentreFrame.tsx',
  },
  {
    prefix: 'components/forms/TrialRequestForm.tsx',
    namespaces: ['leads'],
    provider: 'app/(site)/[locale]/apply/page.tsx',
  },
  {
    prefix: 'components/forms/PaperAwardForm.tsx',
    namespaces: ['leads'],
    provider: 'app/(site)/[locale]/reward/page.tsx',
  },
  {
    prefix: 'components/forms/MultiStepForm.tsx',
    namespaces: ['leads'],
    provider: 'app/(site)/[locale]/apply/page.tsx',
  },
  {
    prefix: 'components/leads/CoaButton.tsx',
    namespaces: ['leads.coa'],
    provider: 'app/(site)/[locale]/resources/page.tsx',
  },
  {
    // Its one message, not the dialog's whole namespace (the search results page renders one per row).
    prefix: 'components/leads/EnquiryButton.tsx',
    namespaces: ['leads.enquiry.open'],
    provider: 'app/(site)/[locale]/search/page.tsx',
  },
  { prefix: 'components/leads/EnquiryDialog.tsx', namespaces: ['leads'], provider: LAZY },
  { prefix: 'components/leads/CoaDialog.tsx', namespaces: ['leads'], provider: LAZY },
]

function clientFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '(payload)' ? [] : clientFiles(full)
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.test.ts')) return []
    return fs.readFileSync(full, 'utf8').startsWith("'use client'") ? [full] : []
  })
}

const covered = (namespace: string, available: readonly string[]) =>
  available.some((ns) => namespace === ns || namespace.startsWith(`${ns}.`))

describe('client messages', () => {
  it('picks the listed namespaces, nested as in the catalogue', () => {
    const picked = clientMessages('cn', ['toolbox.meta'])
    expect(Object.keys(picked).sort()).toEqual(['catalog', 'footer', 'forms', 'home', 'shell', 'toolbox'])
    expect(picked.home).toEqual({ banners: cn.home.banners })
    expect(picked.catalog).toEqual({ tree: cn.catalog.tree, price: cn.catalog.price })
    expect(picked.toolbox).toEqual({ meta: cn.toolbox.meta })
    expect(picked.shell).toEqual(cn.shell)
    expect(pickMessages('cn', ['leads.coa'])).toEqual({ leads: { coa: cn.leads.coa } })
  })

  it('refuses a path that names no messages', () => {
    expect(() => clientMessages('en', ['nope.nothing'])).toThrow(/nope\.nothing/)
  })

  it("covers every namespace a client component reads, in both languages' catalogues", () => {
    const files = clientFiles(src)
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const rel = path.relative(src, file).split(path.sep).join('/')
      const text = fs.readFileSync(file, 'utf8')
      const extras = PAGE_EXTRAS.filter((e) => rel.startsWith(e.prefix)).flatMap((e) => e.namespaces)
      const available = [...CLIENT_NAMESPACES, ...extras]
      for (const match of text.matchAll(/useTranslations\(\s*(?:'([^']*)')?\s*\)/g)) {
        const namespace = match[1]
        if (namespace) {
          // The whole namespace, or (a provider passing single messages) every literal key the file reads in it.
          const keys = [...text.matchAll(/\bt(?:\.rich|\.has)?\(\s*'([^']+)'/g)].map((k) => `${namespace}.${k[1]}`)
          const ok = covered(namespace, available) || (keys.length > 0 && keys.every((k) => covered(k, available)))
          expect(ok, `${rel}: useTranslations('${namespace}')`).toBe(true)
          continue
        }
        // useTranslations() without a namespace: every literal key's leading namespace must be covered.
        for (const key of text.matchAll(/\bt(?:\.rich)?\(\s*[`']([a-zA-Z]+)\./g)) {
          expect(covered(key[1] as string, available), `${rel}: t('${key[1]}.…')`).toBe(true)
        }
      }
    }
    for (const locale of ['cn', 'en'] as const)
      expect(() =>
        pickMessages(
          locale,
          PAGE_EXTRAS.flatMap((e) => e.namespaces),
        ),
      ).not.toThrow()
  })

  it('is provided where the components are used', () => {
    for (const { provider, namespaces } of PAGE_EXTRAS) {
      const text = fs.readFileSync(path.join(src, provider), 'utf8')
      for (const ns of namespaces) {
        if (provider === LAZY) {
          expect(LAZY_NAMESPACES as readonly string[]).toContain(ns)
          expect(text, provider).toContain(`namespace="${ns}"`)
        }
        // pickMessages(locale, [… 'ns' …]) or, through a frame that picks them, messages={[… 'ns' …]}
        else
          expect(text, provider).toMatch(
            new RegExp(`(?:(?:client|pick)Messages\\([^)]*|messages=\\{\\[[^\\]]*)'${ns}'`),
          )
      }
    }
  })

  it("formats them in the browser with src/i18n/client.tsx, not next-intl's client runtime", () => {
    // next-intl's client side (use-intl, its navigation) weighs ~6 kB gzip in every page; server components
    // may use next-intl, client components use @/i18n/client and @/i18n/link.
    for (const file of clientFiles(src)) {
      const rel = path.relative(src, file).split(path.sep).join('/')
      expect(fs.readFileSync(file, 'utf8'), rel).not.toMatch(/from '(?:next-intl(?:\/[\w-]+)?|@\/i18n\/navigation)'/)
    }
  })
})
