import styles from './plain-spinner.module.css';

interface PlainSpinnerProps {
  size?: 'small' | 'default' | 'large';
  className?: string | undefined;
}

/**
 * antd's Spin indicator without antd, for what the first load of every page holds (the route
 * loading fallback) and the sign-in page, which load no antd. Decorative: the caller names the state.
 */
export function PlainSpinner({ size = 'default', className }: PlainSpinnerProps) {
  const sized = size === 'default' ? '' : styles[size];
  return (
    <span className={[styles.spinner, sized, className].filter(Boolean).join(' ')} aria-hidden>
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}
