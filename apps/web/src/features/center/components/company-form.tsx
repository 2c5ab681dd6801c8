import type { Company, CompanyBody } from '@coalsim/contract';
import { Button, Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd';

import { useDict } from '../../../hooks/use-dict';
import { mobileRule, requiredRule } from '../../../lib/form-rules';
import { creditCodeRule, enterpriseNameRule } from '../../../lib/schema-rules';
import styles from './company.module.css';
import { RegionCascader } from './region-cascader';
import type { Region } from './region-cascader';

const ENTERPRISE_TYPE_DICT = 'enterprise_type';

export interface CompanyValues {
  name: string;
  creditCode: string;
  type?: string;
  /** [province, city] from the region cascader. */
  region: Region;
  address: string;
  contact: string;
  phone: string;
  introduction: string;
}

export function toValues(company: Company): CompanyValues {
  return {
    name: company.name,
    creditCode: company.creditCode,
    type: company.type ?? undefined,
    region: [company.province, company.city].filter((v): v is string => Boolean(v)),
    address: company.address ?? '',
    contact: company.contact ?? '',
    phone: company.phone ?? '',
    introduction: company.introduction ?? '',
  };
}

/** The form's values as the API takes them: blanks as null, and the version the form was loaded with. */
export function toBody(values: CompanyValues, company: Company): CompanyBody {
  const text = (value: string) => value.trim() || null;
  return {
    // Both locked once verified: what the server has, whatever the (disabled) fields hold.
    name: company.status === 'verified' ? company.name : values.name.trim(),
    creditCode: company.status === 'verified' ? company.creditCode : values.creditCode.trim(),
    type: values.type ?? null,
    province: values.region[0] ?? null,
    city: values.region[1] ?? null,
    address: text(values.address),
    contact: text(values.contact),
    phone: text(values.phone),
    introduction: text(values.introduction),
    updateTime: company.updateTime,
  };
}

const toUpperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

interface CompanyFormProps {
  form: FormInstance<CompanyValues>;
  company: Company;
  saving: boolean;
  onSave: (values: CompanyValues) => void;
}

/** 企业信息's profile: the contract's rules run as the user types; name and code are fixed once verified. */
export function CompanyForm({ form, company, saving, onSave }: CompanyFormProps) {
  const types = useDict(ENTERPRISE_TYPE_DICT);
  const locked = company.status === 'verified';
  return (
    <Form<CompanyValues>
      form={form}
      name="company"
      layout="vertical"
      initialValues={toValues(company)}
      onFinish={onSave}
      className={styles.companyForm}
    >
      <Form.Item
        label="企业名称"
        name="name"
        rules={locked ? [] : [requiredRule('请输入企业名称'), enterpriseNameRule]}
        extra={locked ? '已认证企业的名称不能修改，如需变更请联系平台管理员' : undefined}
        className={styles.wide}
      >
        <Input maxLength={100} disabled={locked} autoComplete="organization" />
      </Form.Item>
      <Form.Item
        label="统一社会信用代码"
        name="creditCode"
        normalize={toUpperCase}
        rules={locked ? [] : [requiredRule('请输入统一社会信用代码'), creditCodeRule]}
        extra={locked ? '已认证企业的统一社会信用代码不能修改，如需变更请联系平台管理员' : undefined}
      >
        <Input maxLength={18} disabled={locked} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item label="企业类型" name="type">
        <Select
          allowClear
          placeholder="请选择企业类型"
          loading={types.isLoading}
          options={types.list.map((d) => ({ value: d.value, label: d.label }))}
        />
      </Form.Item>
      <Form.Item label="所在地区" name="region">
        <RegionCascader />
      </Form.Item>
      <Form.Item label="地址" name="address" className={styles.wide}>
        <Input maxLength={200} autoComplete="street-address" />
      </Form.Item>
      <Form.Item label="联系人" name="contact">
        <Input maxLength={50} autoComplete="name" />
      </Form.Item>
      <Form.Item label="联系电话" name="phone" rules={[mobileRule]}>
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        label="企业简介"
        name="introduction"
        className={styles.wide}
        rules={[{ max: 2000, message: '企业简介不能超过2000个字符' }]}
      >
        <Input.TextArea
          rows={5}
          maxLength={2000}
          showCount
          placeholder="主营业务、矿井与产能、安全培训情况等"
        />
      </Form.Item>
      <div className={`${styles.actions} ${styles.wide}`}>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
        <Button htmlType="button" onClick={() => form.resetFields()}>
          重置
        </Button>
      </div>
    </Form>
  );
}
