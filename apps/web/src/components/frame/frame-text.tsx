import { createContext, useContext } from 'react';

import { FRAME_SLOT_ATTRIBUTE } from '../../lib/session-frame';
import type { FrameSlot } from '../../lib/session-frame';

/** True while the build renders a signed-in page's first frame (`src/app/prerender-session.tsx`). */
export const InFrameContext = createContext(false);

/**
 * A text that depends on the session or the clock. The app renders it as it is; a frame rendered
 * at build time leaves an empty mark in its place, which the start-up script fills before the
 * frame is shown (`lib/session-frame.ts`).
 */
export function FrameText({ slot, children }: { slot: FrameSlot; children: string }) {
  const inFrame = useContext(InFrameContext);
  return inFrame ? <span {...{ [FRAME_SLOT_ATTRIBUTE]: slot }} /> : <>{children}</>;
}
