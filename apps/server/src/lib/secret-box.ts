import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets the server must read back (app secrets: the open API checks HMAC signatures
 * with them, so a hash would not do). AES-256-GCM under a key derived with HKDF from the server's
 * key (lib/secret-key.ts), so the captcha signatures and these ciphertexts never share a key.
 * Sealed text is `v1.<iv>.<tag>.<ciphertext>`, base64url: the version lets the scheme change.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text; throws on anything not sealed by this box (tampered, other key). */
  open(sealed: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const INFO = 'coalsim/app-secret/aes-256-gcm';

export function createSecretBox(serverKey: Buffer): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), INFO, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0) {
        throw new Error('not a sealed secret of this server');
      }
      // A fixed tag length: a truncated tag would otherwise be accepted, and be easier to forge.
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
