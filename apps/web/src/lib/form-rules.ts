import { IP_MESSAGE, validEmail, validIP, validMobile } from '@coalsim/contract';
import type { FormRule } from 'antd';

/**
 * antd form rules built from the contract's validators, so a form can never accept what the API
 * would reject (or the other way round). Empty values pass: pair with `requiredRule`. The rules
 * built from the contract's schemas are in `schema-rules.ts`: they load zod, which a page that
 * checks only these does not need.
 */

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function predicateRule(valid: (value: string) => boolean, message: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value)) return;
      if (typeof value !== 'string' || !valid(value)) throw new Error(message);
    },
  };
}

export { requiredRule } from './required-rule';

// Marked pure, so a chunk that uses none of them leaves them out.

export const EMAIL_MESSAGE = '请输入正确的邮箱地址';
export const MOBILE_MESSAGE = '请输入正确的11位手机号码';
export const PASSWORD_MISMATCH_MESSAGE = '两次输入的密码不一致';

export const emailRule = /* @__PURE__ */ predicateRule(validEmail, EMAIL_MESSAGE);
export const mobileRule = /* @__PURE__ */ predicateRule(validMobile, MOBILE_MESSAGE);
/** Empty is valid (the field is optional), otherwise a dotted quad. */
export const ipRule = /* @__PURE__ */ predicateRule(validIP, IP_MESSAGE);

/** For a "confirm password" field: must equal the value of the form field `field`. */
export function sameAsRule(field: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value) || value === getFieldValue(field)) return;
      throw new Error(PASSWORD_MISMATCH_MESSAGE);
    },
  });
}
