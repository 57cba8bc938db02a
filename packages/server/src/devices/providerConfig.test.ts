import { describe, expect, it } from 'vitest';
import { fillStartUrl, parseDeviceProvider } from './providerConfig';

const combination = { id: 'ios 1', os: 'iOS', os_version: '18.1', device: 'iPhone 16', screen_reader: 'VoiceOver', browser: 'Safari' } as const;

describe('device provider file', () => {
  it('keeps a valid file as it is', () => {
    const file = { name: 'P', start_url_template: 'https://p.example/{combination_id}?u={url}', combinations: [combination] };
    expect(parseDeviceProvider(file)).toEqual(file);
  });

  it('fills every placeholder, URL-encoded, path segments included', () => {
    const url = fillStartUrl('https://p.example/{combination_id}?os={os}&v={os_version}&d={device}&sr={screen_reader}&b={browser}&u={url}', combination, 'https://a.example/?q=1&r=2');
    expect(url).toBe('https://p.example/ios%201?os=iOS&v=18.1&d=iPhone%2016&sr=VoiceOver&b=Safari&u=https%3A%2F%2Fa.example%2F%3Fq%3D1%26r%3D2');
  });
});
