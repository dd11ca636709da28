import path from 'node:path'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { withGlobalLockHolderName, withLockHolderName } from './admin/lock/with-lock-holder-name'
import { withDateFormats } from './collections/_shared/date-format'
import { withGlobalHistory, withHistory } from './collections/_shared/history'
import { withPdfInspection } from './collections/_shared/hooks/staff-pdf'
import { withLanguageGuard } from './collections/_shared/language-guard'
import { withReferenceGuard } from './collections/_shared/reference-guard'
import { Areas } from './collections/areas'
import { Articles } from './collections/articles'
import { AuditLog } from './collections/audit-log'
import { Banners } from './collections/banners'
import { CartLines } from './collections/cart-lines'
import { Categories } from './collections/categories'
import { ChannelEvents } from './collections/channel-events'
import { ChannelSessions } from './collections/channel-sessions'
import { Citations } from './collections/citations'
import { CoaCertificates } from './collections/coa-certificates'
import { CoaRequests } from './collections/coa-requests'
import { Distributors } from './collections/distributors'
import { Downloads } from './collections/downloads'
import { Enquiries } from './collections/enquiries'
import { Faqs } from './collections/faqs'
import { Industries } from './collections/industries'
import { InvoiceTitles } from './collections/invoice-titles'
import { Jobs } from './collections/jobs'
import { LeaveWords } from './collections/leave-words'
import { Lots } from './collections/lots'
import { MailDeliveries } from './collections/mail-deliveries'
import { Media } from './collections/media'
import { MemberAddresses } from './collections/member-addresses'
import { MemberSessions } from './collections/member-sessions'
import { Members } from './collections/members'
import { Orders } from './collections/orders'
import { PaperRewards } from './collections/paper-rewards'
import { PrivateFiles } from './collections/private-files'
import { Products } from './collections/products'
import { SearchKeywords } from './collections/search-keywords'
import { SearchLogs } from './collections/search-logs'
import { Suggestions } from './collections/suggestions'
import { TrialRequests } from './collections/trial-requests'
import { Users } from './collections/users'
import { VerificationCodes } from './collections/verification-codes'
import { RecruitmentConfig } from './globals/recruitment-config'
import { SiteConfig } from './globals/site-config'
import { withApiTabForAdmins } from './lib/admin-api-tab'
import { databaseAdapter } from './lib/database'
import { withCacheInvalidation, withGlobalCacheInvalidation } from './lib/invalidation-hooks'
import { log } from './lib/log'
import { storedFileMissingAnswers404, withMissingFile404 } from './lib/missing-upload-file'
import { projectRoot } from './lib/paths'
import { budgetErrorEnvelope, MAX_REST_DEPTH, withGlobalRequestBudget, withRequestBudget } from './lib/request-budget'
import { payloadSecret } from './lib/secret'
import { siteOrigins } from './lib/site-origins'
import { jobsConfig } from './server/jobs/tasks'
import { payloadEmail } from './services/mail/payload-email'
import { uploadStoragePlugin } from './services/storage/upload-storage'

