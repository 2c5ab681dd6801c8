import { creditCodeSchema, enterpriseNameSchema, passwordSchema, usernameSchema } from '@coalsim/contract';
import type { FormRule } from 'antd';

import { isEmpty } from './form-rules';

/**
 * antd form rules that run the contract's schemas, so a form reports exactly the text the server
 * would send. Apart from the predicate rules (`form-rules.ts`) because they load the schemas and
 * zod, which the build keeps to the pages that validate with them (`build/shared-chunks.ts`).
 * Empty values pass: pair with `requiredRule`.
 */

type Schema = {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
};

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

// Marked pure, so a chunk that uses none of them leaves them out.

/** Letters and digits, 3–20 long, not `admin`/`editor` (the contract's `usernameSchema`). */
export const usernameRule = /* @__PURE__ */ schemaRule(usernameSchema);
/** 8–64 characters with both letters and digits (the contract's `passwordSchema`). */
export const passwordRule = /* @__PURE__ */ schemaRule(passwordSchema);
/** 18 characters ending in the GB 32100-2015 check character (the contract's `creditCodeSchema`). */
export const creditCodeRule = /* @__PURE__ */ schemaRule(creditCodeSchema);
/** 2–100 characters (the contract's `enterpriseNameSchema`). */
export const enterpriseNameRule = /* @__PURE__ */ schemaRule(enterpriseNameSchema);
