import { MENU_TYPE } from '@coalsim/contract';
import type { Menu, MenuBody } from '@coalsim/contract';
import { Col, Form, Input, InputNumber, Radio, Row, Switch } from 'antd';

import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { useSaveDialog } from '../../../../hooks/use-save-dialog';
import { requiredRule } from '../../../../lib/form-rules';
import { useCreateMenu } from '../../api/menus/create-menu';
import { useUpdateMenu } from '../../api/menus/update-menu';
import { IconPicker } from './icon-picker';
import { ParentMenuSelect, TOP_LEVEL } from './parent-menu-select';

type MenuType = MenuBody['type'];

interface MenuFormValues {
  type: MenuType;
  title: string;
  pid: number;
  menuSort: number;
  icon?: string | null;
  path?: string;
  iFrame: boolean;
  cache: boolean;
  /** 菜单可见: the opposite of the API's `hidden`, as people think of it. */
  visible: boolean;
  permission?: string;
  componentName?: string;
  component?: string;
}

const TYPES = [
  { value: MENU_TYPE.directory, label: '目录' },
  { value: MENU_TYPE.page, label: '菜单' },
  { value: MENU_TYPE.button, label: '按钮' },
];

function initialValues(menu: Menu | undefined): MenuFormValues {
  if (!menu) {
    return {
      type: MENU_TYPE.directory,
      title: '',
      pid: TOP_LEVEL,
      menuSort: 999,
      iFrame: false,
      cache: false,
      visible: true,
    };
  }
  return {
    type: menu.type as MenuType,
    title: menu.title,
    pid: menu.pid ?? TOP_LEVEL,
    menuSort: menu.menuSort,
    icon: menu.icon,
    path: menu.path ?? undefined,
    iFrame: menu.iFrame,
    cache: menu.cache,
    visible: !menu.hidden,
    permission: menu.permission ?? undefined,
    componentName: menu.componentName ?? undefined,
    component: menu.component ?? undefined,
  };
}

/** What the API stores for the type: fields the type does not use are sent empty. */
function toBody(v: MenuFormValues): MenuBody {
  const button = v.type === MENU_TYPE.button;
  const page = v.type === MENU_TYPE.page && !v.iFrame;
  return {
    type: v.type,
    title: v.title,
    pid: v.pid || null,
    menuSort: v.menuSort,
    icon: button ? null : (v.icon ?? null),
    path: button ? null : (v.path ?? null),
    iFrame: button ? false : v.iFrame,
    cache: v.type === MENU_TYPE.page ? v.cache : false,
    hidden: button ? false : !v.visible,
    permission: v.type === MENU_TYPE.directory ? null : (v.permission ?? null),
    componentName: page ? (v.componentName ?? null) : null,
    component: page ? (v.component ?? null) : null,
  };
}

/**
 * 新增菜单 / 编辑菜单. The fields follow the type, as in eladmin: a 目录 has a path and an icon,
 * a 菜单 also its component (unless it is an external link) and permission, a 按钮 only its
 * name and permission. Server checks (external link, unique names, parent) land on their fields.
 */
export function MenuFormModal({
  open,
  menu,
  onClose,
}: {
  open: boolean;
  menu: Menu | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<MenuFormValues>();
  const save = useSaveDialog(form, onClose);
  const create = useCreateMenu();
  const update = useUpdateMenu();
  const type = Form.useWatch('type', form) ?? initialValues(menu).type;
  const iFrame = Form.useWatch('iFrame', form) ?? false;
  const button = type === MENU_TYPE.button;
  const page = type === MENU_TYPE.page;

  const submit = async (values: MenuFormValues) => {
    await save(Boolean(menu), () =>
      menu ? update.mutateAsync({ id: menu.id, ...toBody(values) }) : create.mutateAsync(toBody(values)),
    );
  };

  return (
    <FormDialog
      title={menu ? '编辑菜单' : '新增菜单'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={640}
      onClose={onClose}
    >
      <Form<MenuFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues(menu)}
        onFinish={submit}
      >
        <Form.Item name="type" label="菜单类型">
          <Radio.Group options={TYPES} optionType="button" buttonStyle="solid" />
        </Form.Item>
        <Row gutter={16}>
          {!button && (
            <Col span={24}>
              <Form.Item name="icon" label="菜单图标">
                <IconPicker />
              </Form.Item>
            </Col>
          )}
          {!button && (
            <Col xs={12} sm={8}>
              <Form.Item name="iFrame" label="外链菜单" valuePropName="checked">
                <Switch checkedChildren="是" unCheckedChildren="否" />
              </Form.Item>
            </Col>
          )}
          {page && (
            <Col xs={12} sm={8}>
              <Form.Item name="cache" label="菜单缓存" valuePropName="checked">
                <Switch checkedChildren="是" unCheckedChildren="否" />
              </Form.Item>
            </Col>
          )}
          {!button && (
            <Col xs={12} sm={8}>
              <Form.Item name="visible" label="菜单可见" valuePropName="checked">
                <Switch checkedChildren="是" unCheckedChildren="否" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} sm={12}>
            <Form.Item
              name="title"
              label={button ? '按钮名称' : '菜单标题'}
              rules={[requiredRule(button ? '请输入按钮名称' : '请输入菜单标题')]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          {!button && (
            <Col xs={24} sm={12}>
              <Form.Item name="path" label="路由地址" rules={[requiredRule('请输入路由地址')]}>
                <Input maxLength={255} placeholder={iFrame ? 'https://' : '如 user'} />
              </Form.Item>
            </Col>
          )}
          {type !== MENU_TYPE.directory && (
            <Col xs={24} sm={12}>
              <Form.Item
                name="permission"
                label="权限标识"
                rules={button ? [requiredRule('按钮必须填写权限标识')] : []}
              >
                <Input maxLength={255} placeholder="如 user:list" />
              </Form.Item>
            </Col>
          )}
          {page && !iFrame && (
            <Col xs={24} sm={12}>
              <Form.Item name="componentName" label="组件名称">
                <Input maxLength={100} placeholder="如 User" />
              </Form.Item>
            </Col>
          )}
          {page && !iFrame && (
            <Col xs={24} sm={12}>
              <Form.Item name="component" label="组件路径" rules={[requiredRule('请输入组件路径')]}>
                <Input maxLength={255} placeholder="如 system/user/index" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} sm={12}>
            <Form.Item name="menuSort" label="菜单排序" rules={[{ required: true, message: '请输入排序' }]}>
              <InputNumber min={0} max={99_999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="pid" label="上级类目">
              <ParentMenuSelect editing={menu?.id} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormDialog>
  );
}
