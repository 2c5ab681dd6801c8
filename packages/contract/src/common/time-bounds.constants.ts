/**
 * Times in ms since the epoch, bounded to what the domain can mean. Unbounded, a number past
 * JavaScript's last date (8.64e15) became an Invalid Date on the server and a 500; a session dated
 * next year was stored and counted as passed.
 */
export const EARLIEST_TIME_MS = Date.UTC(2000, 0, 1);
/** Plans and filters reach no further than this. */
export const LATEST_TIME_MS = Date.UTC(2100, 0, 1);
/** A reported or entered session may be dated at most this far ahead (a device's clock may be off). */
export const SESSION_AHEAD_MS = 24 * 3_600_000;
