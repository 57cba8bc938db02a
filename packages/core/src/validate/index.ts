export type { ValidationResult } from './result';
export { validateWebsiteUrl, isValidWebsiteUrl, validateScanUrl } from './websiteUrl';
export type { WebsiteUrlRule } from './websiteUrl';
export { CONTACT_MESSAGE_MAX_LENGTH, validateContactMessage } from './contactMessage';
