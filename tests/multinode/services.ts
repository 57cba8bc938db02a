/**
 * The services around a multi-node Curbcut, each a child process on free ports of 127.0.0.1:
 * redis-server (Debian's), soketi nodes sharing channels through their Redis adapter, and nginx
 * (Debian's) in front of the API servers and of the soketi nodes, with a configuration written to
 * a temporary prefix. scripts/test-multinode.sh installs the binaries when they are missing and
 * names them in CURBCUT_TEST_REDIS_SERVER and CURBCUT_TEST_NGINX.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findFreePort } from '../../packages/server/src/live/soketi';

/** A started child process. */
export interface Service {
  child: ChildProcess;
  /** The last few KB it printed, for failure messages. */
  output(): string;
  /** Ends it (SIGTERM, SIGKILL after 5 s) and removes its files. */
  stop(): Promise<void>;
}

/** The app id, key and secret every soketi node and every Curbcut process shares. */
export interface SoketiApp {
  appId: string;
  key: string;
  secret: string;
}

function startService(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; cleanup?: () => Promise<void> } = {}): Service {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A test run that ends abruptly must not leave the service behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let stopping: Promise<void> | undefined;
  return {
    child,
    output: () => output,
    stop: () =>
      (stopping ??= (async () => {
        process.removeListener('exit', killOnExit);
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(timer);
        }
        await options.cleanup?.();
      })()),
  };
}

/** Polls `ready` every 100 ms until it answers true; fails when the service exits or after 30 s. */
async function waitReady(what: string, service: Service, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { exitCode, signalCode } = service.child;
    if (exitCode !== null || signalCode !== null) throw new Error(`${what} exited before it was ready (${exitCode ?? signalCode}):\n${service.output()}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) {
      await service.stop();
      throw new Error(`${what} was not ready within 30 s:\n${service.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** True when a Redis server answers PING on the port. */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      if (reply.includes('\r\n')) socket.end();
    });
    socket.on('close', () => resolve(reply.startsWith('+PONG')));
    socket.on('error', () => resolve(false));
  });
}

/** A throwaway redis-server: no persistence, loopback only. */
export async function startRedis(): Promise<Service & { port: number }> {
  const port = await findFreePort();
  const binary = process.env.CURBCUT_TEST_REDIS_SERVER || 'redis-server';
  const dir = await mkdtemp(join(tmpdir(), 'curbcut-redis-'));
  const redis = startService(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    cleanup: () => rm(dir, { recursive: true, force: true }),
  });
  await waitReady('redis-server', redis, () => redisAnswers(port));
  return { ...redis, port };
}

function soketiScript(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@soketi/soketi/package.json')), 'bin', 'server.js');
}

/**
 * A soketi node of a cluster: the shared app, and its Redis adapter on `redisPort`, so an event
 * published to any node reaches the subscribers of every node. These SOKETI_* variables are what
 * docs/operations.md tells a deployment to set.
 */
export async function startSoketiNode(app: SoketiApp, redisPort: number, port: number): Promise<Service & { port: number }> {
  const script = soketiScript();
  const node = startService(process.execPath, [script, 'start'], {
    // soketi loads a .env from its working directory; its own folder has none.
    cwd: dirname(dirname(script)),
    env: {
      PATH: process.env.PATH ?? '',
      SOKETI_HOST: '127.0.0.1',
      SOKETI_PORT: String(port),
      SOKETI_METRICS_ENABLED: 'false',
      SOKETI_SHUTDOWN_GRACE_PERIOD: '0',
      SOKETI_DEFAULT_APP_ID: app.appId,
      SOKETI_DEFAULT_APP_KEY: app.key,
      SOKETI_DEFAULT_APP_SECRET: app.secret,
      SOKETI_ADAPTER_DRIVER: 'redis',
      SOKETI_DB_REDIS_HOST: '127.0.0.1',
      SOKETI_DB_REDIS_PORT: String(redisPort),
    },
  });
  await waitReady('soketi', node, async () => (await fetch(`http://127.0.0.1:${port}/ready`)).ok);
  return { ...node, port };
}

/** Ports of the nginx in front of everything. */
export interface NginxPorts {
  /** The API and host app, proxied to every server in turn. */
  api: number;
  /** The WebSocket and HTTP API of soketi, proxied to every node in turn. */
  live: number;
}

/**
 * nginx.conf of the deployment in docs/operations.md: the API servers behind one upstream, the
 * original Host and X-Forwarded-* passed on (the servers run with --trust-proxy), and the soketi
 * nodes behind another with WebSocket upgrades. X-Curbcut-Upstream names the server that answered,
 * so a test can see that requests reach both.
 */
export function nginxConfig(prefix: string, ports: NginxPorts, servers: number[], soketiNodes: number[]): string {
  const upstream = (list: number[]) => list.map((port) => `    server 127.0.0.1:${port};`).join('\n');
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${prefix}/tmp/client_body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;

  upstream curbcut_api {
${upstream(servers)}
    keepalive 16;
  }
  upstream curbcut_live {
${upstream(soketiNodes)}
  }
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }

  server {
    listen 127.0.0.1:${ports.api};
    client_max_body_size 110m;
    location = /__nginx_ready { return 204; }
    location / {
      proxy_pass http://curbcut_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The client's own address, never one it sent: the servers count sign-in failures by it.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Curbcut-Upstream $upstream_addr always;
    }
  }

  server {
    listen 127.0.0.1:${ports.live};
    location / {
      proxy_pass http://curbcut_live;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

/** nginx with nginxConfig() in a temporary prefix, in the foreground; resolves once it answers. */
export async function startNginx(ports: NginxPorts, servers: number[], soketiNodes: number[]): Promise<Service> {
  const prefix = await mkdtemp(join(tmpdir(), 'curbcut-nginx-'));
  // Run as root, nginx's workers drop to `nobody`, which must reach the prefix and write its temp files.
  await chmod(prefix, 0o755);
  await mkdir(join(prefix, 'tmp'), { mode: 0o777 });
  await chmod(join(prefix, 'tmp'), 0o777);
  const conf = join(prefix, 'nginx.conf');
  await writeFile(conf, nginxConfig(prefix, ports, servers, soketiNodes));
  const binary = process.env.CURBCUT_TEST_NGINX || 'nginx';
  const nginx = startService(binary, ['-p', `${prefix}/`, '-e', join(prefix, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    cleanup: () => rm(prefix, { recursive: true, force: true }),
  });
  await waitReady('nginx', nginx, async () => (await fetch(`http://127.0.0.1:${ports.api}/__nginx_ready`)).status === 204);
  return nginx;
}
