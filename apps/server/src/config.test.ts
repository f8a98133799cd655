import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults to port 3000, ./data under the cwd and embedded PGlite', () => {
    expect(readConfig({}, '/srv/mathcols')).toEqual({ port: 3000, dataDir: '/srv/mathcols/data' });
  });

  it('reads PORT, a relative or absolute MATHCOLS_DATA_DIR and DATABASE_URL', () => {
    const env = {
      PORT: '8080',
      MATHCOLS_DATA_DIR: 'state/db',
      DATABASE_URL: 'postgres://app@db/mathcols',
    };
    expect(readConfig(env, '/srv')).toEqual({
      port: 8080,
      dataDir: '/srv/state/db',
      databaseUrl: 'postgres://app@db/mathcols',
    });
    expect(readConfig({ MATHCOLS_DATA_DIR: '/var/lib/mathcols' }, '/srv').dataDir).toBe(
      '/var/lib/mathcols',
    );
  });

  it('treats empty values as unset', () => {
    expect(readConfig({ PORT: '', MATHCOLS_DATA_DIR: ' ', DATABASE_URL: '' }, '/x')).toEqual({
      port: 3000,
      dataDir: '/x/data',
    });
  });

  it('rejects a PORT that is not a whole number from 0 to 65535', () => {
    for (const PORT of ['http', '-1', '70000', '3000.5', '0x50']) {
      expect(() => readConfig({ PORT }, '/x')).toThrow(
        `PORT must be a whole number from 0 to 65535, got "${PORT}"`,
      );
    }
  });

  it('reads the e-mail, link and demo settings, present only when set', () => {
    const env = {
      SMTP_URL: 'smtp://mailer:587',
      MAIL_FROM: 'mathcols <hi@example.test>',
      PUBLIC_URL: 'https://mathcols.example/',
      NODE_ENV: 'production',
      MATHCOLS_DEMO: '1',
    };
    expect(readConfig(env, '/x')).toEqual({
      port: 3000,
      dataDir: '/x/data',
      smtpUrl: 'smtp://mailer:587',
      mailFrom: 'mathcols <hi@example.test>',
      publicUrl: 'https://mathcols.example',
      production: true,
      demo: true,
    });
    expect(readConfig({ MATHCOLS_DEMO: '0', NODE_ENV: 'development' }, '/x')).toEqual({
      port: 3000,
      dataDir: '/x/data',
      demo: false,
    });
  });

  it('rejects a PUBLIC_URL that is not http(s) and a MATHCOLS_DEMO other than 0 or 1', () => {
    for (const PUBLIC_URL of ['mathcols.example', 'ftp://mathcols.example', 'https://']) {
      expect(() => readConfig({ PUBLIC_URL }, '/x')).toThrow(
        `PUBLIC_URL must be an http(s) URL, got "${PUBLIC_URL}"`,
      );
    }
    expect(() => readConfig({ MATHCOLS_DEMO: 'yes' }, '/x')).toThrow(
      'MATHCOLS_DEMO must be 0 or 1, got "yes"',
    );
  });
});
