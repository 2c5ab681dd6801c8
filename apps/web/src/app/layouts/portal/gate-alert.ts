import { dialogs } from '../../../lib/dialogs';
import { useUserStore } from '../../../stores/user-store';
import { decideGate } from './portal-gate';

/** Shows a refused gate's alert: spec §5's modal titled 提示, with its one button 确定. */
export function showGateAlert(title: string, text: string): void {
  dialogs.push({ kind: 'warning', title, content: text, okText: '确定' });
}

/**
 * The check to run before going to a portal path: true when the way is open; otherwise it shows
 * the alert and returns false, so the caller stays put.
 */
export function passGate(pathname: string): boolean {
  const { token, user } = useUserStore.getState();
  const decision = decideGate(pathname, { signedIn: Boolean(token), role: user?.role });
  if (decision.kind === 'open') return true;
  showGateAlert(decision.title, decision.text);
  return false;
}
