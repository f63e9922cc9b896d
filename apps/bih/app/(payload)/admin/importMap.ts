import { SecondFactorReset as SecondFactorReset_a4ecdcf49a79df691c9e82f045a30efb } from '@medivia/site-core/backoffice/second-factor'
import { InviteColleague as InviteColleague_a4ecdcf49a79df691c9e82f045a30efb } from '@medivia/site-core/backoffice/second-factor'
import { LengthHint as LengthHint_9bc5eb059bbf33403865e255052d6773 } from '@medivia/site-core/backoffice/admin-fields'
import { SlugField as SlugField_9bc5eb059bbf33403865e255052d6773 } from '@medivia/site-core/backoffice/admin-fields'
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
import { TranslationStatusField as TranslationStatusField_9bc5eb059bbf33403865e255052d6773 } from '@medivia/site-core/backoffice/admin-fields'
import { TranslationStatusCell as TranslationStatusCell_9bc5eb059bbf33403865e255052d6773 } from '@medivia/site-core/backoffice/admin-fields'
import { PublishButton as PublishButton_9bc5eb059bbf33403865e255052d6773 } from '@medivia/site-core/backoffice/admin-fields'
import { AltTextField as AltTextField_9bc5eb059bbf33403865e255052d6773 } from '@medivia/site-core/backoffice/admin-fields'
import { MediaUsage as MediaUsage_9bc5eb059bbf33403865e255052d6773 } from '@medivia/site-core/backoffice/admin-fields'
import { UploadTypeCheck as UploadTypeCheck_9bc5eb059bbf33403865e255052d6773 } from '@medivia/site-core/backoffice/admin-fields'
import { PictureFieldError as PictureFieldError_9bc5eb059bbf33403865e255052d6773 } from '@medivia/site-core/backoffice/admin-fields'
import { RowLabel as RowLabel_d9ec8451bc8c7a5e0498f5144078f38c } from '@medivia/site-core/backoffice/row-label'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InitialCopyReset as InitialCopyReset_9bc5eb059bbf33403865e255052d6773 } from '@medivia/site-core/backoffice/admin-fields'
import { PharmacovigilanceDeskNavLink as PharmacovigilanceDeskNavLink_11d657242b902c115f4dd2cf894b8bc7 } from '@medivia/site-core/backoffice/pharmacovigilance-desk'
import { HrDeskNavLink as HrDeskNavLink_a44085e85e5cda88380825a508acc1a7 } from '@medivia/site-core/backoffice/hr-desk'
import { PharmacovigilanceDeskCard as PharmacovigilanceDeskCard_11d657242b902c115f4dd2cf894b8bc7 } from '@medivia/site-core/backoffice/pharmacovigilance-desk'
import { HrDeskCard as HrDeskCard_a44085e85e5cda88380825a508acc1a7 } from '@medivia/site-core/backoffice/hr-desk'
import { LaunchChecklist as LaunchChecklist_539928176ee925817a8484c37c974fed } from '@medivia/site-core/backoffice/launch-checklist'
import { SecondFactorRedirect as SecondFactorRedirect_a4ecdcf49a79df691c9e82f045a30efb } from '@medivia/site-core/backoffice/second-factor'
import { TabLanguage as TabLanguage_9bc5eb059bbf33403865e255052d6773 } from '@medivia/site-core/backoffice/admin-fields'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { PharmacovigilanceDeskView as PharmacovigilanceDeskView_11d657242b902c115f4dd2cf894b8bc7 } from '@medivia/site-core/backoffice/pharmacovigilance-desk'
import { HrDeskView as HrDeskView_a44085e85e5cda88380825a508acc1a7 } from '@medivia/site-core/backoffice/hr-desk'
import { SecondFactorView as SecondFactorView_a4ecdcf49a79df691c9e82f045a30efb } from '@medivia/site-core/backoffice/second-factor'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@medivia/site-core/backoffice/second-factor#SecondFactorReset": SecondFactorReset_a4ecdcf49a79df691c9e82f045a30efb,
  "@medivia/site-core/backoffice/second-factor#InviteColleague": InviteColleague_a4ecdcf49a79df691c9e82f045a30efb,
  "@medivia/site-core/backoffice/admin-fields#LengthHint": LengthHint_9bc5eb059bbf33403865e255052d6773,
  "@medivia/site-core/backoffice/admin-fields#SlugField": SlugField_9bc5eb059bbf33403865e255052d6773,
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
  "@medivia/site-core/backoffice/admin-fields#TranslationStatusField": TranslationStatusField_9bc5eb059bbf33403865e255052d6773,
  "@medivia/site-core/backoffice/admin-fields#TranslationStatusCell": TranslationStatusCell_9bc5eb059bbf33403865e255052d6773,
  "@medivia/site-core/backoffice/admin-fields#PublishButton": PublishButton_9bc5eb059bbf33403865e255052d6773,
  "@medivia/site-core/backoffice/admin-fields#AltTextField": AltTextField_9bc5eb059bbf33403865e255052d6773,
  "@medivia/site-core/backoffice/admin-fields#MediaUsage": MediaUsage_9bc5eb059bbf33403865e255052d6773,
  "@medivia/site-core/backoffice/admin-fields#UploadTypeCheck": UploadTypeCheck_9bc5eb059bbf33403865e255052d6773,
  "@medivia/site-core/backoffice/admin-fields#PictureFieldError": PictureFieldError_9bc5eb059bbf33403865e255052d6773,
  "@medivia/site-core/backoffice/row-label#RowLabel": RowLabel_d9ec8451bc8c7a5e0498f5144078f38c,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@medivia/site-core/backoffice/admin-fields#InitialCopyReset": InitialCopyReset_9bc5eb059bbf33403865e255052d6773,
  "@medivia/site-core/backoffice/pharmacovigilance-desk#PharmacovigilanceDeskNavLink": PharmacovigilanceDeskNavLink_11d657242b902c115f4dd2cf894b8bc7,
  "@medivia/site-core/backoffice/hr-desk#HrDeskNavLink": HrDeskNavLink_a44085e85e5cda88380825a508acc1a7,
  "@medivia/site-core/backoffice/pharmacovigilance-desk#PharmacovigilanceDeskCard": PharmacovigilanceDeskCard_11d657242b902c115f4dd2cf894b8bc7,
  "@medivia/site-core/backoffice/hr-desk#HrDeskCard": HrDeskCard_a44085e85e5cda88380825a508acc1a7,
  "@medivia/site-core/backoffice/launch-checklist#LaunchChecklist": LaunchChecklist_539928176ee925817a8484c37c974fed,
  "@medivia/site-core/backoffice/second-factor#SecondFactorRedirect": SecondFactorRedirect_a4ecdcf49a79df691c9e82f045a30efb,
  "@medivia/site-core/backoffice/admin-fields#TabLanguage": TabLanguage_9bc5eb059bbf33403865e255052d6773,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@medivia/site-core/backoffice/pharmacovigilance-desk#PharmacovigilanceDeskView": PharmacovigilanceDeskView_11d657242b902c115f4dd2cf894b8bc7,
  "@medivia/site-core/backoffice/hr-desk#HrDeskView": HrDeskView_a44085e85e5cda88380825a508acc1a7,
  "@medivia/site-core/backoffice/second-factor#SecondFactorView": SecondFactorView_a4ecdcf49a79df691c9e82f045a30efb,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
