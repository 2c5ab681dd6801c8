import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** A download address lives this long: the browser follows it at once. */
export const TICKET_TTL_MS = 60_000;

export interface TicketClaim {
  backupId: number;
  userId: number;
  expiresAt: Date;
  /** Marked used on first use (AuthStore.useOnce), on whichever instance it comes. */
  nonce: string;
}

/**
 * One-time tickets for a backup's download: the caller proves itself (session, permission and
 * password typed again) when asking for one; the browser then fetches the file by a plain link
 * and streams it to disk, as it cannot send the session's header with a link. A ticket names the
 * backup and the account and is signed with a key of its own derived from the server's key, so it
 * is checked without a lookup; its nonce makes it good once.
 */
export function createDownloadTickets(serverKey: Buffer) {
  const key = Buffer.from(
    hkdfSync('sha256', serverKey, Buffer.alloc(0), 'coalsim/backup-download-ticket', 32),
  );
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  return {
    issue(backupId: number, userId: number, now = Date.now()) {
      const expiresAt = new Date(now + TICKET_TTL_MS);
      const body = `${backupId}.${userId}.${expiresAt.getTime().toString(36)}.${randomBytes(12).toString('hex')}`;
      return { ticket: `${body}.${mac(body)}`, expiresAt };
    },
    /** The claim of a ticket this server signed and that has not lapsed; undefined otherwise. */
    read(ticket: string, now = Date.now()): TicketClaim | undefined {
      const match = /^(\d{1,16})\.(\d{1,16})\.([0-9a-z]{1,12})\.([0-9a-f]{24})\.([\w-]{43})$/.exec(ticket);
      if (!match) return undefined;
      const expected = Buffer.from(mac(match.slice(1, 5).join('.')));
      const given = Buffer.from(match[5]!);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const expiresAt = new Date(parseInt(match[3]!, 36));
      if (expiresAt.getTime() <= now) return undefined;
      return { backupId: Number(match[1]), userId: Number(match[2]), expiresAt, nonce: match[4]! };
    },
  };
}

export type DownloadTickets = ReturnType<typeof createDownloadTickets>;
