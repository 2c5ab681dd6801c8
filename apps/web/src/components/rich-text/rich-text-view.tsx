import styles from './rich-text-view.module.css';

/**
 * Rich text (a software's description, a news body) as the server stored it. The server is the
 * sanitiser: every write passes its allow-list (paragraphs, h2–h4, lists, links, pictures from our
 * own storage, tables), so what arrives here is safe to render as HTML. No editor code comes
 * with this: the portal's detail pages stay light.
 */
export function RichTextView({
  html,
  className,
  label,
}: {
  /** Sanitised HTML from the API. */
  html: string;
  className?: string;
  /** Names the region for assistive technology when the page has no heading right above it. */
  label?: string;
}) {
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      aria-label={label}
      role={label ? 'region' : undefined}
      // Sanitised on the server on every write (apps/server/src/lib/rich-text.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
