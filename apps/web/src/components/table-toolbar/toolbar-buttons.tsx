import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';

import { Permission } from '../permission/permission';

/** 新增 in a list page's toolbar, shown only with the page's add permission. */
export function AddButton({ permission, onClick }: { permission: readonly string[]; onClick: () => void }) {
  return (
    <Permission value={permission}>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onClick}>
        新增
      </Button>
    </Permission>
  );
}

/** 导出: the list as filtered, as an xlsx download (the list permission suffices). */
export function ExportButton({ exporting, onExport }: { exporting: boolean; onExport: () => void }) {
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={onExport}>
      导出
    </Button>
  );
}
