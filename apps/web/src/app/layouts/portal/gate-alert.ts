import { dialogs } from '../../../lib/dialogs';
import { useUserStore } from '../../../stores/user-store';
import { decideGate } from './portal-gate';

/** Shows a refused gate's alert: spec §5's modal titled 提示, with its one button 确定. */
export function showGateAlert(title: string, text: string): void {
  dialogs.push({ kind: 'warning', title, content: text, okText: '确定' });
}

/** The session as the gate sees it. */
export function gateSession() {
  const { token, user } = useUserStore.getState();
  return { signedIn: Boolean(token), role: user?.role, expert: user?.expert === true };
}

/**
 * The check to run before going to a portal path: where to go (the path itself, or an expert's
 * 考核评分 for 考核中心); otherwise it shows the alert and answers null, so the caller stays put.
 */
export function passGate(pathname: string): string | null {
  const decision = decideGate(pathname, gateSession());
  if (decision.kind === 'open') return pathname;
  if (decision.kind === 'redirect') return decision.to;
  showGateAlert(decision.title, decision.text);
  return null;
}
