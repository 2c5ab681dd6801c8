import { TeamOutlined } from '@ant-design/icons';
import { WORKER_STATUS_LABELS } from '@coalsim/contract';
import type { Worker } from '@coalsim/contract';
import { Button, Space, Tag } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';

import { LinkButton } from '../../../components/link-button';
import { ListTable } from '../../../components/list-table/list-table';
import type {
  ListEmptyTexts,
  ListTableProps,
  SortedListTableState,
} from '../../../components/list-table/list-table';
import { paths } from '../../../config/paths';
import styles from './org.module.css';

const EMPTY: ListEmptyTexts = {
  icon: <TeamOutlined />,
  failedTitle: '员工读取失败',
  noMatch: { title: '没有符合条件的员工', description: '换个部门或条件再查，或点“重置”查看全部员工。' },
  nothingYet: {
    title: '还没有员工',
    description: '逐个添加员工，或下载模板后用 Excel 批量导入。',
    actions: (
      <LinkButton to={paths.centerWorkerAdd} type="primary">
        添加员工
      </LinkButton>
    ),
  },
};

interface WorkersTableProps {
  table: SortedListTableState;
  list: ListTableProps<Worker>['list'];
  density: NonNullable<TableProps['size']>;
  opening: number | undefined;
  onOpenAccount: (worker: Worker) => void;
  onEdit: (worker: Worker) => void;
  onDelete: (worker: Worker) => void;
}

const dash = (value: string | null | undefined) => value || <span className={styles.muted}>-</span>;

/** 员工管理's table: the id card comes masked from the server; 账号 is the login or a way to open one. */
export function WorkersTable(props: WorkersTableProps) {
  const { table, list, density, opening, onOpenAccount, onEdit, onDelete } = props;
  const columns: TableColumnsType<Worker> = [
    {
      title: '工号',
      dataIndex: 'employeeNo',
      key: 'employeeNo',
      width: 110,
      sorter: true,
      sortOrder: table.sortOrderOf('employeeNo'),
    },
    {
      // Beside the department tree the list has about 580 px at 1440: 性别 and 状态 go with the
      // name, the id card under the phone, the post under the department, so nothing scrolls.
      title: '姓名',
      dataIndex: 'name',
      key: 'name',
      width: 120,
      sorter: true,
      sortOrder: table.sortOrderOf('name'),
      render: (name: string, w) => (
        <>
          <div>
            {name}{' '}
            <Tag color={w.status === 'active' ? 'success' : 'default'}>{WORKER_STATUS_LABELS[w.status]}</Tag>
          </div>
          {w.gender && <div className={styles.muted}>{w.gender}</div>}
        </>
      ),
    },
    {
      title: '手机 / 身份证号',
      key: 'contact',
      width: 170,
      render: (_, w) => (
        <>
          <div>{dash(w.phone)}</div>
          {w.idCard && (
            <div className={`${styles.mono} ${styles.muted}`} style={{ wordBreak: 'break-all' }}>
              {w.idCard}
            </div>
          )}
        </>
      ),
    },
    {
      title: '部门 / 岗位',
      key: 'dept',
      width: 150,
      render: (_, w) => (
        <>
          <div>{dash(w.dept?.name)}</div>
          <div className={styles.muted}>{w.post?.name ?? '-'}</div>
        </>
      ),
    },
    {
      title: '入职日期',
      dataIndex: 'hiredOn',
      key: 'hiredOn',
      width: 120,
      sorter: true,
      sortOrder: table.sortOrderOf('hiredOn'),
      render: dash,
    },
    {
      title: '账号',
      key: 'account',
      width: 130,
      render: (_, w) =>
        w.account ? (
          <span className={w.account.enabled ? undefined : styles.muted}>
            {w.account.username}
            {!w.account.enabled && '（已停用）'}
          </span>
        ) : (
          <Button
            size="small"
            loading={opening === w.id}
            disabled={w.status === 'left'}
            aria-label={`开通账号 ${w.name}`}
            onClick={() => onOpenAccount(w)}
          >
            开通账号
          </Button>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, w) => (
        <Space size={0}>
          <Button type="link" size="small" aria-label={`编辑 ${w.name}`} onClick={() => onEdit(w)}>
            编辑
          </Button>
          <Button type="link" size="small" danger aria-label={`删除 ${w.name}`} onClick={() => onDelete(w)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <ListTable<Worker>
      aria-label="员工"
      table={table}
      list={list}
      empty={EMPTY}
      size={density}
      columns={columns}
    />
  );
}
