/**
 * The screen-reader device provider (`--device-provider <file.json>`): a cloud of real devices that
 * opens a session from a URL. Curbcut only lists the configured combinations and fills the
 * provider's start URL template; the session itself runs at the provider.
 */
import { DEVICE_OS, SCREEN_READERS, type DeviceCombination, type DeviceOs, type ScreenReader } from '@curbcut/core';
import { IntegrationConfigError, isHttpUrl, requireObject, requireOneOf, requireString } from '../integrations/configCheck';

/** The provider file, as `deviceProvider` of ServerOptions. */
export interface DeviceProviderConfig {
  /** Shown on the device pages, for example `Device Cloud`. */
  name: string;
  /**
   * The session URL with placeholders: {url}, {os}, {os_version}, {device}, {screen_reader},
   * {browser}, {combination_id}; each is replaced by its URL-encoded value.
   */
  start_url_template: string;
  combinations: DeviceCombination[];
}

const PLACEHOLDERS = ['url', 'os', 'os_version', 'device', 'screen_reader', 'browser', 'combination_id'] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];

/** The systems each screen reader runs on (spec 000 section 1). */
const READER_SYSTEMS: Record<ScreenReader, readonly DeviceOs[]> = {
  VoiceOver: ['macOS', 'iOS'],
  NVDA: ['Windows'],
  JAWS: ['Windows'],
  TalkBack: ['Android'],
};

/** Checks a provider file; throws IntegrationConfigError naming the first wrong field. */
export function parseDeviceProvider(value: unknown, where = 'deviceProvider'): DeviceProviderConfig {
  const obj = requireObject(value, where);
  const name = requireString(obj, 'name', where);
  const template = requireString(obj, 'start_url_template', where);
  checkTemplate(template, `${where}.start_url_template`);
  if (!Array.isArray(obj.combinations)) throw new IntegrationConfigError(`${where}.combinations must be a list.`);
  const seen = new Set<string>();
  const combinations = obj.combinations.map((raw: unknown, i: number) => {
    const at = `${where}.combinations[${i}]`;
    const c = requireObject(raw, at);
    const combination: DeviceCombination = {
      id: requireString(c, 'id', at),
      os: requireOneOf(c, 'os', DEVICE_OS, at),
      os_version: requireString(c, 'os_version', at),
      device: requireString(c, 'device', at),
      screen_reader: requireOneOf(c, 'screen_reader', SCREEN_READERS, at),
      browser: requireString(c, 'browser', at),
    };
    if (seen.has(combination.id)) throw new IntegrationConfigError(`${at}.id "${combination.id}" is used twice.`);
    seen.add(combination.id);
    const systems = READER_SYSTEMS[combination.screen_reader];
    if (!systems.includes(combination.os)) {
      throw new IntegrationConfigError(`${at}: ${combination.screen_reader} runs on ${systems.join(' and ')}, not ${combination.os}.`);
    }
    return combination;
  });
  return { name, start_url_template: template, combinations };
}

function checkTemplate(template: string, where: string): void {
  for (const match of template.matchAll(/\{([^{}]*)\}/g)) {
    const name = match[1] ?? '';
    if (!(PLACEHOLDERS as readonly string[]).includes(name)) {
      throw new IntegrationConfigError(`${where} has an unknown placeholder {${name}}; use ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}.`);
    }
  }
  if (!template.includes('{url}')) throw new IntegrationConfigError(`${where} must contain {url}, the page to test.`);
  if (!isHttpUrl(template.replace(/\{[a-z_]+\}/g, 'x'))) throw new IntegrationConfigError(`${where} must be an http:// or https:// URL.`);
}

/** The provider's session URL for a combination and a page: every value URL-encoded. */
export function fillStartUrl(template: string, combination: DeviceCombination, url: string): string {
  const values: Record<Placeholder, string> = {
    url,
    os: combination.os,
    os_version: combination.os_version,
    device: combination.device,
    screen_reader: combination.screen_reader,
    browser: combination.browser,
    combination_id: combination.id,
  };
  return template.replace(/\{([a-z_]+)\}/g, (_, name: Placeholder) => encodeURIComponent(values[name]));
}
