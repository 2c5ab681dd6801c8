import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  allowedCommand,
  backoffDelay,
  checkPackage,
  ConfigError,
  installPackage,
  loadConfig,
  loadSecret,
  parseConfig,
  safeUnzip,
  saveSecret,
  sha256File,
  substituteArgv,
  updateArgsOf,
} from '../../../../../tools/device-agent/index.mjs';
import { zipOf } from '../../testing/sample-files.js';

const NODE = process.execPath;
const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'agent-pieces-'));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** zipOf's archive with every entry's Unix mode set (central directory, external attributes). */
function withMode(zip: Buffer, mode: number): Buffer {
  const out = Buffer.from(zip);
  const central = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = out.indexOf(central); at >= 0; at = out.indexOf(central, at + 4)) {
    out.writeUInt32LE((mode << 16) >>> 0, at + 38);
  }
  return out;
}

async function zipFile(dir: string, entries: Record<string, string>, mode?: number) {
  const file = path.join(dir, `p-${Math.random().toString(36).slice(2)}.zip`);
  const bytes = mode === undefined ? zipOf(entries) : withMode(zipOf(entries), mode);
  await writeFile(file, bytes);
  return { file, bytes };
}

describe('device agent: the configuration is the allow-list', () => {
  const launch = { argv: [NODE, 'sim.mjs', '--ticket={ticket}', '{launchUrl}'], softIds: [7] };

  it('allows exactly the commands written down, and refuses the rest', () => {
    const config = parseConfig({ commands: { launch, stop: true, update: {}, shutdown: false } });
    expect(Object.keys(config.commands).sort()).toEqual(['launch', 'stop', 'update']);
    expect(allowedCommand(config, 'launch')).toMatchObject({ argv: launch.argv, softIds: [7] });
    expect(allowedCommand(config, 'shutdown')).toBeNull();
    expect(allowedCommand(config, 'restart')).toBeNull();
    expect(allowedCommand(config, 'exec')).toBeNull();
    expect(allowedCommand(config, 'constructor')).toBeNull();
    expect(allowedCommand(parseConfig({}), 'launch')).toBeNull();
  });

  it('refuses a config it cannot read exactly, in one line', () => {
    const bad = (raw: unknown) => () => parseConfig(raw);
    expect(bad({ commands: { exec: { argv: ['/bin/sh'] } } })).toThrow(/commands 中有不认识的项：exec/);
    expect(bad({ comands: {} })).toThrow(/配置文件 中有不认识的项：comands/);
    expect(bad({ commands: { restart: { argv: 'reboot now' } } })).toThrow(/argv 须是非空的字符串数组/);
    expect(bad({ commands: { restart: { argv: ['reboot'] } } })).toThrow(/绝对路径/);
    expect(bad({ commands: { restart: { argv: ['{ticket}'] } } })).toThrow(/绝对路径/);
    expect(bad({ commands: { restart: { argv: [NODE, '{ticket}'] } } })).toThrow(/占位符 \{ticket\} 不可用/);
    expect(bad({ commands: { launch: { argv: [NODE, '{secret}'] } } })).toThrow(/占位符 \{secret\} 不可用/);
    expect(bad({ commands: { launch: { argv: [NODE], softIds: ['7'] } } })).toThrow(/softIds/);
    expect(bad({ commands: { stop: { graceSeconds: -1 } } })).toThrow(/graceSeconds 须是正数/);
    expect(bad([])).toThrow(ConfigError);
  });

  it('takes the README example as it is written', () => {
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
    const example = /### 设备代理[\s\S]*?```json\n([\s\S]*?)```/.exec(readme)?.[1];
    const config = parseConfig(JSON.parse(example!));
    expect(Object.keys(config.commands).sort()).toEqual(['launch', 'shutdown', 'stop', 'update']);
  });

  it('reads the file, resolving relative paths against its folder', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'config.json');
    await writeFile(file, JSON.stringify({ serial: 'VR-1', commands: { update: { packagesDir: 'pk' } } }));
    const config = await loadConfig(file);
    expect(config.serial).toBe('VR-1');
    expect(config.commands.update?.packagesDir).toBe(path.join(dir, 'pk'));
    expect((await loadConfig(path.join(dir, 'none.json'))).commands).toEqual({});
    await writeFile(file, '{ "commands": ');
    await expect(loadConfig(file)).rejects.toThrow(/不是有效的 JSON/);
  });

  it('substitutes placeholders into argv elements as data, never into argv[0]', () => {
    const values = { ticket: 'T+1/=', launchUrl: 'https://sim.example.cn/?ticket=T', softId: '7' };
    expect(substituteArgv(launch.argv, values)).toEqual([
      NODE,
      'sim.mjs',
      '--ticket=T+1/=',
      'https://sim.example.cn/?ticket=T',
    ]);
    // Shell text stays one literal argument: nothing interprets it.
    expect(substituteArgv([NODE, '{ticket}'], { ticket: 'a; rm -rf / `x` $(y)' })).toEqual([
      NODE,
      'a; rm -rf / `x` $(y)',
    ]);
    expect(() => substituteArgv([NODE, '{ticket}'], { ticket: '--config=/etc/x' })).toThrow(/不能以 - 开头/);
    expect(substituteArgv([NODE, '--t={ticket}'], { ticket: '-x' })).toEqual([NODE, '--t=-x']);
    expect(() => substituteArgv([NODE, '{ticket}'], {})).toThrow(/没有值/);
    expect(substituteArgv(['/opt/{ticket}'], { ticket: 'x' })).toEqual(['/opt/{ticket}']);
  });
});

