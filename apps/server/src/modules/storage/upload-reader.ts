import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type { FastifyRequest } from 'fastify';

import { badRequest, HttpError } from '../../lib/http-error.js';
import { PRIVATE_DIR, PRIVATE_FILE } from './storage-backend.js';
import type { UploadRules } from './upload-rules.js';

/** An upload received in full into a temp file; nothing has been decided about it yet. */
export interface SpooledUpload {
  /** The temp file: the caller moves it into a backend, and removes it in every case. */
  file: string;
  size: number;
  sha256: string;
  /** Valid UTF-8 without NUL from the first byte to the last. */
  text: boolean;
  /** The name the client gave the file: text to show, never a path. */
  fileName: string;
  /** The form's text fields (`name` in 存储管理). */
  fields: Record<string, string>;
}

export const NOT_MULTIPART = '请以 multipart/form-data 上传文件';
const ONE_FILE = '一次只能上传一个文件';
const TOO_MANY_FIELDS = '表单内容过多：请只提交文件及其名称';
const MALFORMED = '上传内容不完整或格式不正确，请重新上传';

/**
 * Receives the multipart file `rules.field` into a temp file under `tmpDir`, hashing it and
 * checking whether it is text on the way: memory stays at a chunk whatever the size, and the
 * size limit is busboy's, so nothing past `maxBytes` is kept. Fields may come before or after it.
 */
export async function receiveUpload(
  request: FastifyRequest,
  tmpDir: string,
  rules: UploadRules,
): Promise<SpooledUpload> {
  const missing = () => badRequest(rules.missingMessage, { [rules.field]: [rules.missingMessage] });
  if (!request.isMultipart()) throw badRequest(NOT_MULTIPART, { [rules.field]: [NOT_MULTIPART] });
  await mkdir(tmpDir, { recursive: true, mode: PRIVATE_DIR });
  const fields: Record<string, string> = {};
  let received: Omit<SpooledUpload, 'fields'> | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: rules.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname !== rules.field) {
        // Read to the end (and dropped): busboy moves on to the next part only then.
        part.file.resume();
      } else {
        received = { ...(await spool(part.file, tmpDir)), fileName: part.filename };
        if (part.file.truncated) throw tooLarge(rules);
      }
    }
  } catch (err) {
    if (received) await rm(received.file, { force: true });
    throw refusalOf(err, rules);
  }
  if (!received) throw missing();
  return { ...received, fields };
}

const tooLarge = (rules: UploadRules) =>
  new HttpError(413, rules.sizeMessage, { [rules.field]: [rules.sizeMessage] });

/**
 * The client's mistakes become 4xx in the error shape; the server's own (a full disk, a folder it
 * may not write) stay errors, logged and answered with 500.
 */
function refusalOf(err: unknown, rules: UploadRules): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(rules);
  if (code === 'FST_FILES_LIMIT') return badRequest(ONE_FILE, { [rules.field]: [ONE_FILE] });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest(TOO_MANY_FIELDS);
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code) && code !== 'ECONNRESET') return err;
  return badRequest(MALFORMED);
}

async function spool(stream: Readable, tmpDir: string) {
  const file = path.join(tmpDir, `${randomBytes(16).toString('hex')}.part`);
  const hash = createHash('sha256');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let size = 0;
  let text = true;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      if (text && chunk.includes(0)) text = false;
      if (text) {
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          text = false;
        }
      }
      done(null, chunk);
    },
  });
  const out = createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE });
  try {
    await pipeline(stream, inspect, out);
  } catch (err) {
    // A request cut short can fail the pipeline before the file is even open: removed only once
    // the stream has closed, or the file would appear after its removal.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await rm(file, { force: true });
    throw err;
  }
  if (text) {
    try {
      decoder.decode();
    } catch {
      text = false;
    }
  }
  return { file, size, sha256: hash.digest('hex'), text };
}
