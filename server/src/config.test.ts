import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const appKey = Buffer.alloc(32, 7).toString('base64');

describe('loadConfig', () => {
  it('has defaults a newcomer needs nothing for', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      seedDemo: true,
      devMailbox: false,
    });
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it('reads PORT, DATA_DIR, DATABASE_URL, APP_URL and SEED_DEMO', () => {
    const config = loadConfig({
      PORT: '4000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      APP_URL: 'https://app.example.com/',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 4000,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      seedDemo: false,
    });
    expect(config.appUrl).toBe('https://app.example.com');
  });

  it('keeps production free of the demo workspace and the development mailbox', () => {
    const production = { NODE_ENV: 'production', APP_KEY: appKey };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(() => loadConfig({ ...production, DEV_MAILBOX: 'true' })).toThrow(
      /DEV_MAILBOX: is refused when NODE_ENV is production/,
    );
    expect(loadConfig({ ...production, DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
  });

  it('needs APP_KEY in production, as 32 bytes, and never prints it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /APP_KEY: is required when NODE_ENV is production/,
    );
    expect(loadConfig({ APP_KEY: appKey }).appKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({ APP_KEY: '07'.repeat(32) }).appKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({}).appKey).toBeUndefined();
    const short = 'c2hvcnQtc2VjcmV0LWtleQ==';
    expect(() => loadConfig({ APP_KEY: short })).toThrow(/APP_KEY: must be 32 bytes/);
    expect(() => loadConfig({ APP_KEY: short })).not.toThrow(new RegExp(short));
  });

  it('reads where sending domains are looked up, and what their records name', () => {
    expect(loadConfig({})).toMatchObject({
      dnsServer: undefined,
      dnsOffline: false,
      mailSpfInclude: 'spf.coachline.app',
      mailReturnPathHost: 'bounces.coachline.app',
    });
    expect(loadConfig({ NODE_ENV: 'test' }).dnsOffline).toBe(true);
    for (const server of ['127.0.0.1', '127.0.0.1:5353', '[::1]:53', '::1'])
      expect(loadConfig({ NODE_ENV: 'test', DNS_SERVER: server })).toMatchObject({
        dnsServer: server,
        dnsOffline: false,
      });
    for (const server of ['dns.example', '127.0.0.1:0', '127.0.0.1:70000', '[127.0.0.1]:53'])
      expect(() => loadConfig({ DNS_SERVER: server })).toThrow(/DNS_SERVER: must be an IP address/);
    expect(() => loadConfig({ MAIL_SPF_INCLUDE: 'not a host' })).toThrow(/MAIL_SPF_INCLUDE/);
    expect(loadConfig({ MAIL_RETURN_PATH_HOST: 'Bounces.Mail.Example' }).mailReturnPathHost).toBe(
      'bounces.mail.example',
    );
  });

  it('reads the free image search, and the private hosts only tests let image fetches reach', () => {
    expect(loadConfig({})).toMatchObject({
      pexelsApiKey: undefined,
      pexelsApiUrl: 'https://api.pexels.com/v1',
      fetchAllowPrivateHosts: [],
    });
    expect(
      loadConfig({
        PEXELS_API_KEY: 'key',
        PEXELS_API_URL: 'http://127.0.0.1:4010/',
        FETCH_ALLOW_PRIVATE_HOSTS: '127.0.0.1:4011, [::1]:4012',
      }),
    ).toMatchObject({
      pexelsApiKey: 'key',
      pexelsApiUrl: 'http://127.0.0.1:4010',
      fetchAllowPrivateHosts: ['127.0.0.1:4011', '[::1]:4012'],
    });
    for (const hosts of ['127.0.0.1', 'localhost:80', '127.0.0.1:80,'])
      expect(() => loadConfig({ FETCH_ALLOW_PRIVATE_HOSTS: hosts })).toThrow(
        /FETCH_ALLOW_PRIVATE_HOSTS: must be IP addresses with ports/,
      );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_KEY: appKey,
        FETCH_ALLOW_PRIVATE_HOSTS: '127.0.0.1:4011',
      }),
    ).toThrow(/FETCH_ALLOW_PRIVATE_HOSTS: is refused when NODE_ENV is production/);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });
});
