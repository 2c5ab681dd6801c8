import { Result } from 'antd';
import type { ResultProps } from 'antd';

import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import styles from './error-result.module.css';

/** The shared frame of the error pages: an antd Result centred on the page with a way home. */
export function ErrorResult({ status, title, subTitle }: Pick<ResultProps, 'status' | 'title' | 'subTitle'>) {
  return (
    <main className={styles.root}>
      <Result
        status={status}
        title={title}
        subTitle={subTitle}
        extra={
          <LinkButton to={paths.home} type="primary">
            返回首页
          </LinkButton>
        }
      />
    </main>
  );
}
