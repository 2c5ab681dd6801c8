import { Link } from 'react-router-dom';
import type { LinkProps } from 'react-router-dom';

import { plainButtonClass } from './plain-button';
import type { PlainButtonLook } from './plain-button';

export type PlainLinkButtonProps = LinkProps & PlainButtonLook;

/**
 * A router link that looks like antd's button, without antd: for pages that render none
 * (`under-antd.ts`). Like `LinkButton`, it is a real link, so middle-click and Ctrl/⌘-click open a
 * new tab and screen readers announce a link.
 */
export function PlainLinkButton({ variant, size, className, ...props }: PlainLinkButtonProps) {
  return <Link {...props} className={plainButtonClass({ variant, size }, className)} />;
}
