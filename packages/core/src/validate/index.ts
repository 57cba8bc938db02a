export type { ValidationResult } from './result';
export { validateWebsiteUrl, isValidWebsiteUrl } from './websiteUrl';
export type { WebsiteUrlRule } from './websiteUrl';
export { CONTACT_MESSAGE_MAX_LENGTH, validateContactMessage } from './contactMessage';
