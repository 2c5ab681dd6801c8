import { BarChartOutlined } from '@ant-design/icons';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LinkButton } from '../../../components/link-button';
import { PageBanner } from '../../../components/page-banner/page-banner';
import { paths } from '../../../config/paths';
import styles from './stats-page.module.css';

/**
 * 统计分析 (enterprise users only; the portal shell enforces the gate). The charts arrive with the
 * training and device data they are drawn from; until then the page says what they will show.
 */
export function StatsPage() {
  return (
    <>
      <PageBanner title="统计分析" lead="基于本企业自己的培训、软件与设备数据，按月查看实训成效。" />
      <div className={styles.page}>
        <EmptyState
          level={2}
          icon={<BarChartOutlined />}
          badge="建设中"
          title="统计图表即将上线"
          description="培训计划与培训记录开放后，这里会根据本企业的真实数据自动生成以下统计："
          items={['每月培训学时趋势', '培训合格率', '软件使用排行', '各部门员工分布', '仿真设备状态概览']}
          actions={
            <LinkButton to={paths.soft} type="primary">
              浏览软件中心
            </LinkButton>
          }
        />
      </div>
    </>
  );
}
