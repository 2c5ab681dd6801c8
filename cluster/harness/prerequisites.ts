import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The programs the cluster runs, all from Debian's packages. */
export interface Tools {
  /** e.g. /usr/lib/postgresql/15/bin (initdb, postgres). */
  postgresBin: string;
  redisServer: string;
  nginx: string;
}

function onPath(name: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The newest PostgreSQL under /usr/lib/postgresql, as .ci/run picks it. */
function newestPostgres(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v) && existsSync(path.join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

/**
 * Finds PostgreSQL, Redis and nginx; whatever is missing is named with the Debian package that
 * brings it, in one message, so that one `apt-get install` fixes the machine.
 */
export function findTools(): Tools {
  const postgresBin = newestPostgres();
  const redisServer = onPath('redis-server');
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : onPath('nginx');
  const missing = [
    postgresBin ? undefined : 'postgresql (PostgreSQL server: /usr/lib/postgresql/<version>/bin)',
    redisServer ? undefined : 'redis-server',
    nginx ? undefined : 'nginx (/usr/sbin/nginx)',
  ].filter(Boolean);
  if (missing.length > 0 || !postgresBin || !redisServer || !nginx) {
    const packages = missing.map((m) => m!.split(' ')[0]).join(' ');
    throw new Error(
      `The cluster suite needs Debian packages that are not installed: ${missing.join(', ')}.\n` +
        `Install them with: apt-get install -y --no-install-recommends ${packages}`,
    );
  }
  return { postgresBin, redisServer, nginx };
}

/** What `npm run build` leaves, checked (never built) here: the suite runs the built app. */
export function checkBuild(root: string): { serverJs: string; builtAt: Date } {
  const serverJs = path.join(root, 'apps/server/dist/server.js');
  const webIndex = path.join(root, 'apps/web/dist/index.html');
  const absent = [serverJs, webIndex].filter((f) => !existsSync(f));
  if (absent.length > 0) {
    throw new Error(
      `The cluster suite runs the built app, and ${absent.join(' and ')} ${absent.length > 1 ? 'are' : 'is'} missing: ` +
        `run \`npm run build\` in ${root} first (npm run test:cluster builds nothing itself).`,
    );
  }
  return { serverJs, builtAt: statSync(serverJs).mtime };
}

/** The uid and gid PostgreSQL runs as when the suite runs as root (it refuses root itself). */
export function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    // Debian's postgresql package creates this user; without it the package is not installed.
    throw new Error(
      'Running as root, PostgreSQL must run as the postgres system user, which does not exist: ' +
        'apt-get install -y --no-install-recommends postgresql',
    );
  }
}
