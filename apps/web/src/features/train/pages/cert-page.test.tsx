import type { CertCheck } from '@coalsim/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { CERT_UNKNOWN, CertPage, NAME_MASKED_NOTE } from './cert-page';

const CERT: CertCheck = {
  code: 'B68E77DD739D',
  workerName: '李*',
  nameMasked: true,
  enterpriseName: '示例煤业集团',
  planName: '瓦斯抽采实操考核',
  softName: '矿井瓦斯抽采系统仿真平台',
  hours: 1.3,
  score: 88,
  theoryScore: null,
  issuedAt: '2026-11-28T02:00:00.000Z',
  expiresAt: '2026-11-30T02:00:00.000Z',
  revokedAt: null,
  valid: false,
};

describe('证书查验', () => {
  it('says a certificate the enterprise withdrew is revoked, and since when', async () => {
    const revoked = { ...CERT, expiresAt: null, revokedAt: '2026-11-29T03:00:00.000Z', valid: false };
    mockApi({ 'GET /api/portal/cert/B68E77DD739D': { status: 200, data: revoked } });
    renderPage(<CertPage />, '/cert/B68E77DD739D', '/cert/:code');
    const cert = await screen.findByRole('article', { name: '培训合格证书 B68E77DD739D' });
    expect(cert).toHaveTextContent('已撤销');
    expect(cert).toHaveTextContent('撤销日期2026-11-29');
    expect(cert).not.toHaveTextContent('已过期');
  });

  it('shows the certificate with its masked holder, hours, score, dates and that it has expired', async () => {
    mockApi({ 'GET /api/portal/cert/B68E77DD739D': { status: 200, data: CERT } });
    renderPage(<CertPage />, '/cert/b68e77dd739d', '/cert/:code');
    const cert = await screen.findByRole('article', { name: '培训合格证书 B68E77DD739D' });
    for (const text of [
      '李*',
      '示例煤业集团',
      '瓦斯抽采实操考核',
      '1.3 学时',
      '88 分',
      '2026-11-30',
      '已过期',
    ]) {
      expect(cert).toHaveTextContent(text);
    }
    expect(within(cert).getByRole('figure', { name: '证书查验二维码' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /打印证书/ })).toBeInTheDocument();
    // Beside the print button (not on the printed certificate): who sees the whole name.
    expect(screen.getByText(NAME_MASKED_NOTE)).toBeInTheDocument();
    expect(cert).not.toHaveTextContent(NAME_MASKED_NOTE);
  });

  it('shows the theory exam beside the practical when the plan had an exam', async () => {
    const examined = { ...CERT, theoryScore: 92.5 };
    mockApi({ 'GET /api/portal/cert/B68E77DD739D': { status: 200, data: examined } });
    renderPage(<CertPage />, '/cert/B68E77DD739D', '/cert/:code');
    const cert = await screen.findByRole('article', { name: '培训合格证书 B68E77DD739D' });
    expect(cert).toHaveTextContent('理论考试成绩92.5 分');
    expect(cert).toHaveTextContent('实操考核成绩88 分');
  });

  it('prints the whole name when the server gives it (the holder or its enterprise asks)', async () => {
    const own = { ...CERT, workerName: '李明', nameMasked: false };
    mockApi({ 'GET /api/portal/cert/B68E77DD739D': { status: 200, data: own } });
    renderPage(<CertPage />, '/cert/B68E77DD739D', '/cert/:code');
    const cert = await screen.findByRole('article', { name: '培训合格证书 B68E77DD739D' });
    expect(within(cert).getByText('持证人').nextElementSibling).toHaveTextContent(/^李明$/);
    expect(screen.queryByText(NAME_MASKED_NOTE)).not.toBeInTheDocument();
  });

  it('says so for a code nobody was given', async () => {
    mockApi({
      'GET /api/portal/cert/ABCDEF123456': {
        status: 404,
        data: { status: 404, message: '未找到该证书，请核对证书编号后重试', timestamp: 0 },
      },
    });
    renderPage(<CertPage />, '/cert/ABCDEF123456', '/cert/:code');
    expect(await screen.findByRole('heading', { name: CERT_UNKNOWN })).toBeInTheDocument();
    expect(screen.getByText(/没有编号为 ABCDEF123456 的证书/)).toBeInTheDocument();
  });
});
