import { commentText } from '../gen-literals.js';
import type { GenField, GenModel } from '../gen-model.js';
import { contractNames, creates, lines, str } from './code.js';
import { formFields, queryFields, requiredMessage } from './contract-schemas.js';

const dictVar = (f: GenField) => `${f.prop}Dict`;
const dictOptions = (f: GenField) => `${dictVar(f)}.list.map((d) => ({ value: d.value, label: d.label }))`;

/** A search field the user types into (applied by 搜索 or Enter); the others apply when chosen. */
export const isTyped = (f: GenField) =>
  ((f.kind === 'text' && !(f.dictName && f.queryType === 'eq')) ||
    f.kind === 'int' ||
    f.kind === 'decimal') &&
  f.queryType !== 'between';

/** apps/web/src/features/<module>/components/<entity>-filters.tsx; undefined without search fields. */
export function webFilters(m: GenModel): string | undefined {
  const queried = queryFields(m);
  if (queried.length === 0) return undefined;
  const typed = queried.filter(isTyped);
  const names = `${m.Entity}FilterName`;
  const dicts = queried.filter((f) => !isTyped(f) && f.dictName);
  const control = (f: GenField): string => {
    const label = str(f.label);
    if (isTyped(f)) {
      return `      <SearchBox label={${label}} placeholder={${label}} maxLength={${f.db.maxLength ?? 100}} value={search.drafts.${f.prop}} onChange={search.setDraft.${f.prop}} onSearch={search.search} />`;
    }
    if (f.queryType === 'between') {
      return `      <DateRangeFilter label={${label}} value={table.filters.${f.prop}} onChange={(value) => search.change({ ${f.prop}: value })} />`;
    }
    if (f.kind === 'date') {
      return `      <DatePicker aria-label={${label}} placeholder={${label}} value={table.filters.${f.prop}[0] ? dayjs(table.filters.${f.prop}[0]) : null} onChange={(day) => search.change({ ${f.prop}: day ? day.format('YYYY-MM-DD') : undefined })} />`;
    }
    const options = f.kind === 'bool' ? 'YES_NO' : dictOptions(f);
    return `      <Select aria-label={${label}} placeholder={${label}} allowClear style={{ minWidth: 140 }} value={table.filters.${f.prop}[0]} options={${options}} onChange={(value?: string) => search.change({ ${f.prop}: value })} />`;
  };
  const antd = [
    queried.some((f) => f.kind === 'date' && f.queryType === 'eq') && 'DatePicker',
    queried.some((f) => !isTyped(f) && f.queryType === 'eq' && f.kind !== 'date') && 'Select',
  ].filter(Boolean);
  return lines(
    antd.length > 0 && `import { ${antd.join(', ')} } from 'antd';`,
    queried.some((f) => f.kind === 'date' && f.queryType === 'eq') && "import dayjs from 'dayjs';",
    '',
    queried.some((f) => f.queryType === 'between') &&
      "import { DateRangeFilter } from '../../../components/table-toolbar/date-range-filter';",
    typed.length > 0 && "import { SearchBox } from '../../../components/table-toolbar/search-box';",
    dicts.length > 0 && "import { useDict } from '../../../hooks/use-dict';",
    typed.length > 0 && "import { useDraft } from '../../../hooks/use-draft';",
    "import type { FilterChange, UrlTableState } from '../../../hooks/use-url-table-state';",
    '',
    `export const ${m.CONSTANT}_FILTERS = [${queried.map((f) => str(f.prop)).join(', ')}] as const;`,
    `export type ${names} = (typeof ${m.CONSTANT}_FILTERS)[number];`,
    '',
    queried.some((f) => f.kind === 'bool') &&
      lines(
        'const YES_NO = [',
        "  { value: 'true', label: '是' },",
        "  { value: 'false', label: '否' },",
        '];',
        '',
      ),
    '/**',
    ` * ${commentText(m.label)}'s search: typed texts wait for 搜索 or Enter, choices and dates apply at once,`,
    ' * everything goes to the URL (so a refresh or a shared link shows the same rows).',
    ' */',
    `export function use${m.Entity}Search(table: UrlTableState<${names}>, refetch: () => unknown) {`,
    ...typed.map(
      (f) =>
        `  const [${f.prop}Draft, set${f.prop.charAt(0).toUpperCase()}${f.prop.slice(1)}Draft] = useDraft(table.filters.${f.prop}[0] ?? '');`,
    ),
    `  const drafts = { ${typed.map((f) => `${f.prop}: ${f.prop}Draft`).join(', ')} };`,
    typed.length > 0
      ? lines(
          '  const search = () => {',
          `    const unchanged = Object.entries(drafts).every(([name, value]) => value.trim() === (table.filters[name as ${names}][0] ?? ''));`,
          '    table.setFilters(drafts);',
          "    // Searching the same again means 'look again'.",
          '    if (unchanged) void refetch();',
          '  };',
        )
      : lines(
          "  // Nothing typed: choices and dates apply at once, so 搜索 means 'look again'.",
          '  const search = () => void refetch();',
        ),
    '  return {',
    '    drafts,',
    `    setDraft: { ${typed.map((f) => `${f.prop}: set${f.prop.charAt(0).toUpperCase()}${f.prop.slice(1)}Draft`).join(', ')} },`,
    '    search,',
    `    change: (filters: FilterChange<${names}>) => table.setFilters({ ...drafts, ...filters }),`,
    '    reset: table.reset,',
    '  };',
    '}',
    '',
    `export function ${m.Entity}Filters({`,
    // A search of typed fields only reads its drafts, not the table's filters.
    queried.some((f) => !isTyped(f)) && '  table,',
    '  search,',
    '}: {',
    `  table: UrlTableState<${names}>;`,
    `  search: ReturnType<typeof use${m.Entity}Search>;`,
    '}) {',
    ...dicts.map((f) => `  const ${dictVar(f)} = useDict(${str(f.dictName)});`),
    '  return (',
    '    <>',
    ...queried.map(control),
    '    </>',
    '  );',
    '}',
    '',
  );
}

