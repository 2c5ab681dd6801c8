import { Link } from 'react-router-dom';
import type { LinkProps } from 'react-router-dom';

import button from './plain-button.module.css';

export interface PlainLinkButtonProps extends LinkProps {
  variant?: 'default' | 'primary' | 'ghost';
  size?: 'middle' | 'large';
}

/**
 * A router link that looks like antd's button, without antd: for pages that render none
 * (`under-antd.ts`). Like `LinkButton`, it is a real link, so middle-click and Ctrl/⌘-click open a
 * new tab and screen readers announce a link.
 */
export function PlainLinkButton({
  variant = 'default',
  size = 'middle',
  className,
  ...props
}: PlainLinkButtonProps) {
  const classes = [
    button.button,
    variant !== 'default' && button[variant],
    size === 'large' && button.large,
    className,
  ];
  return <Link {...props} className={classes.filter(Boolean).join(' ')} />;
}
