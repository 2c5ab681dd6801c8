import { CodeOutlined, EyeOutlined, LeftOutlined, SaveOutlined } from '@ant-design/icons';
import { genSettingsSchema, permissions, SUPER_ADMIN } from '@coalsim/contract';
import type { GenColumnSettings, GenConfig } from '@coalsim/contract';
import { Alert, Button, Card, Form, Input, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LoadFailed } from '../../../components/feedback/load-failed';
import { LinkButton } from '../../../components/link-button';
import { useCheckPermission } from '../../../components/permission/permission';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { isApiError } from '../../../lib/api-error';
import { requiredRule } from '../../../lib/form-rules';
import { schemaRule } from '../../../lib/schema-rules';
import { useGenConfig } from '../api/get-gen-config';
import { useSaveGenConfig } from '../api/save-gen-config';
import { GenColumnsTable } from '../components/gen-columns-table';
import type { ColumnChange } from '../components/gen-columns-table';
import styles from '../components/generator.module.css';
import { PreviewModal } from '../components/preview-modal';
import { GENERATOR_LIST_PATH } from '../utils/table-path';

const EDIT = [SUPER_ADMIN, permissions.generator.edit];

type Settings = Pick<GenConfig, 'moduleName' | 'label' | 'apiPath' | 'permissionPrefix'>;

const SETTINGS: { name: keyof Settings; label: string; extra: string }[] = [
  { name: 'moduleName', label: '模块名', extra: '文件所在的目录，如 mine → modules/mine、features/mine' },
  { name: 'label', label: '功能名称', extra: '页面标题和菜单名称，如 矿井' },
  { name: 'apiPath', label: '接口路径', extra: '如 /api/mineSite' },
  {
    name: 'permissionPrefix',
    label: '权限前缀',
    extra: '也是代码中的实体名：mineSite → MineSite、mineSite:list',
  },
];

/** What the generated module offers, as the notes' heading says it. */
const OFFERS: Record<GenConfig['mode'], string> = {
  crud: '生成的模块可以查询、导出、新增、编辑和删除，以下内容不在其中',
  edit: '生成的模块没有新增，只能查询、导出、编辑和删除',
  read: '生成的模块只能查询和导出',
};

const settingsOf = (columns: GenConfig['columns']): Record<string, GenColumnSettings> =>
  Object.fromEntries(
    columns.map(
      ({ columnName, label, listShow, formShow, queryShow, queryType, formType, dictName, notNull }) => [
        columnName,
        { columnName, label, listShow, formShow, queryShow, queryType, formType, dictName, notNull },
      ],
    ),
  );

/** The editor of one table's configuration; mounted again after each save with what was saved. */
function ConfigEditor({ config }: { config: GenConfig }) {
  const may = useCheckPermission();
  const canEdit = may(EDIT);
  const feedback = useCrudFeedback();
  const save = useSaveGenConfig();
  const [form] = Form.useForm<Settings>();
  const [columns, setColumns] = useState(() => settingsOf(config.columns));
  const [dirty, setDirty] = useState(false);
  // A setting's problems (from the server) stand under it until it is changed.
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const [previewing, setPreviewing] = useState(false);
  const change: ColumnChange = (name, patch) => {
    setColumns((current) => ({ ...current, [name]: { ...current[name]!, ...patch } }));
    setDirty(true);
  };
  const submit = async (settings: Settings) => {
    await save.mutateAsync({
      table: config.tableName,
      body: { ...settings, columns: config.columns.map((c) => columns[c.columnName]!) },
    });
    feedback.success('saved');
  };

  return (
    <Card
      variant="borderless"
      title={
        <Space>
          <CodeOutlined aria-hidden />
          <span>生成配置：</span>
          <Typography.Text className={styles.mono}>{config.tableName}</Typography.Text>
          {config.comment && <Typography.Text type="secondary">{config.comment}</Typography.Text>}
        </Space>
      }
      extra={
        <Space wrap>
          <LinkButton to={GENERATOR_LIST_PATH} icon={<LeftOutlined aria-hidden />}>
            返回
          </LinkButton>
          <Button icon={<EyeOutlined aria-hidden />} onClick={() => setPreviewing(true)}>
            预览
          </Button>
          {canEdit && (
            <Button
              type="primary"
              icon={<SaveOutlined aria-hidden />}
              loading={save.isPending}
              onClick={() => form.submit()}
            >
              保存
            </Button>
          )}
        </Space>
      }
    >
      {config.problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="这些问题解决之前，不能预览或下载生成的代码"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {config.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
        />
      )}
      {config.notes.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${OFFERS[config.mode]}（生成的 GENERATED.md 也会列出）`}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {config.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          }
        />
      )}
      {!config.saved && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="尚未保存过配置：以下是按列的类型和注释得出的默认值"
        />
      )}
      <Form<Settings>
        form={form}
        layout="vertical"
        disabled={!canEdit}
        initialValues={config}
        onFinish={submit}
        onValuesChange={(values: Partial<Settings>) => {
          setDirty(true);
          const keys = Object.keys(values);
          // The same set while nothing new changed: no render of the whole editor per keystroke.
          setChanged((current) =>
            keys.every((k) => current.has(k)) ? current : new Set([...current, ...keys]),
          );
        }}
        className={styles.settings}
      >
        {SETTINGS.map((s) => {
          const problems = changed.has(s.name) ? undefined : config.settingProblems[s.name];
          return (
            <Form.Item
              key={s.name}
              name={s.name}
              label={s.label}
              extra={s.extra}
              rules={[requiredRule(`请输入${s.label}`), schemaRule(genSettingsSchema.shape[s.name])]}
              {...(problems && { validateStatus: 'warning' as const, help: problems.join('；') })}
            >
              <Input maxLength={100} />
            </Form.Item>
          );
        })}
      </Form>
      <GenColumnsTable columns={config.columns} settings={columns} onChange={change} disabled={!canEdit} />
      {previewing && (
        <PreviewModal
          table={config.tableName}
          onClose={() => setPreviewing(false)}
          note={dirty ? '预览的是已保存的配置，未保存的修改不在其中：请先保存' : undefined}
        />
      )}
    </Card>
  );
}

/**
 * 生成配置 (tools/generator/config, `/generatorConfig?table=`): the module's settings and each
 * column's, 保存 with generator:edit, and 预览 of what 下载 gives. Without the permission the
 * settings are shown read-only.
 */
export function GeneratorConfigPage() {
  const [params] = useSearchParams();
  const table = params.get('table') ?? undefined;
  const config = useGenConfig(table);
  const back = <LinkButton to={GENERATOR_LIST_PATH}>返回代码生成</LinkButton>;
  const missing =
    !table || (isApiError(config.error) && (config.error.status === 404 || config.error.status === 400));
  if (missing) {
    return (
      <EmptyState
        icon={<CodeOutlined />}
        title="没有找到这张表"
        description={
          table && isApiError(config.error)
            ? config.error.message
            : '生成配置需要在地址中指明表，如 /generatorConfig?table=mine_site：请从代码生成的表列表中点“配置”进入。'
        }
        actions={back}
      />
    );
  }
  if (config.error) {
    return (
      <LoadFailed
        icon={<CodeOutlined />}
        title="生成配置读取失败"
        description="请稍后重试。"
        onRetry={() => void config.refetch()}
      />
    );
  }
  if (!config.data) {
    return (
      <Spin description="正在读取表结构…">
        <div style={{ minHeight: 200 }} />
      </Spin>
    );
  }
  return <ConfigEditor key={config.dataUpdatedAt} config={config.data} />;
}
