import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// A dependency of vite and testcontainers, already installed; docker-compose 1.29 prints only YAML.
import { parse } from 'yaml';
import { loadConfig } from './config';

const root = fileURLToPath(new URL('../..', import.meta.url));
const composeFile = join(root, 'docker-compose.yml');

/** The variables the compose file requires, set to test values. */
const required = {
  POSTGRES_PASSWORD: 'test-password',
  JWT_SECRET: 'a-test-secret-of-32-characters!!',
  DATA_KEY: 'a-test-data-key-of-32-characters!!',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'admin-password-long',
};

let scratch: string;

/**
 * `docker-compose config` in a clean environment (only PATH, HOME and `env`) with an empty env file,
 * so neither this shell's variables nor a local .env change what is checked.
 */
const composeConfig = (env: Record<string, string>, files = [composeFile]) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('docker-compose', ['--env-file', join(scratch, 'empty.env'), ...files.flatMap((file) => ['-f', file]), 'config'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: scratch, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              'docker-compose is not installed, and the deployment test must run: apt-get install -y docker-compose (.ci/run installs it when missing)',
            )
          : error,
      ),
    );
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });

interface Service {
  image?: string;
  build?: unknown;
  command?: string | string[];
  environment?: Record<string, string | number | null>;
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  ports?: (string | { published?: number | string; target?: number })[];
  container_name?: string;
  stop_grace_period?: string;
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

let compose: Compose;
const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`no service ${name} in docker-compose.yml`);
  return found;
};
const environmentOf = (name: string): Record<string, string> =>
  Object.fromEntries(Object.entries(service(name).environment ?? {}).map(([key, value]) => [key, value === null ? '' : String(value)]));

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'compose-'));
  writeFileSync(join(scratch, 'empty.env'), '');
  const result = await composeConfig(required);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  compose = parse(result.stdout) as Compose;
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('docker-compose.yml', () => {
  it('is valid for docker-compose and runs KurrentDB, PostgreSQL, the API and the projections', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'kurrentdb', 'mailpit', 'postgres', 'projections', 'proxy']);
    expect(service('kurrentdb').image).toMatch(/kurrentdb/);
    expect(service('postgres').image).toMatch(/^postgres:/);
    // API and projections are the one image of the Dockerfile.
    expect(service('api').build).toBeDefined();
    expect(service('projections').image).toBe(service('api').image);
  });

  it('gives every service a health check', () => {
    for (const [name, { healthcheck }] of Object.entries(compose.services)) {
      expect(healthcheck?.test, name).toBeDefined();
      expect(healthcheck?.disable, name).not.toBe(true);
    }
    expect(JSON.stringify(service('api').healthcheck!.test)).toContain('/healthz');
    expect(JSON.stringify(service('postgres').healthcheck!.test)).toContain('pg_isready');
  });

  it('starts the API and the projections only once KurrentDB and PostgreSQL are healthy', () => {
    for (const name of ['api', 'projections']) {
      expect(service(name).depends_on, name).toEqual({
        kurrentdb: { condition: 'service_healthy' },
        postgres: { condition: 'service_healthy' },
      });
    }
  });

  it('keeps the data of KurrentDB and PostgreSQL in named volumes', () => {
    const named = Object.keys(compose.volumes ?? {});
    const sources = (name: string) =>
      (service(name).volumes ?? []).map((volume) => (typeof volume === 'string' ? volume.split(':')[0]! : (volume.source ?? '')));
    expect(sources('kurrentdb').length).toBeGreaterThan(0);
    expect(sources('postgres').length).toBeGreaterThan(0);
    for (const source of [...sources('kurrentdb'), ...sources('postgres')]) expect(named).toContain(source);
  });

  it('runs the API on EventStoreDB with the projectors in their own process', () => {
    const api = environmentOf('api');
    expect(api).toMatchObject({ EVENT_STORE: 'esdb', PROJECTIONS: 'external' });
    expect(api.ESDB_URL).toMatch(/^esdb:\/\/kurrentdb:2113/);
    expect(api.DATABASE_URL).toBe(`postgres://portal:${required.POSTGRES_PASSWORD}@postgres:5432/portal`);
    const command = service('projections').command;
    expect(Array.isArray(command) ? command.join(' ') : command).toBe('npm run projections');
    expect(environmentOf('projections')).toMatchObject({ EVENT_STORE: 'esdb', ESDB_URL: api.ESDB_URL, DATABASE_URL: api.DATABASE_URL });
  });

  it("passes environments the product's configuration accepts, with the names config.ts reads", () => {
    const api = loadConfig(environmentOf('api'));
    expect(api).toMatchObject({
      port: 8080,
      eventStore: 'esdb',
      projectionsInProcess: false,
      jwtSecret: required.JWT_SECRET,
      dataKey: required.DATA_KEY,
      admin: { username: required.ADMIN_USERNAME, password: required.ADMIN_PASSWORD },
      trustProxy: true,
      trustProxyHops: 1,
      maxConnectionsPerAddress: 2_000,
      // Mail goes to Mailpit unless SMTP_URL names the firm's server (docs/notices.md).
      mail: { smtpUrl: 'smtp://mailpit:1025', from: 'Investor Portal <portal@localhost>' },
      publicUrl: 'https://localhost',
      adminEmail: undefined,
    });
    expect(service('mailpit').image).toMatch(/mailpit/);
    expect(loadConfig(environmentOf('projections'))).toMatchObject({ eventStore: 'esdb', databaseUrl: api.databaseUrl });
  });

  it('runs any number of API containers behind Caddy, which alone is reached from outside, over TLS', () => {
    // `--scale api=3` needs no fixed name and no host port on the API: the proxy finds them all by name.
    expect(service('api').container_name).toBeUndefined();
    expect(service('api').ports ?? []).toEqual([]);
    expect(service('proxy').image).toMatch(/^caddy:2/);
    const published = (service('proxy').ports ?? []).map((port) => (typeof port === 'string' ? port : port.target));
    expect(published).toEqual([443, 80]);
    expect(service('proxy').depends_on).toEqual({ api: { condition: 'service_healthy' } });
    const mounts = (service('proxy').volumes ?? []).map((volume) => (typeof volume === 'string' ? volume.split(':')[1] : volume.target));
    expect(mounts).toContain('/etc/caddy/Caddyfile');
    const caddyfile = readFileSync(join(root, 'Caddyfile'), 'utf8');
    // A local certificate unless a public name is given; every `api` container, looked up by name again and again.
    expect(caddyfile).toMatch(/^\{\$PORTAL_ADDRESS:localhost\} \{$/m);
    expect(caddyfile).toMatch(/dynamic a \{\s+name api\s+port 8080\s+refresh \d+s\s+\}/);
    // A stopping API process finishes the requests it took for up to 20 s (main.ts): Docker waits longer before SIGKILL.
    expect(service('api').stop_grace_period).toBe('30s');
  });

  it('refuses to start without the secrets, naming the variable', async () => {
    const names = Object.keys(required) as (keyof typeof required)[];
    const results = await Promise.all(
      names.map((name) => {
        const { [name]: _missing, ...rest } = required;
        return composeConfig(rest);
      }),
    );
    results.forEach((result, i) => {
      expect(result.status, names[i]).not.toBe(0);
      expect(result.stderr, names[i]).toContain(`set ${names[i]}`);
    });
  });
});

