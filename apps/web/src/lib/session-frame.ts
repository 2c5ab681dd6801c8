/**
 * What a signed-in page's first frame (`build/session-frames.ts`) cannot know when it is built:
 * who is signed in and what time it is. The frame marks those places with `FRAME_SLOT_ATTRIBUTE`;
 * the start-up script in index.html fills them from the session's early `auth/info` answer and the
 * clock before it shows the frame, and the app renders the same texts from the same tables here.
 * No imports and plain data: the build writes these tables into that script.
 */

export const FRAME_SLOT_ATTRIBUTE = 'data-frame-slot';

/**
 * Where that script leaves a promise that settles once a frame is on its way to the screen or
 * will not be shown: the page's scripts are requested after it (`build/first-paint-html.ts`).
 */
export const FRAME_SETTLED_GLOBAL = '__coalsimFrameSettled';

/** The account's name as the pages show it, its first character (the avatar's), the greeting, the date. */
export type FrameSlot = 'name' | 'initial' | 'greeting' | 'today';

/** A greeting per part of the day: the first whose hour bound lies above the hour. */
export const GREETINGS: readonly (readonly [belowHour: number, text: string])[] = [
  [6, '夜深了'],
  [12, '早上好'],
  [18, '下午好'],
  [24, '晚上好'],
];

export function greetingAt(hour: number): string {
  return GREETINGS.find(([below]) => hour < below)?.[1] ?? GREETINGS.at(-1)![1];
}

/** The date as the back office's home page heads it: 2026年12月2日星期三. */
export const TODAY_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'full' };

/** The name shown for an account: its nickname, else its username. */
export function displayName(
  user: { nickName?: string | null; username?: string } | null | undefined,
): string {
  return user?.nickName || user?.username || '';
}

/** The letter in an avatar without a picture. */
export const initialOf = (name: string): string => name.slice(0, 1) || '用';
