import { ExportOutlined, FileTextOutlined } from '@ant-design/icons';
import { endpointPaths } from '@coalsim/contract';
import { Button, Card, Space, Typography } from 'antd';

import styles from './api-docs-page.module.css';

/** Where the bundled Swagger UI lives (/doc.html sends the browser there). */
const VIEWER = '/doc/';

/**
 * API 文档 (tools/swagger/index): the Swagger UI over the contract's OpenAPI document, framed in
 * the back office as eladmin does, and a tab of its own for those who read it at length.
 */
export function ApiDocsPage() {
  return (
    <Card
      variant="borderless"
      title="API 文档"
      extra={
        <Space wrap>
          <Button
            href={endpointPaths.getOpenApi.path}
            target="_blank"
            rel="noreferrer"
            icon={<FileTextOutlined aria-hidden />}
          >
            OpenAPI 文档
          </Button>
          <Button
            type="primary"
            href={endpointPaths.getDocsPage.path}
            target="_blank"
            rel="noreferrer"
            icon={<ExportOutlined aria-hidden />}
          >
            在新窗口打开
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        接口由契约生成，标明每个接口的调用权限；需要登录的接口请点右上角
        Authorize，填入登录接口返回的令牌（去掉开头的 Bearer 和空格）。
      </Typography.Paragraph>
      <iframe className={styles.viewer} src={VIEWER} title="API 文档" />
    </Card>
  );
}