describe('docker-compose.kurrentdb-cluster.yml', () => {
  const clusterFile = join(root, 'docker-compose.kurrentdb-cluster.yml');
  const withCluster = { ...required, KURRENTDB_ADMIN_PASSWORD: 'cluster-password' };

  it('makes KurrentDB three secure nodes, each checked, that the API and the projections reach with TLS', async () => {
    const result = await composeConfig(withCluster, [composeFile, clusterFile]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const cluster = parse(result.stdout) as Compose;
    const nodes = ['kurrentdb', 'kurrentdb-2', 'kurrentdb-3'];
    expect(Object.keys(cluster.services).sort()).toEqual(['api', ...nodes, 'mailpit', 'postgres', 'projections', 'proxy']);
    for (const node of nodes) {
      const { environment = {}, healthcheck } = cluster.services[node]!;
      expect(environment, node).toMatchObject({ KURRENTDB_CLUSTER_SIZE: 3, KURRENTDB_INSECURE: 'false' });
      expect(String(environment.KURRENTDB_GOSSIP_SEED).split(',').sort(), node).toEqual(
        nodes
          .filter((other) => other !== node)
          .map((other) => `${other}:2113`)
          .sort(),
      );
      expect(environment.KURRENTDB_CERTIFICATE_FILE, node).toBe(`/etc/kurrentdb/certs/${node}/node.crt`);
      expect(JSON.stringify(healthcheck?.test), node).toContain('https://localhost:2113/health/live');
    }
    for (const name of ['api', 'projections']) {
      const environment = Object.fromEntries(Object.entries(cluster.services[name]!.environment ?? {}).map(([k, v]) => [k, String(v)]));
      expect(environment.ESDB_URL, name).toBe(
        'esdb://admin:cluster-password@kurrentdb:2113,kurrentdb-2:2113,kurrentdb-3:2113?tls=true&tlsCAFile=/certs/ca/ca.crt',
      );
      expect(loadConfig(environment)).toMatchObject({ eventStore: 'esdb', esdbUrl: environment.ESDB_URL });
      for (const node of nodes) expect(cluster.services[name]!.depends_on, name).toHaveProperty(node, { condition: 'service_healthy' });
    }
  });

  it("refuses to start without KurrentDB's admin password, naming it", async () => {
    const result = await composeConfig(required, [composeFile, clusterFile]);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('set KURRENTDB_ADMIN_PASSWORD');
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    engines: { node: string };
    devDependencies: Record<string, string>;
    scripts: Record<string, string>;
  };
  /** The image that runs: everything after the last FROM (the build stage before it is thrown away). */
  const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('runs the Node line that the tests run on, which package.json pins and names', () => {
    // The `node` package puts its Node first on every npm script's PATH (README, Quick start).
    const major = manifest.devDependencies.node?.split('.')[0];
    expect(major).toMatch(/^\d+$/);
    expect(process.versions.node.split('.')[0]).toBe(major);
    expect(manifest.engines.node).toBe(`>=${major}`);
    const stages = dockerfile.match(/^FROM .*$/gm) ?? [];
    expect(stages).toHaveLength(2);
    for (const from of stages) expect(from).toMatch(new RegExp(`^FROM node:${major}-bookworm-slim( AS build)?$`));
  });

  it('builds in one stage and runs the compiled server, with production dependencies only, as node with a health check', () => {
    expect(dockerfile).toMatch(/^RUN npm ci --ignore-scripts /m);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(runtimeStage).toMatch(/^RUN npm ci --omit=dev /m);
    expect(runtimeStage).toMatch(/^COPY --from=build \/app\/ledger-service\/dist ledger-service\/dist$/m);
    expect(runtimeStage).toMatch(/^COPY --from=build \/app\/web\/dist web\/dist$/m);
    // No sources and no TypeScript loader in the image that runs.
    expect(runtimeStage).not.toMatch(/^COPY \. /m);
    expect(runtimeStage).not.toMatch(/tsx/);
    // `npm run rebuild` there runs the compiled tool without its pre-script (which compiles in a checkout).
    expect(runtimeStage).toMatch(/^ENV NPM_CONFIG_IGNORE_SCRIPTS=true$/m);
    expect(runtimeStage).toMatch(/^USER node$/m);
    expect(runtimeStage).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
    expect(runtimeStage).toMatch(/^CMD \["node", "--enable-source-maps", "ledger-service\/dist\/main.js"\]$/m);
  });

  it("runs every product command compiled, from a file the server's build writes, compiled afresh in a checkout", () => {
    const build = spawnSync(process.execPath, ['ledger-service/build.ts'], { cwd: root, encoding: 'utf8' });
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
    for (const name of ['start', 'rebuild', 'demo', 'projections', 'migrate:esdb', 'protect-log']) {
      const file = /^node --enable-source-maps ((?:ledger-service|tools)\/dist\/\S+\.js)$/.exec(manifest.scripts[name] ?? '')?.[1];
      expect(file, name).toBeDefined();
      expect(existsSync(join(root, file!)), file).toBe(true);
      // `npm start` first makes sure no server holds its data directory, before its build replaces web/dist (cli/start-check.ts).
      expect(manifest.scripts[`pre${name}`], name).toMatch(
        name === 'start' ? /^npm run --silent start:check && npm run build$/ : /^npm run build(:server)?$/,
      );
    }
    // The projections service's health check looks for the process that `npm run projections` starts.
    expect(JSON.stringify(service('projections').healthcheck!.test)).toContain(manifest.scripts.projections!.split(' ').at(-1)!);
  });
});

describe('npm run test:containers', () => {
  it.skipIf(existsSync('/var/run/docker.sock'))('says in one line that there is no Docker engine, and exits 0', () => {
    const { DOCKER_HOST: _engine, ...env } = process.env;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'testing/containers.ts'], { cwd: root, env, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(
      /^test:containers: no Docker engine here \(no \/var\/run\/docker.sock, no DOCKER_HOST\), so no container test ran.\n$/,
    );
    expect(result.status).toBe(0);
  });

  it('is the only way the tests start a container: no file of `npm test` loads testcontainers', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(manifest.scripts['test:containers']).toBe('tsx testing/containers.ts');
    const sources = ['contracts/src', 'projections/src', 'ledger-service/src', 'web/src', 'e2e'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules'))
        .map((file) => join(dir, file)),
    );
    expect(sources.length).toBeGreaterThan(100);
    const loading = sources.filter((file) =>
      /from '@?testcontainers|import\('@?testcontainers/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(loading).toEqual([]);
  });
});
