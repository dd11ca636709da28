import { LockHolderName as LockHolderName_c1a16523d5241248d89f7af9f859e3a2 } from '../../../admin/lock/LockHolderName'
import { LanguageGuardedField as LanguageGuardedField_ccdad7bdbafb060f7c3fbb5caa389192 } from '../../../collections/_shared/components/LanguageGuardedField'
import { ArrayRowLabel as ArrayRowLabel_40ba9a033f20c997badfe0a8b4fb14e0 } from '../../../collections/_shared/components/ArrayRowLabel'
import { MoneyCell as MoneyCell_2c9ded1985c87aaddaeb8783e2734a58 } from '../../../collections/_shared/components/MoneyCell'
import { MoneyField as MoneyField_133a8c774c3d4abbc8b4778fff45cddb } from '../../../collections/_shared/components/MoneyField'
import { MoneyDiff as MoneyDiff_6907290fda2e31bbd3e2ac8930c87a15 } from '../../../collections/_shared/components/MoneyDiff'
import { GeneratedPdfLinks as GeneratedPdfLinks_6fc30538bcad4ca03101425407438bfa } from '../../../collections/_shared/components/GeneratedPdfLinks'
import { ProductImportExport as ProductImportExport_dab23b20e5dc6883542b560dc8496736 } from '../../../collections/products/components/ProductImportExport'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HotKeywordSuggestions as HotKeywordSuggestions_26c015f49e8b673d31285f6a8baeb304 } from '../../../collections/search-keywords/components/HotKeywordSuggestions'
import { SnapshotGroup as SnapshotGroup_81598de6ef95487835a55467c5a4940e } from '../../../collections/orders/components/SnapshotGroup'
import { PaymentProofLink as PaymentProofLink_2944c912054ea9df4d9b7cb182660e33 } from '../../../collections/orders/components/PaymentProofLink'
import { OrderReplyFilter as OrderReplyFilter_f25324f2e44c8f20df4f287d7e529080 } from '../../../collections/orders/components/OrderReplyFilter'
import { OrderExport as OrderExport_e0d6ca389a0e3922097f63b1ad695df1 } from '../../../collections/orders/components/OrderExport'
import { ReplyField as ReplyField_2e8d05ab0b4db8794751b254d872f77f } from '../../../admin/inbox/ReplyBox'
import { InboxExportLinks as InboxExportLinks_6e968ddfcac45ede7f0b11d5f73b5d0f } from '../../../collections/_shared/components/InboxExportLinks'
import { AuditCollectionCell as AuditCollectionCell_d6019ea52d2e574951ac1923e895cda4 } from '../../../collections/audit-log/components/AuditView'
import { AuditCollectionField as AuditCollectionField_d6019ea52d2e574951ac1923e895cda4 } from '../../../collections/audit-log/components/AuditView'
import { AuditSummaryCell as AuditSummaryCell_d6019ea52d2e574951ac1923e895cda4 } from '../../../collections/audit-log/components/AuditView'
import { AuditSummaryField as AuditSummaryField_d6019ea52d2e574951ac1923e895cda4 } from '../../../collections/audit-log/components/AuditView'
import { ShanghaiTimeCell as ShanghaiTimeCell_d6019ea52d2e574951ac1923e895cda4 } from '../../../collections/audit-log/components/AuditView'
import { AuditTimeField as AuditTimeField_d6019ea52d2e574951ac1923e895cda4 } from '../../../collections/audit-log/components/AuditView'
import { AuditChangeTable as AuditChangeTable_d6019ea52d2e574951ac1923e895cda4 } from '../../../collections/audit-log/components/AuditView'
import { LocalJsonField as LocalJsonField_0199dbecfd47792dd4ca8b8b476b5967 } from '../../../admin/monaco/LocalJsonField'
import { EditingLanguageBanner as EditingLanguageBanner_6a122be376bb85a76d3e633e6006a4e9 } from '../../../collections/_shared/components/EditingLanguageBanner'
import { ChannelReportNavLink as ChannelReportNavLink_620153af5db34a24f8b42d1319cebf6a } from '../../../collections/channel-sessions/components/ChannelReportNavLink'
import { InboxNavLink as InboxNavLink_f792fb861824008fea813e742449340c } from '../../../admin/inbox/InboxNavLink'
import { Dashboard as Dashboard_7d369eefa345c384e28d7f5fec01a539 } from '../../../admin/inbox/Dashboard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ChannelReportView as ChannelReportView_11efc33ea6b75e7d3685750bd1ea62e2 } from '../../../collections/channel-sessions/components/ChannelReportView'
import { InboxView as InboxView_b256a87de772d2a5592399aa07f7aefe } from '../../../admin/inbox/InboxView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/lock/LockHolderName#LockHolderName": LockHolderName_c1a16523d5241248d89f7af9f859e3a2,
  "/collections/_shared/components/LanguageGuardedField#LanguageGuardedField": LanguageGuardedField_ccdad7bdbafb060f7c3fbb5caa389192,
  "/collections/_shared/components/ArrayRowLabel#ArrayRowLabel": ArrayRowLabel_40ba9a033f20c997badfe0a8b4fb14e0,
  "/collections/_shared/components/MoneyCell#MoneyCell": MoneyCell_2c9ded1985c87aaddaeb8783e2734a58,
  "/collections/_shared/components/MoneyField#MoneyField": MoneyField_133a8c774c3d4abbc8b4778fff45cddb,
  "/collections/_shared/components/MoneyDiff#MoneyDiff": MoneyDiff_6907290fda2e31bbd3e2ac8930c87a15,
  "/collections/_shared/components/GeneratedPdfLinks#GeneratedPdfLinks": GeneratedPdfLinks_6fc30538bcad4ca03101425407438bfa,
  "/collections/products/components/ProductImportExport#ProductImportExport": ProductImportExport_dab23b20e5dc6883542b560dc8496736,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/collections/search-keywords/components/HotKeywordSuggestions#HotKeywordSuggestions": HotKeywordSuggestions_26c015f49e8b673d31285f6a8baeb304,
  "/collections/orders/components/SnapshotGroup#SnapshotGroup": SnapshotGroup_81598de6ef95487835a55467c5a4940e,
  "/collections/orders/components/PaymentProofLink#PaymentProofLink": PaymentProofLink_2944c912054ea9df4d9b7cb182660e33,
  "/collections/orders/components/OrderReplyFilter#OrderReplyFilter": OrderReplyFilter_f25324f2e44c8f20df4f287d7e529080,
  "/collections/orders/components/OrderExport#OrderExport": OrderExport_e0d6ca389a0e3922097f63b1ad695df1,
  "/admin/inbox/ReplyBox#ReplyField": ReplyField_2e8d05ab0b4db8794751b254d872f77f,
  "/collections/_shared/components/InboxExportLinks#InboxExportLinks": InboxExportLinks_6e968ddfcac45ede7f0b11d5f73b5d0f,
  "/collections/audit-log/components/AuditView#AuditCollectionCell": AuditCollectionCell_d6019ea52d2e574951ac1923e895cda4,
  "/collections/audit-log/components/AuditView#AuditCollectionField": AuditCollectionField_d6019ea52d2e574951ac1923e895cda4,
  "/collections/audit-log/components/AuditView#AuditSummaryCell": AuditSummaryCell_d6019ea52d2e574951ac1923e895cda4,
  "/collections/audit-log/components/AuditView#AuditSummaryField": AuditSummaryField_d6019ea52d2e574951ac1923e895cda4,
  "/collections/audit-log/components/AuditView#ShanghaiTimeCell": ShanghaiTimeCell_d6019ea52d2e574951ac1923e895cda4,
  "/collections/audit-log/components/AuditView#AuditTimeField": AuditTimeField_d6019ea52d2e574951ac1923e895cda4,
  "/collections/audit-log/components/AuditView#AuditChangeTable": AuditChangeTable_d6019ea52d2e574951ac1923e895cda4,
  "/admin/monaco/LocalJsonField#LocalJsonField": LocalJsonField_0199dbecfd47792dd4ca8b8b476b5967,
  "/collections/_shared/components/EditingLanguageBanner#EditingLanguageBanner": EditingLanguageBanner_6a122be376bb85a76d3e633e6006a4e9,
  "/collections/channel-sessions/components/ChannelReportNavLink#ChannelReportNavLink": ChannelReportNavLink_620153af5db34a24f8b42d1319cebf6a,
  "/admin/inbox/InboxNavLink#InboxNavLink": InboxNavLink_f792fb861824008fea813e742449340c,
  "/admin/inbox/Dashboard#Dashboard": Dashboard_7d369eefa345c384e28d7f5fec01a539,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/collections/channel-sessions/components/ChannelReportView#ChannelReportView": ChannelReportView_11efc33ea6b75e7d3685750bd1ea62e2,
  "/admin/inbox/InboxView#InboxView": InboxView_b256a87de772d2a5592399aa07f7aefe,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
