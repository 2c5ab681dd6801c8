import {
  creditCodeSchema,
  enterpriseNameSchema,
  IP_MESSAGE,
  passwordSchema,
  usernameSchema,
  validEmail,
  validIP,
  validMobile,
} from '@coalsim/contract';
import type { FormRule } from 'antd';

/**
 * antd form rules built from the contract's validators and schemas, so a form can never accept
 * what the API would reject (or the other way round). Empty values pass: pair with `requiredRule`.
 */

type Schema = {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
};

function isEmpty(value: unknown): boolean {
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

/** Runs a contract schema and reports its first message, exactly the text the server would send. */
export function schemaRule(schema: Schema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value)) return;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '输入不正确');
    },
  };
}

export { requiredRule } from './required-rule';

// The prebuilt rules below are marked pure, so a chunk that uses none of them (or only the
// predicate ones) leaves the contract's schemas, and zod with them, out.

export const EMAIL_MESSAGE = '请输入正确的邮箱地址';
export const MOBILE_MESSAGE = '请输入正确的11位手机号码';
export const PASSWORD_MISMATCH_MESSAGE = '两次输入的密码不一致';

/** Letters and digits, 3–20 long, not `admin`/`editor` (the contract's `usernameSchema`). */
export const usernameRule = /* @__PURE__ */ schemaRule(usernameSchema);
/** 8–64 characters with both letters and digits (the contract's `passwordSchema`). */
export const passwordRule = /* @__PURE__ */ schemaRule(passwordSchema);
/** 18 characters ending in the GB 32100-2015 check character (the contract's `creditCodeSchema`). */
export const creditCodeRule = /* @__PURE__ */ schemaRule(creditCodeSchema);
/** 2–100 characters (the contract's `enterpriseNameSchema`). */
export const enterpriseNameRule = /* @__PURE__ */ schemaRule(enterpriseNameSchema);
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