/** The form's value of a field as the API takes it. */
function bodyValue(f: GenField): string {
  const v = `values.${f.prop}`;
  const absent = f.required ? '' : f.db.nullable ? ' ?? null' : ' ?? undefined';
  if (f.kind === 'date') return `${v} ? ${v}.format('YYYY-MM-DD') : ${f.db.nullable ? 'null' : 'undefined'}`;
  if (f.kind === 'datetime') return `${v} ? ${v}.toISOString() : ${f.db.nullable ? 'null' : 'undefined'}`;
  if (f.kind === 'bool') return `${v} ?? false`;
  if (f.kind === 'text' && f.required) return `${v} ?? ''`;
  return `${v}${absent}`;
}

/** The form's value of a field from the row being edited. */
function rowValue(f: GenField): string {
  const v = `row.${f.prop}`;
  if (f.kind === 'date' || f.kind === 'datetime') return `${v} ? dayjs(${v}) : null`;
  if (f.kind === 'bool') return f.db.nullable ? `${v} ?? false` : v;
  return f.db.nullable ? `${v} ?? undefined` : v;
}

function valueType(f: GenField): string {
  if (f.kind === 'date' || f.kind === 'datetime') return 'Dayjs | null';
  if (f.kind === 'int' || f.kind === 'decimal') return 'number | null';
  if (f.kind === 'bool') return 'boolean';
  return 'string';
}

