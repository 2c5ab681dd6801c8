import { BankOutlined } from '@ant-design/icons';
import { ACCOUNT_TYPE } from '@coalsim/contract';
import type { Company } from '@coalsim/contract';
import { Alert, App, Button, Form, Skeleton } from 'antd';
import { useEffect, useState } from 'react';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LoadFailed } from '../../../components/feedback/load-failed';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useUserStore } from '../../../stores/user-store';
import { useCompany } from '../api/get-company';
import { useResubmitCompany } from '../api/resubmit-company';
import { useUpdateCompany } from '../api/update-company';
import { CompanyForm, toBody, toValues } from '../components/company-form';
import type { CompanyValues } from '../components/company-form';
import { CompanyStatus } from '../components/company-status';
import { LogoUpload } from '../components/logo-upload';
import styles from './center-pages.module.css';

/**
 * The session's copy of the enterprise (name and verification, from auth/info) follows what this
 * page reads and saves, so 个人信息 and the portal's gates show the review's outcome at once.
 */
function syncSessionEnterprise(company: Company) {
  const { user, setUser } = useUserStore.getState();
  if (!user?.enterprise) return;
  const { name, status, rejectReason } = company;
  const was = user.enterprise;
  if (was.name === name && was.status === status && was.rejectReason === rejectReason) return;
  setUser({ ...user, enterprise: { ...was, name, status, rejectReason } });
}

/**
 * One version of the profile (the page keys it by `updateTime`): a save or a reload that brings a
 * new version starts a fresh form from it.
 */
function CompanyEditor({ company, onReload }: { company: Company; onReload: () => Promise<unknown> }) {
  const [form] = Form.useForm<CompanyValues>();
  const { message } = App.useApp();
  // 409 without field errors: someone saved after this form was loaded.
  const [stale, setStale] = useState<string>();

  const save = useUpdateCompany({
    onSuccess: (saved) => {
      syncSessionEnterprise(saved);
      void message.success('企业信息已保存');
    },
    onError: (error) => {
      if (!applyFieldErrors(form, error) && error.status === 409) setStale(error.message);
    },
  });
  const resubmit = useResubmitCompany({
    onSuccess: (submitted) => {
      syncSessionEnterprise(submitted);
      void message.success('已重新提交，请等待平台审核');
    },
  });

  const unsaved = () => {
    const loaded = toValues(company);
    return (Object.keys(loaded) as (keyof CompanyValues)[]).some(
      (key) => JSON.stringify(form.getFieldValue(key) ?? '') !== JSON.stringify(loaded[key] ?? ''),
    );
  };
  const onResubmit = () => {
    // What the reviewer reads is what is saved: edits still in the form would not be seen.
    if (unsaved()) void message.warning('请先保存对企业资料的修改，再重新提交审核');
    else resubmit.mutate();
  };

  return (
    <div className={styles.company}>
      <CompanyStatus company={company} resubmitting={resubmit.isPending} onResubmit={onResubmit} />
      {stale && (
        <Alert
          showIcon
          type="warning"
          title={stale}
          description={
            <>
              <p className={styles.staleText}>重新加载后显示最新的企业信息，本次未保存的修改需要重新填写。</p>
              <Button onClick={() => void onReload().then(() => setStale(undefined))}>重新加载</Button>
            </>
          }
        />
      )}
      <LogoUpload logo={company.logo} />
      <CompanyForm
        form={form}
        company={company}
        saving={save.isPending}
        onSave={(values) => save.mutate(toBody(values, company))}
      />
    </div>
  );
}

/** 企业信息: an enterprise user's own enterprise, its review by the platform, and its profile. */
export function CompanyPage() {
  const user = useUserStore((s) => s.user);
  const isEnterprise = user?.role === ACCOUNT_TYPE.enterprise && user.enterprise !== null;
  const company = useCompany(isEnterprise);

  useEffect(() => {
    if (company.data) syncSessionEnterprise(company.data);
  }, [company.data]);

  if (!user) return null;
  if (!isEnterprise) {
    return (
      <EmptyState
        level={2}
        icon={<BankOutlined />}
        title="企业信息仅面向企业用户"
        description="企业用户在这里维护本企业的资料并查看平台认证状态。如需以企业身份入驻，请使用企业用户账号登录，或注册时选择“企业用户”。"
        actions={
          <LinkButton to={paths.soft} type="primary">
            去软件中心看看
          </LinkButton>
        }
      />
    );
  }
  if (company.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (company.isError) {
    return (
      <LoadFailed
        level={2}
        icon={<BankOutlined />}
        title="企业信息加载失败"
        description="请检查网络后重新加载。"
        onRetry={() => void company.refetch()}
      />
    );
  }
  return <CompanyEditor key={company.data.updateTime} company={company.data} onReload={company.refetch} />;
}
