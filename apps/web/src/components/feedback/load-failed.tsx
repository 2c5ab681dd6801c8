import { Button } from 'antd';
import type { ReactNode } from 'react';

import { EmptyState } from './empty-state';

/** A query that failed: say so, and offer to try again (the request layer already showed why). */
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
        <Button type="primary" onClick={onRetry}>
          重新加载
        </Button>
      }
    />
  );
}
