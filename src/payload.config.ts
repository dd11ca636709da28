import path from 'node:path'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Articles } from './collections/articles'
import { Banners } from './collections/banners'
import { CartLines } from './collections/cart-lines'
import { Categories } from './collections/categories'
import { ChannelEvents, ChannelSessions } from './collections/channel-analytics'
import { Citations } from './collections/citations'
import { CoaCertificates } from './collections/coa-certificates'
import { Distributors } from './collections/distributors'
import { Downloads } from './collections/downloads'
import { Jobs } from './collections/jobs'
import { MailDeliveries } from './collections/mail-deliveries'
import { Media } from './collections/media'
import { MemberSessions } from './collections/member-sessions'
import { Members } from './collections/members'
import { Orders } from './collections/orders'
import { PrivateFiles } from './collections/private-files'
import { Products } from './collections/products'
import { Areas, Industries } from './collections/reference-lists'
import { SearchKeywords } from './collections/search-keywords'
import { SearchLogs } from './collections/search-logs'
import { CoaRequests, Enquiries, LeaveWords, PaperRewards, Suggestions, TrialRequests } from './collections/submissions'
import { Users } from './collections/users'
import { VerificationCodes } from './collections/verification-codes'
import { RecruitmentConfig } from './globals/recruitment-config'
import { SiteConfig } from './globals/site-config'
import { databaseAdapter } from './lib/database'
import { withCacheInvalidation, withGlobalCacheInvalidation } from './lib/invalidation-hooks'
import { projectRoot } from './lib/paths'
import { payloadSecret } from './lib/secret'

export default buildConfig({
  secret: payloadSecret(),
  serverURL: process.env.SITE_URL || '',
  routes: { admin: '/admin', api: '/api/cms' },
  admin: {
    user: Users.slug,
    avatar: 'default',
    dateFormat: 'yyyy-MM-dd HH:mm',
    meta: { titleSuffix: ' · 后台管理' },
    importMap: { baseDir: path.resolve(/*turbopackIgnore: true*/ projectRoot(), 'src') },
    components: {
      // Channel analytics report (sales and admin): /admin/channel-report.
      views: {
        channelReport: {
          Component: '/components/admin/ChannelReportView#ChannelReportView',
          path: '/channel-report',
        },
      },
      afterNavLinks: ['/components/admin/ChannelReportNavLink#ChannelReportNavLink'],
    },
  },
  i18n: { supportedLanguages: { zh, en }, fallbackLanguage: 'zh' },
  localization: {
    locales: [
      { code: 'cn', label: { zh: '中文', en: 'Chinese' } },
      { code: 'en', label: { zh: '英文', en: 'English' } },
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
  ].map(withCacheInvalidation),
  globals: [SiteConfig, RecruitmentConfig].map(withGlobalCacheInvalidation),
  editor: lexicalEditor(),
  db: databaseAdapter(),
  graphQL: { disable: true },
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(/*turbopackIgnore: true*/ projectRoot(), 'src/payload-types.ts') },
})
