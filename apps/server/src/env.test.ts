import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';
import { describeDuration } from '@acp/shared';
import { parseDuration } from './lib/duration.js';

describe('config', () => {
  it('has working embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      secureCookies: false,
      databaseUrl: undefined,
      unlockDelayMs: 60_000,
      google: null,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({
        PORT: 'abc',
        UNLOCK_DELAY: 'soon',
        APP_URL: 'not a url',
        GOOGLE_CLIENT_ID: 'x',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('UNLOCK_DELAY: "soon" is not a duration');
      expect(message).toContain('APP_URL');
    }
  });

  it('requires the Google secret with the client id', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('shows only the contact details and social profiles that are set', () => {
    expect(loadConfig({})).toMatchObject({
      contact: { email: null, phone: null, address: null },
      social: [],
    });
    const config = loadConfig({
      SUPPORT_EMAIL: 'help@careers.example.org',
      SUPPORT_PHONE: '+91 80 2345 6789',
      SUPPORT_ADDRESS: ' 12 MG Road, Bengaluru 560001 ',
      SOCIAL_YOUTUBE: 'https://www.youtube.com/@aicareerpath',
      SOCIAL_INSTAGRAM: 'https://instagram.com/aicareerpath',
    });
    expect(config.contact).toEqual({
      email: 'help@careers.example.org',
      phone: '+91 80 2345 6789',
      address: '12 MG Road, Bengaluru 560001',
    });
    expect(config.social).toEqual([
      { network: 'instagram', href: 'https://instagram.com/aicareerpath' },
      { network: 'youtube', href: 'https://www.youtube.com/@aicareerpath' },
    ]);
  });

  it('refuses a social profile off its network or over http, and a phone that is not one', () => {
    for (const env of [
      { SOCIAL_INSTAGRAM: 'https://evil.example.com/instagram.com' },
      { SOCIAL_LINKEDIN: 'http://www.linkedin.com/company/acp' },
      { SOCIAL_X: 'javascript:alert(1)' },
      { SUPPORT_PHONE: 'call us' },
    ]) {
      expect(() => loadConfig(env)).toThrow(new RegExp(Object.keys(env)[0]!));
    }
  });

  it('uses secure cookies behind an https APP_URL', () => {
    expect(loadConfig({ APP_URL: 'https://careers.example.com/' })).toMatchObject({
      appUrl: 'https://careers.example.com',
      secureCookies: true,
    });
  });
});

describe('production', () => {
  const complete = {
    NODE_ENV: 'production',
    APP_URL: 'https://careers.example.com',
    DATABASE_URL: 'postgres://app@db:5432/acp',
    SMTP_URL: 'smtp://mail:587',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'whsec',
  };

  it('starts with a complete, safe configuration', () => {
    expect(loadConfig(complete)).toMatchObject({ nodeEnv: 'production', secureCookies: true });
  });

  it.each([
    ['APP_URL', { APP_URL: 'http://careers.example.com' }],
    ['DATABASE_URL', { DATABASE_URL: '' }],
    ['SMTP_URL', { SMTP_URL: '' }],
    ['RAZORPAY_KEY_ID', { RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '' }],
    ['RAZORPAY_WEBHOOK_SECRET', { RAZORPAY_WEBHOOK_SECRET: '' }],
    [
      'AI_BASE_URL',
      { AI_PROVIDER: 'openai', AI_API_KEY: 'k', AI_BASE_URL: 'http://models.example.com/v1' },
    ],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'short' }],
  ])('refuses an unsafe %s with a clear message', (variable, override) => {
    expect(() => loadConfig({ ...complete, ...override })).toThrow(new RegExp(`${variable}:`));
  });

  it('allows a model server on the same machine over http', () => {
    expect(() =>
      loadConfig({ ...complete, AI_PROVIDER: 'openai', AI_BASE_URL: 'http://localhost:11434/v1' }),
    ).not.toThrow();
  });
});

describe('durations', () => {
  it.each([
    ['1m', 60_000, '1 minute'],
    ['24h', 86_400_000, '24 hours'],
    ['90s', 90_000, '90 seconds'],
    ['2m', 120_000, '2 minutes'],
    ['1d', 86_400_000, '24 hours'],
  ])('%s', (text, ms, words) => {
    expect(parseDuration(text)).toBe(ms);
    expect(describeDuration(ms)).toBe(words);
  });

  it('rejects malformed input', () => {
    expect(parseDuration('1 week')).toBeNull();
    expect(parseDuration('-1m')).toBeNull();
  });
});
