import { launchUrlSchema, SCREENSHOTS_MAX } from '@coalsim/contract';
import type { ManagedSoft, SoftFields } from '@coalsim/contract';
import { Col, Form, Input, Row, Select } from 'antd';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { PictureListUpload, PictureUpload } from '../../../components/picture-upload/picture-upload';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import { useDict } from '../../../hooks/use-dict';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { requiredRule } from '../../../lib/form-rules';
import { schemaRule } from '../../../lib/schema-rules';
import { useCreateVendorSoft } from '../api/create-vendor-soft';
import { useUpdateVendorSoft } from '../api/update-vendor-soft';

interface SoftFormValues {
  name: string;
  category?: string;
  summary: string;
  description: string;
  version: string;
  cover: string | null;
  screenshots: string[];
  launchUrl?: string;
  deviceTypes: string[];
}

const EMPTY: SoftFormValues = {
  name: '',
  summary: '',
  description: '',
  version: '',
  cover: null,
  screenshots: [],
  launchUrl: '',
  deviceTypes: [],
};

function valuesOf(soft: ManagedSoft): SoftFormValues {
  return {
    name: soft.name,
    category: soft.category,
    summary: soft.summary,
    description: soft.description,
    version: soft.version,
    cover: soft.cover,
    screenshots: soft.screenshots,
    launchUrl: soft.launchUrl ?? '',
    deviceTypes: soft.deviceTypes,
  };
}

/** The form's values as the API takes them: trimmed, an empty launch address as none. */
export function softBodyOf(values: SoftFormValues): SoftFields {
  return {
    name: values.name.trim(),
    category: values.category ?? '',
    summary: values.summary.trim(),
    description: values.description,
    version: values.version.trim(),
    cover: values.cover ?? null,
    screenshots: values.screenshots ?? [],
    launchUrl: values.launchUrl?.trim() ? values.launchUrl.trim() : null,
    deviceTypes: values.deviceTypes ?? [],
  };
}

/**
 * 新增软件 / 编辑软件: what a vendor tells about its software. A save keeps it a draft (or
 * rejected); 提交考核 on the list sends it to assessment. An edit saves against the version it
 * was opened with (409 if it changed meanwhile).
 */
export function VendorSoftFormModal({
  open,
  soft,
  onClose,
}: {
  open: boolean;
  soft: ManagedSoft | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<SoftFormValues>();
  const save = useSaveDialog(form, onClose);
  const create = useCreateVendorSoft();
  const update = useUpdateVendorSoft();
  const categories = useDict('soft_category');
  const devices = useDict('device_type');

  const submit = async (values: SoftFormValues) => {
    const body = softBodyOf(values);
    await save(Boolean(soft), () =>
      soft
        ? update.mutateAsync({ ...body, id: soft.id, updateTime: soft.updateTime })
        : create.mutateAsync(body),
    );
  };

  return (
    <FormDialog
      title={soft ? '编辑软件' : '新增软件'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={880}
      onClose={onClose}
    >
      <Form<SoftFormValues>
        form={form}
        name="soft"
        layout="vertical"
        onFinish={submit}
        initialValues={soft ? valuesOf(soft) : EMPTY}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              label="软件名称"
              rules={[requiredRule('请输入软件名称'), { max: 100, message: '软件名称不能超过100个字符' }]}
            >
              <Input maxLength={100} placeholder="如 综采工作面虚拟仿真实训系统" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="category"
              label="软件分类"
              rules={[{ required: true, message: '请选择软件分类' }]}
            >
              <Select
                placeholder="请选择"
                loading={categories.isLoading}
                options={categories.list.map((d) => ({ value: d.value, label: d.label }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="version"
              label="版本号"
              rules={[requiredRule('请输入版本号'), { max: 32, message: '版本号不能超过32个字符' }]}
            >
              <Input maxLength={32} placeholder="如 1.0.0" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="summary"
          label="软件简介"
          rules={[requiredRule('请输入软件简介'), { max: 300, message: '简介不能超过300个字符' }]}
          extra="显示在软件中心的卡片上，一两句话说明软件用途"
        >
          <Input.TextArea rows={2} maxLength={300} showCount />
        </Form.Item>
        <Form.Item
          name="description"
          label="软件介绍"
          rules={[requiredRule('请输入软件介绍')]}
          extra="显示在软件详情页：功能、实训内容、运行环境等，可插入图片"
        >
          <RichTextEditor aria-label="软件介绍" placeholder="介绍软件的功能、实训内容与运行环境" />
        </Form.Item>
        <Form.Item name="cover" label="封面">
          <PictureUpload alt="封面" buttonText="上传封面" />
        </Form.Item>
        <Form.Item name="screenshots" label="截图">
          <PictureListUpload noun="截图" max={SCREENSHOTS_MAX} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="launchUrl"
              label="启动地址"
              rules={[schemaRule(launchUrlSchema)]}
              extra="以 http:// 或 https:// 开头；软件中心的“启动软件”按钮打开它"
            >
              <Input maxLength={500} placeholder="https://" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="deviceTypes" label="适用设备">
              <Select
                mode="multiple"
                allowClear
                placeholder="可多选"
                loading={devices.isLoading}
                options={devices.list.map((d) => ({ value: d.value, label: d.label }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormDialog>
  );
}
