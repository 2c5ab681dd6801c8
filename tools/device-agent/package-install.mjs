// `update`: a deployment package is downloaded with the device secret, checked against the size
// and sha256 the command names, and unpacked into <packagesDir>/<softId>/<version>/. The zip is
// untrusted input: no entry may land outside that folder, be a link, or unpack past a limit.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import yauzl from 'yauzl';

/** A version is one folder name: no separators, no '..', nothing hidden. */
const SAFE_VERSION = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,49}$/;
const SHA256 = /^[0-9a-f]{64}$/;

export async function sha256File(file) {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Throws with the reason when the bytes received are not the package the command names. */
export function checkPackage(actual, expected) {
  if (actual.bytes !== expected.size) {
    throw new Error(`部署包大小不符：应为 ${expected.size} 字节，收到 ${actual.bytes} 字节`);
  }
  if (actual.sha256.toLowerCase() !== expected.sha256.toLowerCase()) {
    throw new Error(`部署包校验失败：sha256 应为 ${expected.sha256}，实为 ${actual.sha256}`);
  }
}

/** The update command's arguments, checked before anything is fetched or written. */
export function updateArgsOf(args) {
  const { packageId, softId, version, sha256, size } = args ?? {};
  if (!Number.isInteger(packageId) || !Number.isInteger(softId) || softId <= 0) {
    throw new Error('update 指令缺少部署包或软件编号');
  }
  if (typeof version !== 'string' || !SAFE_VERSION.test(version)) {
    throw new Error(`版本号不能用作目录名：${String(version).slice(0, 60)}`);
  }
  if (typeof sha256 !== 'string' || !SHA256.test(sha256.toLowerCase()))
    throw new Error('update 指令的 sha256 不正确');
  if (!Number.isInteger(size) || size < 0) throw new Error('update 指令的部署包大小不正确');
  return { packageId, softId, version, sha256: sha256.toLowerCase(), size };
}

function openZip(file) {
  return new Promise((resolve, reject) => {
    // validateEntrySizes: an entry must hold what its header claims (no bomb hiding behind it).
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    );
  });
}

const openEntry = (zip, entry) =>
  new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))),
  );

/**
 * Unpacks `zipFile` into `destDir`, refusing (and stopping at) an entry that would escape it
 * (yauzl already refuses absolute and '..' names; the resolved path is checked again here), a
 * symbolic link, a name seen twice, or a total past `maxBytes`. Executable bits are kept.
 */
export async function safeUnzip(zipFile, destDir, { maxBytes = Infinity } = {}) {
  const root = path.resolve(destDir);
  await mkdir(root, { recursive: true });
  let zip;
  try {
    zip = await openZip(zipFile);
  } catch (err) {
    throw new Error(`部署包不是有效的 zip：${err.message}`, { cause: err });
  }
  let bytes = 0;
  let files = 0;
  const unpack = async (entry) => {
    const name = entry.fileName;
    const target = path.resolve(root, name);
    if (target !== root && !target.startsWith(root + path.sep)) {
      throw new Error(`压缩包中的 ${name} 指向解压目录之外，已拒绝`);
    }
    const mode = (entry.externalFileAttributes >>> 16) & 0o170777;
    if ((mode & 0o170000) === 0o120000) throw new Error(`压缩包中的 ${name} 是符号链接，已拒绝`);
    if (name.endsWith('/')) {
      await mkdir(target, { recursive: true });
      return;
    }
    bytes += entry.uncompressedSize;
    if (bytes > maxBytes) throw new Error(`部署包解压后超过 ${maxBytes} 字节，已停止`);
    await mkdir(path.dirname(target), { recursive: true });
    // 'wx': never write through something already there (a second entry of the same name).
    const out = createWriteStream(target, { flags: 'wx', mode: mode & 0o111 ? 0o755 : 0o644 });
    await pipeline(await openEntry(zip, entry), out);
    files++;
  };
  try {
    await new Promise((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry) => unpack(entry).then(() => zip.readEntry(), reject));
      zip.readEntry();
    });
  } catch (err) {
    throw new Error(
      err.message.startsWith('invalid') || err.message.startsWith('absolute')
        ? `压缩包中有不安全的路径（${err.message}），已拒绝`
        : err.message,
      { cause: err },
    );
  } finally {
    if (zip.isOpen) zip.close();
  }
  return { files, bytes };
}

/**
 * Downloads, checks and unpacks the package of an update command; the version folder appears
 * whole or not at all (unpacked beside it, then renamed). Returns the folder.
 */
export async function installPackage({ client, args, packagesDir, maxUnpackedBytes, signal }) {
  const pkg = updateArgsOf(args);
  const softDir = path.join(path.resolve(packagesDir), String(pkg.softId));
  const final = path.join(softDir, pkg.version);
  const download = path.join(softDir, `.download-${pkg.packageId}-${process.pid}.zip`);
  const staging = path.join(softDir, `.unpack-${pkg.version}-${process.pid}`);
  await mkdir(softDir, { recursive: true });
  try {
    const received = await client.downloadPackage(pkg.packageId, download, { maxBytes: pkg.size, signal });
    checkPackage(received, pkg);
    await rm(staging, { recursive: true, force: true });
    const unpacked = await safeUnzip(download, staging, { maxBytes: maxUnpackedBytes });
    await rm(final, { recursive: true, force: true });
    await rename(staging, final);
    return { dir: final, version: pkg.version, softId: pkg.softId, ...unpacked };
  } finally {
    await rm(download, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}
