import { hash, verify, type Algorithm } from '@node-rs/argon2';

// argon2id with OWASP's minimum settings (19 MiB, 2 passes): ~30 ms a hash on this machine.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
