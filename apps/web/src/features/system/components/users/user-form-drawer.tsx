import { ACCOUNT_TYPE, ACCOUNT_TYPE_LABELS, SUPER_ADMIN } from '@coalsim/contract';
import type { CreatedUser, User, UserCreateBody, UserUpdateBody } from '@coalsim/contract';
import { Button, Col, Drawer, Form, Input, Radio, Row, Select, Space, Switch } from 'antd';

import { useCheckPermission } from '../../../../components/permission/permission';
import { useCrudFeedback } from '../../../../hooks/use-crud-feedback';
import { applyFieldErrors } from '../../../../lib/form-errors';
import { emailRule, mobileRule, requiredRule } from '../../../../lib/form-rules';
import { passwordRule, usernameRule } from '../../../../lib/schema-rules';
import { useUserStore } from '../../../../stores/user-store';
import { useAllRoles } from '../../api/roles/get-all-roles';
import { useCreateUser } from '../../api/users/create-user';
import { useUpdateUser } from '../../api/users/update-user';
import { SYSTEM_PERMISSIONS } from '../../utils/system-permissions';
import styles from './users.module.css';

interface UserFormValues {
  username: string;
  nickName: string;
  role: 1 | 2 | 3;
  roles: number[];
  phone?: string;
  email?: string;
  gender?: '男' | '女';
  enabled: boolean;
  password?: string;
}

const accountTypes = (editing: boolean) =>
  Object.values(ACCOUNT_TYPE).map((value) => ({
    value,
    label: ACCOUNT_TYPE_LABELS[value],
    // Enterprise users come from an enterprise's registration, never from another type.
    disabled: editing && value === ACCOUNT_TYPE.enterprise,
  }));

/**
 * Why the account type of `user` cannot be changed by this caller, or undefined when it can (the
 * server's rule: only the super admin, and only where no enterprise hangs on the account).
 */
function typeLockedBecause(user: User | undefined, isSuperAdmin: boolean): string | undefined {
  if (!user) return undefined;
  if (!isSuperAdmin) return '账号类型只有超级管理员可以修改';
  if (user.role === ACCOUNT_TYPE.enterprise || user.enterprise !== null)
    return '该账号属于企业（企业用户或员工账号），不能改为其他类型';
  return undefined;
}

function initialValues(user: User | undefined): UserFormValues {
  if (!user) return { username: '', nickName: '', role: ACCOUNT_TYPE.staff, roles: [], enabled: true };
  return {
    username: user.username,
    nickName: user.nickName,
    role: user.role as UserFormValues['role'],
    roles: user.roles.map((r) => r.id),
    phone: user.phone ?? undefined,
    email: user.email ?? undefined,
    gender: (user.gender ?? undefined) as UserFormValues['gender'],
    enabled: user.enabled,
  };
}

function toBody(values: UserFormValues): Omit<UserUpdateBody, 'id'> {
  return {
    nickName: values.nickName,
    role: values.role,
    // Only platform staff hold RBAC roles.
    roles: values.role === ACCOUNT_TYPE.staff ? values.roles.map((id) => ({ id })) : [],
    phone: values.phone || null,
    email: values.email || null,
    gender: values.gender ?? null,
    enabled: values.enabled,
  };
}

interface UserFormDrawerProps {
  open: boolean;
  /** The user to edit; undefined to create one. */
  user: User | undefined;
  onClose: () => void;
  /** After a create: the answer may carry the one-time generated password. */
  onCreated: (user: CreatedUser) => void;
}

/** 新增用户 / 编辑用户 in a side drawer (full width on a phone). */
export function UserFormDrawer({ open, user, onClose, onCreated }: UserFormDrawerProps) {
  const [form] = Form.useForm<UserFormValues>();
  const feedback = useCrudFeedback();
  const create = useCreateUser();
  const update = useUpdateUser();
  const canChooseRoles = useCheckPermission()(SYSTEM_PERMISSIONS.roleChoices);
  const roles = useAllRoles(open && canChooseRoles);
  const accountType = Form.useWatch('role', form);
  const editing = user !== undefined;
  const me = useUserStore((s) => s.user);
  const isSuperAdmin = useUserStore((s) => s.roles.includes(SUPER_ADMIN));
  const typeLocked = typeLockedBecause(user, isSuperAdmin);
  // Granting oneself roles is what another administrator must do (the server refuses it too).
  const editingSelf = editing && me?.id === user.id;

  const submit = async (values: UserFormValues) => {
    try {
      if (user) {
        await update.mutateAsync({ id: user.id, ...toBody(values) });
        feedback.success('edited');
      } else {
        const body: UserCreateBody = {
          username: values.username,
          ...toBody(values),
          password: values.password || null,
        };
        onCreated(await create.mutateAsync(body));
        feedback.success('added');
      }
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Drawer
      title={editing ? '编辑用户' : '新增用户'}
      open={open}
      onClose={onClose}
      size="min(560px, 100vw)"
      // A fresh form for every opening: the initial values are those of the user now shown.
      destroyOnHidden
      footer={
        <Space className={styles.drawerFooter}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={create.isPending || update.isPending} onClick={() => form.submit()}>
            确定
          </Button>
        </Space>
      }
    >
      <Form<UserFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues(user)}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="username" label="用户名" rules={[requiredRule('请输入用户名'), usernameRule]}>
              <Input disabled={editing} autoComplete="off" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="nickName" label="昵称" rules={[requiredRule('请输入昵称')]}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label="电话" rules={[mobileRule]}>
              <Input maxLength={11} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label="邮箱" rules={[emailRule]}>
              <Input maxLength={254} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="gender" label="性别">
              <Radio.Group options={['男', '女']} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="enabled" label="状态" valuePropName="checked">
              <Switch checkedChildren="激活" unCheckedChildren="禁用" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="role"
              label="账号类型"
              rules={[{ required: true, message: '请选择账号类型' }]}
              extra={typeLocked}
            >
              <Radio.Group
                options={accountTypes(editing)}
                optionType="button"
                buttonStyle="solid"
                disabled={typeLocked !== undefined}
              />
            </Form.Item>
          </Col>
          {accountType === ACCOUNT_TYPE.staff && canChooseRoles && (
            <Col span={24}>
              <Form.Item
                name="roles"
                label="角色"
                extra={
                  editingSelf
                    ? '不能修改自己的角色，请由其他管理员修改'
                    : '角色决定平台人员在后台能看到的菜单和按钮；只能分配自己拥有全部权限的角色'
                }
              >
                <Select
                  mode="multiple"
                  disabled={editingSelf}
                  allowClear
                  placeholder="请选择角色"
                  loading={roles.isLoading}
                  options={roles.data?.map((r) => ({ value: r.id, label: `${r.name}（级别 ${r.level}）` }))}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Form.Item>
            </Col>
          )}
          {!editing && (
            <Col span={24}>
              <Form.Item
                name="password"
                label="初始密码"
                rules={[passwordRule]}
                extra="留空则由系统生成一个强密码，保存后只显示一次"
              >
                <Input.Password autoComplete="new-password" maxLength={64} />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </Drawer>
  );
}
