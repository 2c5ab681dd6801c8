// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

export const GEN_QUERY_TYPES = ['eq', 'like', 'between'] as const;
export type GenQueryType = (typeof GEN_QUERY_TYPES)[number];

export const GEN_FORM_TYPES = [
  'input',
  'textarea',
  'number',
  'switch',
  'select',
  'radio',
  'date',
  'datetime',
] as const;
export type GenFormType = (typeof GEN_FORM_TYPES)[number];

/** How a column's value travels: `other` (json, arrays …) is kept out of the generated module. */
export const GEN_COLUMN_KINDS = ['int', 'decimal', 'text', 'bool', 'date', 'datetime', 'other'] as const;
export type GenColumnKind = (typeof GEN_COLUMN_KINDS)[number];

/** The form controls each kind of column can have (the server refuses others, the page offers only these). */
export const GEN_FORM_TYPES_BY_KIND: Record<GenColumnKind, readonly GenFormType[]> = {
  int: ['number'],
  decimal: ['number'],
  text: ['input', 'textarea', 'select', 'radio'],
  bool: ['switch'],
  date: ['date'],
  datetime: ['datetime'],
  other: [],
};

/** The searches each kind of column can have. */
export const GEN_QUERY_TYPES_BY_KIND: Record<GenColumnKind, readonly GenQueryType[]> = {
  int: ['eq'],
  decimal: ['eq'],
  text: ['eq', 'like'],
  bool: ['eq'],
  date: ['eq', 'between'],
  datetime: ['between'],
  other: [],
};
