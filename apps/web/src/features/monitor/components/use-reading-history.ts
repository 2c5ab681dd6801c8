import type { ServerStatus } from '@coalsim/contract';
import { useState } from 'react';

/** Five minutes of readings at one every five seconds. */
export const HISTORY_LENGTH = 60;

/**
 * The readings seen since the page opened, newest last, at most HISTORY_LENGTH: each new reading
 * (a new `time`) is added once, during render, so the charts move with the figures beside them.
 */
export function useReadingHistory(reading: ServerStatus | undefined): ServerStatus[] {
  const [history, setHistory] = useState<ServerStatus[]>([]);
  if (reading && history.at(-1)?.time !== reading.time) {
    setHistory([...history, reading].slice(-HISTORY_LENGTH));
  }
  return history;
}
