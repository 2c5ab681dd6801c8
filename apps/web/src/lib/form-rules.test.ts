import type { FormInstance, FormRule } from 'antd';
import { describe, expect, it } from 'vitest';

import { emailRule, ipRule, mobileRule, requiredRule, sameAsRule } from './form-rules';
import { creditCodeRule, enterpriseNameRule, passwordRule, usernameRule } from './schema-rules';

/** Runs a rule's validator the way antd would and returns its message, or undefined when valid. */
async function check(rule: FormRule, value: unknown, fields: Record<string, unknown> = {}) {
  const form = { getFieldValue: (name: string) => fields[name] } as unknown as FormInstance;
  const resolved = typeof rule === 'function' ? rule(form) : rule;
  if (!resolved.validator) throw new Error('rule has no validator');
  try {
    await resolved.validator(resolved, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('form rules', () => {
  it('usernameRule accepts letters and digits and rejects reserved or odd names', async () => {
    const message = '用户名只能包含字母和数字，且不能为 admin 或 editor';
    expect(await check(usernameRule, 'miner01')).toBeUndefined();
    expect(await check(usernameRule, 'admin')).toBe(message);
    expect(await check(usernameRule, 'Editor')).toBe(message);
    expect(await check(usernameRule, 'coal_miner')).toBe(message);
    expect(await check(usernameRule, 'ab')).toBe('用户名长度为3到20个字符');
    expect(await check(usernameRule, '')).toBeUndefined();
  });

  it('passwordRule needs 8+ characters with letters and digits', async () => {
    const message = '密码至少8位，且须同时包含字母和数字';
    expect(await check(passwordRule, 'coal2024x')).toBeUndefined();
    expect(await check(passwordRule, 'abc123')).toBe(message);
    expect(await check(passwordRule, 'abcdefgh')).toBe(message);
    expect(await check(passwordRule, '12345678')).toBe(message);
  });

  it('creditCodeRule checks the length, then the check character', async () => {
    expect(await check(creditCodeRule, '91350100M000100Y43')).toBeUndefined();
    // Lower case passes: the contract upper-cases before checking.
    expect(await check(creditCodeRule, '91350100m000100y43')).toBeUndefined();
    expect(await check(creditCodeRule, '91350100M000100Y4')).toBe('统一社会信用代码为18位');
    expect(await check(creditCodeRule, '91350100M000100Y44')).toBe(
      '统一社会信用代码不正确，请核对营业执照上的18位代码',
    );
    expect(await check(creditCodeRule, '')).toBeUndefined();
  });

  it('enterpriseNameRule needs 2 to 100 characters', async () => {
    expect(await check(enterpriseNameRule, '示例煤业')).toBeUndefined();
    expect(await check(enterpriseNameRule, '煤')).toBe('企业名称至少2个字符');
  });

  it('ipRule accepts empty or a dotted quad with parts up to 255', async () => {
    expect(await check(ipRule, '')).toBeUndefined();
    expect(await check(ipRule, undefined)).toBeUndefined();
    expect(await check(ipRule, '192.168.1.20')).toBeUndefined();
    expect(await check(ipRule, '256.1.1.1')).toBe('请输入正确的IP地址');
    expect(await check(ipRule, '10.0.0')).toBe('请输入正确的IP地址');
  });

  it('mobileRule accepts 11-digit mainland numbers starting with 1', async () => {
    expect(await check(mobileRule, '13800138000')).toBeUndefined();
    expect(await check(mobileRule, '23800138000')).toBe('请输入正确的11位手机号码');
    expect(await check(mobileRule, '1380013800')).toBe('请输入正确的11位手机号码');
  });

  it('emailRule accepts ordinary addresses only', async () => {
    expect(await check(emailRule, 'ops@coal.example.cn')).toBeUndefined();
    expect(await check(emailRule, 'ops@coal')).toBe('请输入正确的邮箱地址');
    expect(await check(emailRule, 'a..b@coal.cn')).toBe('请输入正确的邮箱地址');
  });

  it('sameAsRule compares with another field', async () => {
    const rule = sameAsRule('password');
    expect(await check(rule, 'coal2024x', { password: 'coal2024x' })).toBeUndefined();
    expect(await check(rule, 'coal2024y', { password: 'coal2024x' })).toBe('两次输入的密码不一致');
  });

  it('requiredRule rejects blank input with its message', () => {
    expect(requiredRule('请输入账号')).toEqual({ required: true, whitespace: true, message: '请输入账号' });
  });
});