describe('device agent: backoff and the secret file', () => {
  it('doubles from base, caps, and keeps half of each wait random', () => {
    const low = (n: number) => backoffDelay(n, { baseMs: 1000, capMs: 60_000, random: () => 0 });
    const high = (n: number) => backoffDelay(n, { baseMs: 1000, capMs: 60_000, random: () => 1 });
    expect([0, 1, 2, 3].map(high)).toEqual([1000, 2000, 4000, 8000]);
    expect([0, 1, 2, 3].map(low)).toEqual([500, 1000, 2000, 4000]);
    expect(high(20)).toBe(60_000);
    expect(low(1000)).toBe(30_000);
    const spread = new Set(Array.from({ length: 20 }, () => backoffDelay(3)));
    expect(spread.size).toBeGreaterThan(1);
  });

  it('keeps the secret in a file only its owner can read, and tightens a loose one', async () => {
    const dir = path.join(await tempDir(), 'state');
    await saveSecret(dir, 'dev_secret');
    expect((await stat(path.join(dir, 'secret'))).mode & 0o777).toBe(0o600);
    expect(await loadSecret(dir)).toBe('dev_secret');
    await chmod(path.join(dir, 'secret'), 0o644);
    const warned: string[] = [];
    expect(await loadSecret(dir, (m) => warned.push(m))).toBe('dev_secret');
    expect(warned[0]).toMatch(/权限过宽/);
    expect((await stat(path.join(dir, 'secret'))).mode & 0o777).toBe(0o600);
    expect(await loadSecret(path.join(dir, 'none'))).toBeNull();
  });
});