export default buildConfig({
  secret: payloadSecret(),
  serverURL: process.env.SITE_URL || '',
  // Cookie-authenticated requests are honoured only from the site's origins (issue 15 point 8, docs/adr/0008);
  // src/api/cms-gate.ts also refuses any cross-site write to /api/cms, and the member strategy cross-site cookies.
  csrf: siteOrigins(),
  cors: siteOrigins(),
  // No read populates deeper than this, whatever it asks (REST asks beyond it get a 400: src/lib/request-budget.ts).
  maxDepth: MAX_REST_DEPTH,
  hooks: { afterError: [budgetErrorEnvelope] },
  // Refusals are answers, not server faults: they are logged at info level, not as errors. By class name here (as
  // Payload matches them); a production build renames classes, so the site's logger also logs any 4xx error of a
  // request at info level (scripts/request-log.mjs).
  loggingLevels: {
    QueryError: 'info',
    ...({ RequestBudgetError: 'info', OrderMoveRefused: 'info' } as Record<string, 'info'>),
  },
  // The site's JSON logger, so Payload's lines carry the request id too (src/lib/log.ts, docs/adr/0024).
  logger: log,
  routes: { admin: '/admin', api: '/api/cms' },
  admin: {
    user: Users.slug,
    avatar: 'default',
    // The zone named with the time ("2026-12-01 21:30 GMT+8", issue 30): the server renders in Asia/Shanghai
    // (src/lib/site-time-zone.ts), the browser in its own zone, and the reader sees which.
    dateFormat: 'yyyy-MM-dd HH:mm O',
    meta: { titleSuffix: ' · 后台管理' },
    importMap: { baseDir: path.resolve(/*turbopackIgnore: true*/ projectRoot(), 'src') },
    components: {
      // Channel analytics report (sales and admin): /admin/channel-report.
      views: {
        channelReport: {
          Component: '/collections/channel-sessions/components/ChannelReportView#ChannelReportView',
          path: '/channel-report',
        },
        // The one inbox of every submission kind (sales and admin): /admin/inbox.
        inbox: { Component: '/admin/inbox/InboxView#InboxView', path: '/inbox' },
      },
      beforeDashboard: ['/admin/inbox/Dashboard#Dashboard'],
      afterNavLinks: [
        '/collections/channel-sessions/components/ChannelReportNavLink#ChannelReportNavLink',
        '/admin/inbox/InboxNavLink#InboxNavLink',
      ],
      // Which language a record is edited in, and both side by side (issue 22).
      header: ['/collections/_shared/components/EditingLanguageBanner#EditingLanguageBanner'],
    },
  },
  i18n: { supportedLanguages: { zh, en }, fallbackLanguage: 'zh' },
  localization: {
    locales: [
      // Keyed by the admin's language (zh, en) and, for Payload's version view, which looks every locale's label
      // up by the content locale being edited (`cn` or `en`): a label without that key is rendered as the raw
      // object and crashes the page (React error #31), so both labels carry both content-locale keys too.
      { code: 'cn', label: { zh: '中文', en: 'Chinese', cn: '中文' } },
      { code: 'en', label: { zh: '英文', en: 'English', cn: '英文' } },
    ],
    defaultLocale: 'cn',
    fallback: true,
  },
  collections: [
    Users,
    Members,
    MemberSessions,
    VerificationCodes,
    Categories,
    Products,
    Lots,
    Faqs,
    Media,
    Articles,
    Banners,
    Downloads,
    Distributors,
    Areas,
    Industries,
    Citations,
    Jobs,
    SearchLogs,
    SearchKeywords,
    CartLines,
    Orders,
    MemberAddresses,
    InvoiceTitles,
    PrivateFiles,
    LeaveWords,
    Enquiries,
    CoaRequests,
    TrialRequests,
    PaperRewards,
    Suggestions,
    CoaCertificates,
    MailDeliveries,
    ChannelSessions,
    ChannelEvents,
    AuditLog,
  ]
    .map(withHistory)
    .map(withLanguageGuard)
    .map(withDateFormats)
    .map(withApiTabForAdmins)
    .map(withCacheInvalidation)
    .map(withRequestBudget)
    .map(withReferenceGuard)
    .map(withPdfInspection)
    .map(withMissingFile404)
    .map(withLockHolderName),
  globals: [SiteConfig, RecruitmentConfig]
    .map(withGlobalLockHolderName)
    .map(withGlobalHistory)
    .map(withDateFormats)
    .map(withGlobalCacheInvalidation)
    .map(withGlobalRequestBudget),
  editor: lexicalEditor(),
  db: databaseAdapter(),
  graphQL: { disable: true },
  // Staff password recovery mails through the project's mail interface (local outbox by default).
  email: payloadEmail,
  // Mails, mail retries and retention purges as Payload Jobs, run by the worker (docs/adr/0023-jobs-worker.md).
  jobs: jobsConfig(),
  sharp,
  // Media, downloads and COA certificates in the S3 bucket when S3_BUCKET is set, else on the local disk
  // (docs/adr/0022-object-storage.md).
  plugins: [uploadStoragePlugin({ wrapHandler: storedFileMissingAnswers404 })],
  telemetry: false,
  typescript: { outputFile: path.resolve(/*turbopackIgnore: true*/ projectRoot(), 'src/payload-types.ts') },
})
