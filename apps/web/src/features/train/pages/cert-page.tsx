import { PrinterOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { CertCheck } from '@coalsim/contract';
import { Button, QRCode, Tag } from 'antd';
import { useParams } from 'react-router-dom';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LoadFailed } from '../../../components/feedback/load-failed';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date-time';
import { useCert } from '../api/get-cert';
import styles from './cert-page.module.css';

export const CERT_UNKNOWN = '未找到该证书';
/** Beside a masked name: who sees it whole (the server decides; the page only explains). */
export const NAME_MASKED_NOTE = '持证人姓名已部分隐去：持证人本人或发证企业登录后查看、打印的证书显示全名。';

/** The address of a certificate's page, as its QR code carries it (the app routes by hash). */
export function certAddress(code: string): string {
  return `${window.location.origin}/#${paths.cert}/${code}`;
}

const day = (iso: string) => formatDateTime(iso).slice(0, 10);

function Certificate({ cert }: { cert: CertCheck }) {
  const address = certAddress(cert.code);
  const facts: [string, string][] = [
    ['持证人', cert.workerName],
    ['所在企业', cert.enterpriseName],
    ['培训计划', cert.planName],
    ['培训软件', cert.softName],
    ['培训学时', `${cert.hours} 学时`],
    // A plan with an exam is passed on both: the theory exam's score and the simulator's practical.
    ...(cert.theoryScore === null ? [] : [['理论考试成绩', `${cert.theoryScore} 分`] as [string, string]]),
    [cert.theoryScore === null ? '考核成绩' : '实操考核成绩', cert.score === null ? '-' : `${cert.score} 分`],
    ['发证日期', day(cert.issuedAt)],
    ['有效期至', cert.expiresAt ? day(cert.expiresAt) : '长期有效'],
    ...(cert.revokedAt ? [['撤销日期', day(cert.revokedAt)] as [string, string]] : []),
  ];
  return (
    <article className={styles.certificate} aria-label={`培训合格证书 ${cert.code}`}>
      <h1 className={styles.title}>培训合格证书</h1>
      <p className={styles.subtitle}>
        证书编号 {cert.code}{' '}
        {cert.revokedAt ? (
          <Tag color="error">已撤销</Tag>
        ) : cert.valid ? (
          <Tag color="success">有效</Tag>
        ) : (
          <Tag color="default">已过期</Tag>
        )}
      </p>
      <div className={styles.body}>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <figure className={styles.qr} aria-label="证书查验二维码">
          <QRCode value={address} size={132} bordered={false} type="canvas" />
          <figcaption>扫码查验本证书</figcaption>
        </figure>
      </div>
      <p className={styles.issuer}>
        发证单位：{cert.enterpriseName}
        <br />
        煤炭虚拟仿真空间 · 培训中心
      </p>
    </article>
  );
}

/**
 * /cert/:code — anyone may check a training certificate: who (the name masked, but for its holder
 * and the issuing enterprise signed in, who print it), which enterprise,
 * plan and software, hours, score, issued, valid until and whether it still is; printable, with a
 * QR code back to this page.
 */
export function CertPage() {
  const code = (useParams().code ?? '').toUpperCase();
  const { data, error, isPending, refetch } = useCert(code);

  if (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return (
        <div className={styles.page}>
          <EmptyState
            icon={<SafetyCertificateOutlined />}
            title={CERT_UNKNOWN}
            description={`没有编号为 ${code} 的证书：请核对证书编号（12 位字母或数字）后重试，或扫描证书上的二维码。`}
            actions={<LinkButton to={paths.home}>返回首页</LinkButton>}
          />
        </div>
      );
    }
    return (
      <div className={styles.page}>
        <LoadFailed
          icon={<SafetyCertificateOutlined />}
          title="证书查验失败"
          description={error.message}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (isPending) {
    return (
      <div className={styles.page} role="status" aria-label="证书查验中">
        <div className={styles.certificate} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.actions}>
        {data.nameMasked && <p className={styles.note}>{NAME_MASKED_NOTE}</p>}
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印证书
        </Button>
      </div>
      <Certificate cert={data} />
    </div>
  );
}
