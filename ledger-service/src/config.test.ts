import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: undefined,
      maxConnections: 2_000,
      maxConnectionsPerAddress: 200,
      databaseUrl: undefined,
      dataDir: './data',
      eventStore: 'postgres',
      esdbUrl: undefined,
      jwtSecret: undefined,
      admin: undefined,
      partnerLabel: 'Partner',
      brandTitle: 'Investor Portal',
      tokenTtl: '8h',
      projectionsInProcess: true,
      trustProxy: false,
      trustProxyHops: 1,
      requireAdminTotp: false,
      logLevel: 'info',
      mail: undefined,
      publicUrl: 'http://localhost:8080',
      adminEmail: undefined,
      ach: undefined,
    });
    // No metrics port unless one is set.
    expect(loadConfig({}).metrics).toBeUndefined();
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      MAX_CONNECTIONS: '5000',
      MAX_CONNECTIONS_PER_ADDRESS: '5000',
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
      DATA_DIR: '/var/lib/portal',
      JWT_SECRET: 'a-secret-of-enough-length',
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'a-long-password',
      TRUST_PROXY: 'true',
      TRUST_PROXY_HOPS: '2',
      REQUIRE_ADMIN_TOTP: 'true',
      PARTNER_LABEL: 'Loren',
      BRAND_TITLE: 'Acme Capital',
      LOG_LEVEL: 'debug',
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      maxConnections: 5_000,
      maxConnectionsPerAddress: 5_000,
      databaseUrl: 'postgres://u:p@db:5432/portal',
      dataDir: '/var/lib/portal',
      jwtSecret: 'a-secret-of-enough-length',
      admin: { username: 'boss', password: 'a-long-password' },
      trustProxy: true,
      trustProxyHops: 2,
      requireAdminTotp: true,
      partnerLabel: 'Loren',
      brandTitle: 'Acme Capital',
      logLevel: 'debug',
      metrics: { port: 9464, host: '0.0.0.0' },
    });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
  });

  it('refuses settings that cannot work, saying which', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ HOST: ' ' })).toThrow(/HOST/);
    for (const cap of ['0', 'many', '1.5'])
      for (const name of ['MAX_CONNECTIONS', 'MAX_CONNECTIONS_PER_ADDRESS']) expect(() => loadConfig({ [name]: cap }), name).toThrow(name);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 16 characters/);
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss' })).toThrow(/both ADMIN_USERNAME and ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'x' })).toThrow(/ADMIN_PASSWORD must be at least 12 characters/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    for (const hops of ['0', 'two', '1.5', '']) expect(() => loadConfig({ TRUST_PROXY_HOPS: hops }), hops).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ REQUIRE_ADMIN_TOTP: 'yes' })).toThrow(/REQUIRE_ADMIN_TOTP/);
    expect(() => loadConfig({ EVENT_STORE: 'esdb' })).toThrow(/EVENT_STORE=esdb needs ESDB_URL/);
    expect(loadConfig({ EVENT_STORE: 'esdb', ESDB_URL: 'esdb://localhost:2113?tls=false' })).toMatchObject({
      eventStore: 'esdb',
      esdbUrl: 'esdb://localhost:2113?tls=false',
    });
    expect(() => loadConfig({ EVENT_STORE: 'mysql' })).toThrow(/EVENT_STORE/);
    expect(() => loadConfig({ PROJECTIONS: 'elsewhere' })).toThrow(/PROJECTIONS/);
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must not be PORT/);
  });

  it('reads the mail settings, refusing a server that is no SMTP URL or a sender missing', () => {
    const mail = { SMTP_URL: 'smtps://portal:secret@mail.example.com:465', MAIL_FROM: 'Acme <portal@acme.example>' };
    expect(loadConfig({ ...mail, PUBLIC_URL: 'https://portal.acme.example/', ADMIN_EMAIL: 'boss@acme.example' })).toMatchObject({
      mail: { smtpUrl: mail.SMTP_URL, from: mail.MAIL_FROM },
      publicUrl: 'https://portal.acme.example',
      adminEmail: 'boss@acme.example',
    });
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com', MAIL_FROM: 'a@b.c' })).toThrow(/SMTP_URL must be a URL/);
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com', MAIL_FROM: 'a@b.c' })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => loadConfig({ SMTP_URL: mail.SMTP_URL })).toThrow(/SMTP_URL needs MAIL_FROM/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://portal.example' })).toThrow(/PUBLIC_URL must start with http/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss' })).toThrow(/ADMIN_EMAIL must be an e-mail address/);
    // Given empty (compose passes every variable it names): not set.
    expect(loadConfig({ SMTP_URL: '', MAIL_FROM: '', PUBLIC_URL: '', ADMIN_EMAIL: '' })).toMatchObject({
      mail: undefined,
      adminEmail: undefined,
    });
  });

  it('reads the bank file’s settings, all or none, refusing a routing number whose check digit is wrong', () => {
    const ach = {
      ACH_ODFI_ROUTING: '021000021',
      ACH_COMPANY_NAME: 'Acme Capital',
      ACH_COMPANY_ID: '1234567890',
      ACH_DESTINATION_NAME: 'JPMorgan Chase',
      ACH_ORIGIN_NAME: 'Acme Capital LLC',
    };
    expect(loadConfig(ach).ach).toEqual({
      odfiRouting: '021000021',
      companyName: 'Acme Capital',
      companyId: '1234567890',
      destinationName: 'JPMorgan Chase',
      originName: 'Acme Capital LLC',
    });
    expect(() => loadConfig({ ...ach, ACH_ODFI_ROUTING: '021000022' })).toThrow(/ACH_ODFI_ROUTING must be a 9-digit ABA routing number/);
    expect(() => loadConfig({ ...ach, ACH_COMPANY_ID: '' })).toThrow(/set all of ACH_ODFI_ROUTING/);
    expect(() => loadConfig({ ...ach, ACH_COMPANY_NAME: 'A name of more than sixteen' })).toThrow(/ACH_COMPANY_NAME/);
  });

  it('normalises ADMIN_USERNAME like every username, refusing a look-alike', () => {
    const password = 'a-long-admin-password';
    expect(loadConfig({ ADMIN_USERNAME: ' The\u00a0 Boss ', ADMIN_PASSWORD: password }).admin).toEqual({ username: 'The Boss', password });
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss\u200b', ADMIN_PASSWORD: password })).toThrow(
      /ADMIN_USERNAME: must not contain invisible characters/,
    );
    expect(() => loadConfig({ ADMIN_USERNAME: '\u0430dmin', ADMIN_PASSWORD: password })).toThrow(
      /ADMIN_USERNAME: mixes Latin and Cyrillic/,
    );
  });
});
