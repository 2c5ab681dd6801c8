import type { GenField, GenModel } from '../gen-model.js';
import { str } from './code.js';

/**
 * Sample values for the generated tests: valid for the column (length, range, precision), and
 * different for n = 1 and n = 2 so that two rows never clash on a unique column.
 */
export function sampleValue(f: GenField, n: 1 | 2): string | number | boolean {
  switch (f.kind) {
    case 'int':
      return n;
    case 'decimal': {
      const digits = f.db.precision === null ? null : f.db.precision - (f.db.scale ?? 0);
      if (digits === 0) return n / 10;
      return f.db.scale === 0 ? n : n + 0.5;
    }
    case 'bool':
      return n === 1;
    case 'date':
      return `2024-01-0${n}`;
    case 'datetime':
      return `2024-01-0${n}T08:00:00.000Z`;
    default: {
      const text = `${'xab'[n]}${n}${f.prop}`;
      const max = f.db.maxLength ?? 40;
      // char(n) pads with spaces: a sample of exactly its length reads back as written.
      if (f.db.udt === 'bpchar') return text.padEnd(max, 'x').slice(0, max);
      return text.slice(0, Math.max(1, Math.min(max, 40)));
    }
  }
}

/** A sample as a TypeScript expression. */
export function sampleCode(f: GenField, n: 1 | 2): string {
  const v = sampleValue(f, n);
  return typeof v === 'string' ? str(v) : String(v);
}

/** The first text field shown in the form as a plain input (the one the tests type into and edit). */
export const typedField = (m: GenModel) =>
  m.fields.find(
    (f) => f.formShow && f.kind === 'text' && (f.formType === 'input' || f.formType === 'textarea'),
  );

/** A body with every form field set to sample n, as an object literal's lines. */
export function sampleBody(m: GenModel, n: 1 | 2, indent = '  '): string {
  return m.fields
    .filter((f) => f.formShow)
    .map((f) => `${indent}${f.prop}: ${sampleCode(f, n)},`)
    .join('\n');
}

/** How a row is named in 编辑 … / 删除 … buttons: a listed text column, else its id. */
export function rowName(m: GenModel): { field: GenField | undefined; code: (row: string) => string } {
  const field = m.fields.find((f) => f.listShow && f.kind === 'text' && !f.dictName);
  return {
    field,
    code: (row) =>
      field
        ? `${row}.${field.prop}${field.db.nullable ? ` ?? String(${row}.${m.pk.prop})` : ''}`
        : `String(${row}.${m.pk.prop})`,
  };
}
