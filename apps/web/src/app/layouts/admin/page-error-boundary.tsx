import { Button, Result } from 'antd';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Keeps one page's failure (usually its code chunk gone after a deployment) inside its tab: the
 * sidebar, the tabs and the other cached pages stay usable.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Nothing else reports it: the console is where a developer or a support call looks.
    console.error('admin page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Result
        status="500"
        title="页面加载失败"
        subTitle="请检查网络后重新加载；如果问题持续出现，请联系平台管理员。"
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            重新加载
          </Button>
        }
      />
    );
  }
}
