import { act, render, renderHook } from '@testing-library/react';
import { Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';

import { ApiError } from './api-error';
import { applyFieldErrors } from './form-errors';

function renderForm() {
  const { result } = renderHook(() => Form.useForm());
  const form: FormInstance = result.current[0];
  render(
    <Form form={form}>
      <Form.Item name="username" label="用户名">
        <Input />
      </Form.Item>
      <Form.Item name={['enterprise', 'creditCode']} label="统一社会信用代码">
        <Input />
      </Form.Item>
    </Form>,
  );
  return form;
}

describe('applyFieldErrors', () => {
  it('marks flat and dotted (nested) fields the form has, and skips others', () => {
    const form = renderForm();
    const error = new ApiError('冲突', {
      status: 409,
      fieldErrors: {
        username: ['用户名已存在'],
        'enterprise.creditCode': ['该统一社会信用代码已注册'],
        'enterprise.name': ['不在表单里'],
      },
    });
    let marked = false;
    act(() => {
      marked = applyFieldErrors(form, error);
    });
    expect(marked).toBe(true);
    expect(form.getFieldError('username')).toEqual(['用户名已存在']);
    expect(form.getFieldError(['enterprise', 'creditCode'])).toEqual(['该统一社会信用代码已注册']);
    expect(form.getFieldError(['enterprise', 'name'])).toEqual([]);
  });

  it('answers false for errors without field messages', () => {
    const form = renderForm();
    expect(applyFieldErrors(form, new ApiError('失败', { status: 500 }))).toBe(false);
    expect(applyFieldErrors(form, new Error('not an api error'))).toBe(false);
  });
});
