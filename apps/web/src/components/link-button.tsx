import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { To } from 'react-router-dom';

export type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: To; replace?: boolean };

/**
 * An antd button that is a real link (`<a href="#/…">`): in-app clicks navigate through the router,
 * while middle-click and Ctrl/⌘-click still open a new tab, and screen readers announce a link.
 */
export function LinkButton({ to, replace, ...props }: LinkButtonProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLElement>(to, replace === undefined ? {} : { replace });
  return <Button {...props} href={href} onClick={handleClick} />;
}
