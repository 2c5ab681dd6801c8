import { ApiOutlined } from '@ant-design/icons';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LinkButton } from '../../../components/link-button';
import { PageBanner } from '../../../components/page-banner/page-banner';
import { paths } from '../../../config/paths';
import styles from './access-page.module.css';

/** 软件接入 (考核中心 in the navigation; enterprise users only, gated by the portal shell). */
export function AccessPage() {
  return (
    <>
      <PageBanner
        title="软件接入"
        lead="企业将自研的虚拟仿真软件接入平台：提交申请、专家考核，通过后在软件中心发布。"
      />
      <div className={styles.page}>
        <EmptyState
          level={2}
          icon={<ApiOutlined />}
          badge="建设中"
          title="软件接入申请即将开放"
          description="开放后，企业用户可以在这里："
          items={[
            '新建接入申请，选择本企业的软件并提交',
            '查看申请状态：草稿、已提交、考核中、已通过、未通过',
            '查看考核安排：考核团队、考核房间与评分结果',
            '考核通过后获取接入密钥，用于软件回传训练数据',
          ]}
          actions={
            <LinkButton to={paths.soft} type="primary">
              看看已发布的软件
            </LinkButton>
          }
        />
      </div>
    </>
  );
}
