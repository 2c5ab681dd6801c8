/** A signed-in browser: one per login, listed as an online user and revocable. */
export interface SessionRecord {
  id: string;
  userId: number;
  tokenHash: string;
  ip: string | null;
  userAgent: string | null;
  loginTime: Date;
  lastSeen: Date;
  expiresAt: Date;
}

export type NewSession = Pick<SessionRecord, 'tokenHash' | 'userId' | 'ip' | 'userAgent' | 'expiresAt'>;

export interface Counter {
  count: number;
  resetAt: Date;
}

/**
 * What sign-in keeps between requests: sessions, used captchas and failure counters. The
 * database holds them by default; Redis when REDIS_URL is set, so several instances share them.
 */
export interface AuthStore {
  createSession(session: NewSession): Promise<SessionRecord>;
  /** Live sessions only: an expired one is never returned. */
  findSession(tokenHash: string): Promise<SessionRecord | undefined>;
  extendSession(session: SessionRecord, expiresAt: Date): Promise<void>;
  revokeSession(tokenHash: string): Promise<void>;
  /** Returns the user ids whose sessions were revoked. */
  revokeSessionsById(ids: readonly string[]): Promise<number[]>;
  revokeUserSessions(userId: number, exceptTokenHash?: string): Promise<void>;
  /** Every live session, newest sign-in first. */
  listSessions(): Promise<SessionRecord[]>;

  /**
   * Marks a one-time nonce (a captcha's, a backup download ticket's) as used until it expires;
   * true only the first time, so it is good for one use, on whichever instance it comes.
   */
  useOnce(nonce: string, expiresAt: Date): Promise<boolean>;

  /** Adds one to a fixed-window counter, starting a window of `windowMs` when none is open. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /**
   * Takes back one `hit` of an open window, never below zero: an attempt that reserved its place
   * before being checked (sign-in) and turned out not to count.
   */
  release(key: string): Promise<void>;
  peek(key: string): Promise<Counter | undefined>;
  clear(key: string): Promise<void>;

  close(): Promise<void>;
}