function formItem(f: GenField): string {
  const label = str(f.label);
  const required = f.required ? str(requiredMessage(f)) : undefined;
  const isText = f.formType === 'input' || f.formType === 'textarea';
  const rules = [
    required && (isText ? `requiredRule(${required})` : `{ required: true, message: ${required} }`),
    (isText || f.formType === 'number') && `schemaRule(fields.${f.prop})`,
  ].filter(Boolean);
  const max = f.db.maxLength ? ` maxLength={${f.db.maxLength}}` : '';
  const control = {
    input: `<Input${max} />`,
    textarea: `<Input.TextArea rows={3}${max}${max ? ' showCount' : ''} />`,
    number: `<InputNumber style={{ width: '100%' }}${f.kind === 'int' ? ' precision={0}' : ''} />`,
    switch: '<Switch />',
    select: `<Select allowClear placeholder={${str(`请选择${f.label}`)}} loading={${dictVar(f)}.isLoading} options={${dictOptions(f)}} />`,
    radio: `<Radio.Group options={${dictOptions(f)}} />`,
    date: "<DatePicker style={{ width: '100%' }} />",
    datetime: "<DatePicker showTime style={{ width: '100%' }} />",
  }[f.formType];
  return lines(
    `        <Form.Item name="${f.prop}" label={${label}}${f.formType === 'switch' ? ' valuePropName="checked"' : ''}${rules.length ? ` rules={[${rules.join(', ')}]}` : ''}>`,
    `          ${control}`,
    '        </Form.Item>',
  );
}