describe('device agent: packages are checked and unpacked safely', () => {
  it('checks size and sha256 against the command', async () => {
    const dir = await tempDir();
    const { file, bytes } = await zipFile(dir, { 'a.txt': 'a' });
    const actual = { bytes: bytes.length, sha256: await sha256File(file) };
    expect(actual.sha256).toBe(sha256(bytes));
    expect(() =>
      checkPackage(actual, { size: bytes.length, sha256: sha256(bytes).toUpperCase() }),
    ).not.toThrow();
    expect(() => checkPackage(actual, { size: bytes.length + 1, sha256: sha256(bytes) })).toThrow(/大小不符/);
    expect(() => checkPackage(actual, { size: bytes.length, sha256: sha256(Buffer.from('x')) })).toThrow(
      /校验失败/,
    );
  });

  it('refuses a version, sha256 or size that are not what an update carries', () => {
    const ok = { packageId: 1, softId: 2, version: '1.2.0-rc.1', sha256: 'a'.repeat(64), size: 10 };
    expect(updateArgsOf(ok)).toEqual(ok);
    for (const version of ['../../etc', '..', '.hidden', 'a/b', 'a\\b', '']) {
      expect(() => updateArgsOf({ ...ok, version }), version).toThrow(/版本号不能用作目录名/);
    }
    expect(() => updateArgsOf({ ...ok, sha256: 'xyz' })).toThrow(/sha256/);
    expect(() => updateArgsOf({ ...ok, softId: '2' })).toThrow(/软件编号/);
  });

  it('unpacks into the folder and keeps executable bits', async () => {
    const dir = await tempDir();
    const { file } = await zipFile(dir, { 'bin/sim': '#!/bin/sh\n', 'data/readme.txt': '说明' }, 0o100755);
    const out = path.join(dir, 'out');
    expect(await safeUnzip(file, out)).toEqual({ files: 2, bytes: 10 + Buffer.byteLength('说明') });
    expect(await readFile(path.join(out, 'data/readme.txt'), 'utf8')).toBe('说明');
    expect((await stat(path.join(out, 'bin/sim'))).mode & 0o111).not.toBe(0);
  });

  it('refuses zip slip, absolute names, links, duplicates and a bomb, writing nothing outside', async () => {
    const dir = await tempDir();
    const cases: [Record<string, string>, RegExp, number?][] = [
      [{ 'ok.txt': 'ok', '../evil.txt': 'x' }, /不安全的路径/],
      [{ 'a/../../evil.txt': 'x' }, /不安全的路径/],
      [{ '/tmp/evil.txt': 'x' }, /不安全的路径/],
      [{ 'C:/evil.txt': 'x' }, /不安全的路径/],
      [{ '..\\evil.txt': 'x' }, /不安全的路径|指向解压目录之外/],
      [{ link: '/etc/passwd' }, /符号链接/, 0o120777],
    ];
    for (const [entries, reason, mode] of cases) {
      const { file } = await zipFile(dir, entries, mode);
      const out = path.join(dir, 'deep', 'out');
      await expect(safeUnzip(file, out), Object.keys(entries).join()).rejects.toThrow(reason);
    }
    expect(existsSync(path.join(dir, 'evil.txt'))).toBe(false);
    expect(existsSync(path.join(dir, 'deep', 'evil.txt'))).toBe(false);
    const big = await zipFile(dir, { 'a.bin': 'x'.repeat(100), 'b.bin': 'y'.repeat(100) });
    await expect(safeUnzip(big.file, path.join(dir, 'bomb'), { maxBytes: 150 })).rejects.toThrow(
      /超过 150 字节/,
    );
    await writeFile(path.join(dir, 'not.zip'), zipOf({ 'a.txt': '1' }).subarray(0, 20));
    await expect(safeUnzip(path.join(dir, 'not.zip'), path.join(dir, 'x'))).rejects.toThrow(/不是有效的 zip/);
  });

  it('installs a checked download into <packagesDir>/<softId>/<version>, whole or not at all', async () => {
    const dir = await tempDir();
    const { bytes } = await zipFile(dir, { 'sim.txt': '2.0.0' });
    const client = {
      downloadPackage: async (_id: number, file: string) => {
        await writeFile(file, bytes);
        return { bytes: bytes.length, sha256: sha256(bytes) };
      },
    };
    const args = { packageId: 5, softId: 9, version: '2.0.0', sha256: sha256(bytes), size: bytes.length };
    const packagesDir = path.join(dir, 'packages');
    const done = await installPackage({ client, args, packagesDir });
    expect(done).toMatchObject({ dir: path.join(packagesDir, '9', '2.0.0'), files: 1 });
    expect(await readFile(path.join(done.dir, 'sim.txt'), 'utf8')).toBe('2.0.0');
    const wrong = { ...args, version: '2.0.1', sha256: sha256(Buffer.from('other')) };
    await expect(installPackage({ client, args: wrong, packagesDir })).rejects.toThrow(/校验失败/);
    expect(existsSync(path.join(packagesDir, '9', '2.0.1'))).toBe(false);
    expect((await readdir(path.join(packagesDir, '9'))).sort()).toEqual(['2.0.0']);
  });
});
