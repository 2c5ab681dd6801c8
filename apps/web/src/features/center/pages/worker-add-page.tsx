import { Tabs } from 'antd';

import { useUrlParam } from '../../../hooks/use-url-table-state';
import { AddWorkerForm } from '../components/add-worker-form';
import { EnterpriseOnly } from '../components/enterprise-only';
import { WorkerImport } from '../components/worker-import';

const TABS = ['one', 'import'] as const;

/** 添加员工: one by one, or many from an Excel sheet checked row by row first. The tab is in the URL. */
export function WorkerAddPage() {
  const [tab, setTab] = useUrlParam('tab');
  const active = (TABS as readonly string[]).includes(tab ?? '') ? tab! : 'one';
  return (
    <EnterpriseOnly what="添加员工">
      <Tabs
        activeKey={active}
        onChange={(key) => setTab(key === 'one' ? undefined : key)}
        items={[
          { key: 'one', label: '逐个添加', children: <AddWorkerForm /> },
          { key: 'import', label: 'Excel 导入', children: <WorkerImport /> },
        ]}
      />
    </EnterpriseOnly>
  );
}
