// The agent's local configuration: the only list of things this machine will do when told to.
// A command the server sends is carried out only through the entry configured for it here; what
// the server sends is data (a ticket, a package to check), never a program or a shell string.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const COMMAND_NAMES = ['launch', 'stop', 'update', 'restart', 'shutdown'];

/** What a launch may put into its argv; nothing else is substituted, and never into argv[0]. */
export const LAUNCH_PLACEHOLDERS = ['ticket', 'launchUrl', 'softId', 'softName', 'packageDir'];

const TOP_KEYS = ['server', 'serial', 'stateDir', 'commands'];
const KEYS = {
  launch: ['argv', 'cwd', 'softIds', 'env'],
  stop: ['graceSeconds'],
  update: ['packagesDir', 'maxUnpackedBytes'],
  restart: ['argv', 'timeoutSeconds'],
  shutdown: ['argv', 'timeoutSeconds'],
};
const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

export class ConfigError extends Error {}

const fail = (message) => {
  throw new ConfigError(message);
};

function onlyKeys(value, allowed, where) {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    fail(`${where} 须是一个 JSON 对象`);
  const unknown = Object.keys(value).filter((key) => !allowed.includes(key));
  if (unknown.length > 0)
    fail(`${where} 中有不认识的项：${unknown.join('、')}（可用：${allowed.join('、')}）`);
}

function positive(value, where, fallback) {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) fail(`${where} 须是正数`);
  return value;
}

/** An argv array: strings, argv[0] an absolute path with no placeholder, placeholders known. */
function argvOf(value, where, placeholders) {
  if (!Array.isArray(value) || value.length === 0 || value.some((part) => typeof part !== 'string')) {
    fail(`${where}.argv 须是非空的字符串数组（程序和参数分开写，不经过 shell）`);
  }
  if (!path.isAbsolute(value[0]) || value[0].includes('{')) {
    fail(`${where}.argv[0] 须是可执行文件的绝对路径，不能含占位符`);
  }
  for (const part of value.slice(1)) {
    for (const [, name] of part.matchAll(PLACEHOLDER)) {
      if (!placeholders.includes(name)) {
        const known = placeholders.length ? placeholders.map((p) => `{${p}}`).join('、') : '无';
        fail(`${where}.argv 中的占位符 {${name}} 不可用（可用：${known}）`);
      }
    }
  }
  return [...value];
}

/**
 * Checks a parsed config file and resolves its relative paths against `baseDir` (the file's
 * folder). Throws ConfigError with a one-line reason: a typo must not silently allow less, or more.
 */
export function parseConfig(raw, { baseDir = process.cwd() } = {}) {
  onlyKeys(raw, TOP_KEYS, '配置文件');
  for (const key of ['server', 'serial', 'stateDir']) {
    if (raw[key] !== undefined && (typeof raw[key] !== 'string' || raw[key].trim() === '')) {
      fail(`配置项 ${key} 须是非空字符串`);
    }
  }
  const commands = raw.commands ?? {};
  onlyKeys(commands, COMMAND_NAMES, 'commands');
  const at = (p) => path.resolve(baseDir, p);
  const out = {};
  for (const [name, entry] of Object.entries(commands)) {
    // `"stop": false` or null: written down, and not allowed.
    if (entry === false || entry === null) continue;
    const where = `commands.${name}`;
    onlyKeys(entry === true ? {} : entry, KEYS[name], where);
    const value = entry === true ? {} : entry;
    if (name === 'launch') {
      if (value.cwd !== undefined && typeof value.cwd !== 'string') fail(`${where}.cwd 须是路径`);
      if (
        value.softIds !== undefined &&
        (!Array.isArray(value.softIds) || !value.softIds.every(Number.isInteger))
      ) {
        fail(`${where}.softIds 须是软件编号（整数）的数组`);
      }
      const env = value.env ?? {};
      const isObject = env !== null && typeof env === 'object' && !Array.isArray(env);
      if (!isObject || Object.values(env).some((v) => typeof v !== 'string')) {
        fail(`${where}.env 须是值为字符串的对象`);
      }
      out.launch = {
        argv: argvOf(value.argv, where, LAUNCH_PLACEHOLDERS),
        cwd: value.cwd === undefined ? undefined : at(value.cwd),
        softIds: value.softIds ?? null,
        env,
      };
    } else if (name === 'stop') {
      out.stop = { graceSeconds: positive(value.graceSeconds, `${where}.graceSeconds`, 10) };
    } else if (name === 'update') {
      if (value.packagesDir !== undefined && typeof value.packagesDir !== 'string') {
        fail(`${where}.packagesDir 须是路径`);
      }
      out.update = {
        // Unset: <state dir>/packages, which only the command line settles.
        packagesDir: value.packagesDir === undefined ? undefined : at(value.packagesDir),
        maxUnpackedBytes: positive(value.maxUnpackedBytes, `${where}.maxUnpackedBytes`, 8 * 1024 ** 3),
      };
    } else {
      out[name] = {
        argv: argvOf(value.argv, where, []),
        timeoutSeconds: positive(value.timeoutSeconds, `${where}.timeoutSeconds`, 60),
      };
    }
  }
  return {
    server: raw.server,
    serial: raw.serial,
    stateDir: raw.stateDir === undefined ? undefined : at(raw.stateDir),
    commands: out,
  };
}

/**
 * The file with its comment lines blanked: a line whose first non-blank characters are `//` (a
 * JSON string cannot span lines, so such a line is never inside one). Blanked, not removed, so
 * that JSON.parse's positions still point at the right line.
 */
export const withoutComments = (text) =>
  text
    .split('\n')
    .map((line) => (/^\s*\/\//.test(line) ? '' : line))
    .join('\n');

/**
 * Reads and checks the config file (JSON; whole lines starting with // are comments); a missing
 * file is an empty configuration (nothing allowed).
 */
export async function loadConfig(file) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if (err.code === 'ENOENT') return parseConfig({});
    fail(`无法读取配置文件 ${file}：${err.code ?? err.message}`);
  }
  let raw;
  try {
    raw = JSON.parse(withoutComments(text));
  } catch (err) {
    fail(`配置文件 ${file} 不是有效的 JSON：${err.message}`);
  }
  return parseConfig(raw, { baseDir: path.dirname(path.resolve(file)) });
}

/** The configured entry for a command, or null: anything unlisted is refused. */
export function allowedCommand(config, name) {
  if (!COMMAND_NAMES.includes(name)) return null;
  return config.commands[name] ?? null;
}

/**
 * Fills the placeholders of argv[1..] with `values`. An element that is one placeholder alone
 * must not receive a value starting with '-', which the program would read as an option.
 */
export function substituteArgv(argv, values) {
  return argv.map((part, index) => {
    if (index === 0) return part;
    return part.replace(PLACEHOLDER, (whole, name) => {
      if (!Object.hasOwn(values, name)) throw new ConfigError(`占位符 {${name}} 没有值`);
      const value = String(values[name] ?? '');
      if (value.includes('\0')) throw new ConfigError(`{${name}} 的值含有非法字符`);
      if (whole === part && value.startsWith('-')) throw new ConfigError(`{${name}} 的值不能以 - 开头`);
      return value;
    });
  });
}
