// The admin's own field and list components, for the apps' import map
// (`@medivia/site-core/backoffice/admin-fields#…`).
export { LengthHint } from './slugs/LengthHint';
export { SlugField } from './slugs/SlugField';
export { InitialCopyReset } from './InitialCopyReset';
export { PublishButton } from './publishing/PublishButton';
export { TranslationStatusCell, TranslationStatusField } from './translations/TranslationStatus';
export { TabLanguage } from './tabLanguage/TabLanguage';
export { AltTextField } from './collections/media/AltTextField';
export { MediaUsage } from './collections/media/MediaUsage';
export { UploadTypeCheck } from './collections/media/UploadTypeCheck';
export { PictureFieldError } from './pictures/PictureFieldError';
