import { CheckOutlined, SendOutlined } from '@ant-design/icons';
import type { SoftDetail } from '@coalsim/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { PlainButton } from '../../../components/plain/plain-button';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { toasts } from '../../../lib/toasts';
import { useUserStore } from '../../../stores/user-store';
import { softDetailQueryOptions } from '../api/get-soft-detail';
import { useRequestGrant } from '../api/request-grant';
import styles from './request-use.module.css';

/**
 * Account type 2 (the contract's ACCOUNT_TYPE.enterprise), spelled here: the detail page keeps the
 * contract's runtime (and zod) out of its chunk.
 */
const ENTERPRISE_ACCOUNT = 2;

export const REQUEST_SENT = '申请已提交，等待开发单位审批';
/** The button of a page whose software the enterprise has asked for (the server says so). */
export const REQUEST_PENDING = '已申请（待审核）';
export const PENDING_HINT = '贵企业的使用申请正在等待开发单位审批，审批结果可在';
const MY_GRANTS = `${paths.center}/my-soft`;

/** Why an enterprise that is not verified cannot ask yet, and where it fixes that. */
const UNVERIFIED_HINT = {
  pending: '企业认证审核中，认证通过后即可申请使用软件。',
  rejected: '企业认证未通过，请在企业信息中修改资料后重新提交认证，通过后即可申请使用。',
} as const;

/**
 * 申请使用: a signed-in enterprise asks the vendor for the right to use this software. Not shown to
 * visitors, staff, individual accounts or the vendor itself (it already holds a grant to its
 * own software). The page's answer says whether a request is pending or a grant valid, so a
 * reload shows 已申请（待审核） rather than a button that can only be refused. The vendor decides
 * in its 考核中心; the answer shows in 我的接入. Drawn without antd, as the detail page is.
 */
export function RequestUse({ soft }: { soft: SoftDetail }) {
  const user = useUserStore((s) => s.user);
  const queryClient = useQueryClient();
  const request = useRequestGrant();
  const [sent, setSent] = useState<string>();

  const enterprise = user?.role === ENTERPRISE_ACCOUNT ? user.enterprise : null;
  if (!enterprise || enterprise.id === soft.vendor.id) return null;

  if (enterprise.status !== 'verified') {
    return (
      <div className={styles.box}>
        <PlainButton size="large" icon={<SendOutlined />} disabled>
          申请使用
        </PlainButton>
        <p className={styles.hint}>
          {UNVERIFIED_HINT[enterprise.status]}
          <Link to={`${paths.center}/company`}>查看企业信息</Link>
        </p>
      </div>
    );
  }

  if (soft.grant === 'granted') {
    return (
      <div className={styles.box}>
        <PlainButton size="large" icon={<CheckOutlined />} disabled>
          已获授权
        </PlainButton>
        <p className={styles.hint}>
          贵企业已获得该软件的使用授权，授权数量与有效期见
          <Link to={MY_GRANTS}>我的接入</Link>
        </p>
      </div>
    );
  }

  const detailKey = softDetailQueryOptions(soft.id).queryKey;
  const ask = () =>
    request.mutate(soft.id, {
      onSuccess: () => {
        // The page's own answer now says pending, as the next read (a reload) will.
        queryClient.setQueryData(detailKey, (d) => (d ? { ...d, grant: 'pending' as const } : d));
        setSent(`${REQUEST_SENT}，审批结果可在个人中心“我的接入”中查看。`);
        toasts.push({ kind: 'success', text: REQUEST_SENT });
      },
      // 409: a request is already pending or a grant is valid (asked elsewhere since this page
      // was read); the notice has said which, and the page reads its state again.
      onError: (error) => {
        if (!isApiError(error) || error.status !== 409) return;
        setSent(error.message);
        void queryClient.invalidateQueries({ queryKey: detailKey });
      },
    });

  const pending = soft.grant === 'pending';
  return (
    <div className={styles.box}>
      <PlainButton
        size="large"
        icon={<SendOutlined />}
        busy={request.isPending}
        disabled={pending || sent !== undefined}
        onClick={ask}
      >
        {pending ? REQUEST_PENDING : sent === undefined ? '申请使用' : '已申请'}
      </PlainButton>
      {sent !== undefined ? (
        <p className={styles.hint} role="status">
          {sent}
        </p>
      ) : (
        pending && (
          <p className={styles.hint} role="status">
            {PENDING_HINT}
            <Link to={MY_GRANTS}>我的接入</Link>
            中查看。
          </p>
        )
      )}
    </div>
  );
}
