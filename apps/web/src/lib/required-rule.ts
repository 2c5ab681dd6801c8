import type { FormRule } from 'antd';

/**
 * A non-blank field. Apart from the schema-backed rules in `form-rules` so that forms needing only
 * this (the captcha field, the account-closing page) do not fetch zod and the contract.
 */
export function requiredRule(message: string): FormRule {
  return { required: true, whitespace: true, message };
}
