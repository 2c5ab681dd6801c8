import type { ReactNode } from 'react';

import { PlainButton } from '../plain/plain-button';
import { EmptyState } from './empty-state';

/**
 * A query that failed: say so, and offer to try again (the request layer already showed why). Its
 * button is drawn without antd, so pages that render none can show it too.
 */
export function LoadFailed({
  icon,
  title,
  description,
  onRetry,
  level,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  onRetry: () => void;
  level?: 1 | 2 | 3;
}) {
  return (
    <EmptyState
      level={level}
      icon={icon}
      title={title}
      description={description}
      actions={
        <PlainButton variant="primary" onClick={onRetry}>
          重新加载
        </PlainButton>
      }
    />
  );
}