/** apps/web/src/features/<module>/components/<entity>-form-dialog.tsx */
export function webForm(m: GenModel): string {
  const n = contractNames(m);
  const shown = formFields(m);
  const has = (...types: string[]) => shown.some((f) => types.includes(f.formType));
  const dicts = shown.filter((f) => f.formType === 'select' || f.formType === 'radio');
  const dated = has('date', 'datetime');
  const antd = ['DatePicker', 'Form', 'Input', 'InputNumber', 'Radio', 'Select', 'Switch'].filter(
    (c) =>
      c === 'Form' ||
      (c === 'DatePicker' && dated) ||
      (c === 'Input' && has('input', 'textarea')) ||
      (c === 'InputNumber' && has('number')) ||
      (c === 'Radio' && has('radio')) ||
      (c === 'Select' && has('select')) ||
      (c === 'Switch' && has('switch')),
  );
  const version = m.audit.updateTime ? ', updateTime: row.updateTime' : '';
  const values = `${m.Entity}FormValues`;
  const usesSchema = shown.some((f) => ['input', 'textarea', 'number'].includes(f.formType));
  const add = creates(m);
  return lines(
    `import { ${add ? `${n.createSchema}, ` : ''}${n.updateSchema} } from '@coalsim/contract';`,
    `import type { ${m.Entity} } from '@coalsim/contract';`,
    `import { ${antd.join(', ')} } from 'antd';`,
    "import type { FormInstance } from 'antd';",
    dated && "import dayjs from 'dayjs';",
    dated && "import type { Dayjs } from 'dayjs';",
    "import type { z } from 'zod';",
    '',
    "import { FormDialog } from '../../../components/form-dialog/form-dialog';",
    dicts.length > 0 && "import { useDict } from '../../../hooks/use-dict';",
    "import { useSaveDialog } from '../../../hooks/use-save-dialog';",
    usesSchema &&
      shown.some((f) => f.required && (f.formType === 'input' || f.formType === 'textarea')) &&
      "import { requiredRule } from '../../../lib/form-rules';",
    dated && "import { keepEnterInPickers } from '../../../lib/picker-enter';",
    usesSchema && "import { schemaRule } from '../../../lib/schema-rules';",
    add && `import { useCreate${m.Entity} } from '../api/create-${m.kebab}';`,
    `import { useUpdate${m.Entity} } from '../api/update-${m.kebab}';`,
    '',
    `interface ${values} {`,
    ...shown.map((f) => `  ${f.prop}?: ${valueType(f)};`),
    '}',
    '',
    usesSchema && `const fields = ${add ? n.createSchema : n.updateSchema}.shape;`,
    usesSchema && '',
    `function valuesOf(row: ${m.Entity} | undefined): ${values} {`,
    `  if (!row) return { ${shown
      .filter((f) => f.kind === 'bool')
      .map((f) => `${f.prop}: false`)
      .join(', ')} };`,
    '  return {',
    ...shown.map((f) => `    ${f.prop}: ${rowValue(f)},`),
    '  };',
    '}',
    '',
    "/** The values as the API takes them: dates as text; blank texts are the schema's business. */",
    `function bodyOf(values: ${values}) {`,
    '  return {',
    ...shown.map((f) => `    ${f.prop}: ${bodyValue(f)},`),
    '  };',
    '}',
    '',
    "/** Puts the contract's messages under their fields, the first one per field. */",
    `function showIssues(form: FormInstance<${values}>, issues: readonly z.core.$ZodIssue[]) {`,
    '  const byField = new Map<string, string>();',
    '  for (const issue of issues) {',
    "    const name = String(issue.path[0] ?? '');",
    '    if (!byField.has(name)) byField.set(name, issue.message);',
    '  }',
    `  form.setFields([...byField].map(([name, message]) => ({ name: name as keyof ${values}, errors: [message] })));`,
    '}',
    '',
    `/** ${commentText(`${add ? '新增/' : ''}编辑${m.label}`)}: checked with the contract's schema before sending, the server's field errors after. */`,
    `export function ${m.Entity}FormDialog({ open, row, onClose }: { open: boolean; row: ${m.Entity} | undefined; onClose: () => void }) {`,
    `  const [form] = Form.useForm<${values}>();`,
    add && `  const create = useCreate${m.Entity}();`,
    `  const update = useUpdate${m.Entity}();`,
    '  const save = useSaveDialog(form, onClose);',
    ...[...new Map(dicts.map((f) => [f.prop, f])).values()].map(
      (f) => `  const ${dictVar(f)} = useDict(${str(f.dictName)});`,
    ),
    '',
    `  const submit = async (values: ${values}) => {`,
    add
      ? lines(
          '    if (row) {',
          `      const parsed = ${n.updateSchema}.safeParse({ ...bodyOf(values), ${m.pk.prop}: row.${m.pk.prop}${version} });`,
          '      if (!parsed.success) return showIssues(form, parsed.error.issues);',
          '      return save(true, () => update.mutateAsync(parsed.data));',
          '    }',
          `    const parsed = ${n.createSchema}.safeParse(bodyOf(values));`,
          '    if (!parsed.success) return showIssues(form, parsed.error.issues);',
          '    return save(false, () => create.mutateAsync(parsed.data));',
        )
      : lines(
          '    // Opened from a row only: the module has no 新增 (GENERATED.md says why).',
          '    if (!row) return;',
          `    const parsed = ${n.updateSchema}.safeParse({ ...bodyOf(values), ${m.pk.prop}: row.${m.pk.prop}${version} });`,
          '    if (!parsed.success) return showIssues(form, parsed.error.issues);',
          '    return save(true, () => update.mutateAsync(parsed.data));',
        ),
    '  };',
    '',
    '  return (',
    '    <FormDialog',
    add
      ? `      title={row ? ${str(`编辑${m.label}`)} : ${str(`新增${m.label}`)}}`
      : `      title={${str(`编辑${m.label}`)}}`,
    '      open={open}',
    '      form={form}',
    `      saving={${add ? 'create.isPending || ' : ''}update.isPending}`,
    '      width={560}',
    '      onClose={onClose}',
    '    >',
    `      <Form<${values}> form={form} layout="vertical" onFinish={submit}${dated ? ' onKeyDown={keepEnterInPickers}' : ''} initialValues={valuesOf(row)}>`,
    ...shown.map(formItem),
    '      </Form>',
    '    </FormDialog>',
    '  );',
    '}',
    '',
  );
}
