import type { GenField, GenModel } from '../gen-model.js';
import { changes, creates, lines, menuOf, permissionsOf, str } from './code.js';
import { formFields } from './contract-schemas.js';
import { rowName, sampleCode, sampleValue, typedField } from './samples.js';
import { searchFor } from './server-tests.js';

/** What the row of the list mock holds for a column. */
function rowCode(m: GenModel, f: GenField): string {
  if (f.role === 'pk') return '1';
  if (f.role === 'audit') return f.kind === 'datetime' ? "'2024-01-01T00:00:00.000Z'" : "'admin'";
  return sampleCode(f, 1);
}

const dictLabel = (value: string) => `${value}（样例）`;

/** The lines that fill field f in the create dialog, and the value the request must then carry. */
function fill(f: GenField): { steps: string[]; expected: string } {
  const field = `within(dialog).getByLabelText(${str(f.label)})`;
  const value = sampleValue(f, 1);
  switch (f.formType) {
    case 'switch':
      return { steps: [], expected: 'false' };
    case 'select':
      return {
        steps: [
          `await user.click(${field});`,
          `await user.click(await screen.findByTitle(${str(dictLabel(String(value)))}));`,
        ],
        expected: str(String(value)),
      };
    case 'radio':
      return {
        steps: [
          `await user.click(await within(dialog).findByRole('radio', { name: ${str(dictLabel(String(value)))} }));`,
        ],
        expected: str(String(value)),
      };
    case 'date':
      return { steps: [`await user.type(${field}, '2024-01-01{Enter}');`], expected: "'2024-01-01'" };
    case 'datetime':
      return {
        steps: [`await user.type(${field}, '2024-01-01 08:00:00{Enter}');`],
        expected: 'new Date(2024, 0, 1, 8, 0, 0).toISOString()',
      };
    default:
      return { steps: [`await user.type(${field}, ${str(String(value))});`], expected: sampleCode(f, 1) };
  }
}

/** apps/web/src/features/<module>/pages/<entity>-page.test.tsx */
export function webPageTest(m: GenModel): string {
  const p = permissionsOf(m);
  const url = menuOf(m).url;
  const search = searchFor(m);
  const withSearch = search ? `${url}?${search.prop}=${encodeURIComponent(search.value)}` : url;
  const name = rowName(m);
  const rowNameText = name.field ? String(sampleValue(name.field, 1)) : '1';
  const typed = typedField(m);
  const filled = formFields(m).filter((f) => f.required || f === typed);
  const dictFields = m.sent.filter((f) => f.dictName);
  const dicts = new Map<string, string[]>();
  for (const f of dictFields)
    dicts.set(f.dictName, [...(dicts.get(f.dictName) ?? []), String(sampleValue(f, 1))]);
  const api = str(m.apiPath);
  const fills = filled.map((f) => ({ f, ...fill(f) }));
  const shownText = m.fields.find((f) => f.listShow && f.kind === 'text' && !f.dictName);
  return lines(
    `import type { ${m.Entity} } from '@coalsim/contract';`,
    "import { screen, waitFor, within } from '@testing-library/react';",
    "import type { InternalAxiosRequestConfig } from 'axios';",
    "import { afterEach, describe, expect, it } from 'vitest';",
    '',
    "import { useUserStore } from '../../../stores/user-store';",
    "import { SUPER_ADMIN } from '../../../testing/admin-session';",
    "import { mockApi } from '../../../testing/mock-api';",
    "import { renderPage } from '../../../testing/render-page';",
    `import { ${m.Entity}Page } from './${m.kebab}-page';`,
    '',
    `const ROW: ${m.Entity} = {`,
    ...m.sent.map((f) => `  ${f.prop}: ${rowCode(m, f)},`),
    '};',
    '',
    'const page = <T,>(content: T[]) => ({ status: 200, data: { content, totalElements: content.length } });',
    '',
    'type DictEntry = { id: number; dict: { id: number; name: string }; label: string; value: string; dictSort: number };',
    '/** Each dictionary the page uses holds the sample values (labelled so that they can be picked). */',
    'const DICTS: Record<string, DictEntry[]> = {',
    ...[...dicts].map(
      ([dict, values], i) =>
        `  ${str(dict)}: [${values.map((v, j) => `{ id: ${i * 10 + j + 1}, dict: { id: ${i + 1}, name: ${str(dict)} }, label: ${str(dictLabel(v))}, value: ${str(v)}, dictSort: ${j + 1} }`).join(', ')}],`,
    ),
    '};',
    '',
    'const ROUTES: Parameters<typeof mockApi>[0] = {',
    `  ${str(`GET ${m.apiPath}`)}: page([ROW]),`,
    "  'GET /api/dictDetail': (config: InternalAxiosRequestConfig) =>",
    '    page(DICTS[(config.params as { dictName: string }).dictName] ?? []),',
    '};',
    '',
    'function signInWith(roles: string[]) {',
    '  useUserStore.setState({ user: { ...SUPER_ADMIN, roles }, roles });',
    '}',
    '',
    'afterEach(() => useUserStore.setState({ roles: [], user: null }));',
    '',
    (changes(m) || search) &&
      lines(
        "/** The requests the page sent to the list's own path with this method. */",
        'const sent = (adapter: ReturnType<typeof mockApi>, method: string) =>',
        `  adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === ${api});`,
      ),
    changes(m) &&
      lines(
        'const body = (adapter: ReturnType<typeof mockApi>, method: string) =>',
        '  JSON.parse(sent(adapter, method)[0]!.data as string) as Record<string, unknown>;',
      ),
    '',
    `describe(${str(`${m.label} page (generated)`)}, { timeout: 30_000 }, () => {`,
    `  it(${str(`lists the rows with the URL’s search, without 新增, 编辑 or 删除 for a reader`)}, async () => {`,
    `    signInWith([${str(p.list)}]);`,
    search ? '    const adapter = mockApi(ROUTES);' : '    mockApi(ROUTES);',
    `    renderPage(<${m.Entity}Page />, ${str(withSearch)}, ${str(url)});`,
    `    const table = await screen.findByRole('table', { name: ${str(m.label)} });`,
    shownText
      ? `    expect(await within(table).findByText(${sampleCode(shownText, 1)})).toBeInTheDocument();`
      : "    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));",
    search &&
      `    expect(sent(adapter, 'get').at(-1)?.params).toMatchObject({ ${search.prop}: ${str(search.value)} });`,
    "    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();",
    "    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();",
    "    expect(within(table).queryByRole('button', { name: /^(编辑|删除) / })).not.toBeInTheDocument();",
    '  });',
    '',
    creates(m) &&
      lines(
        `  it(${str(`creates a ${m.label} from the dialog`)}, async () => {`,
        `    signInWith([${str(p.list)}, ${str(p.add!)}]);`,
        `    const adapter = mockApi({ ...ROUTES, ${str(`GET ${m.apiPath}`)}: page([]), ${str(`POST ${m.apiPath}`)}: { status: 201, data: ROW } });`,
        `    const { user } = renderPage(<${m.Entity}Page />, ${str(url)});`,
        "    await user.click(await screen.findByRole('button', { name: '新增' }));",
        "    const dialog = await screen.findByRole('dialog');",
        ...fills.flatMap((x) => x.steps.map((s) => `    ${s}`)),
        "    await user.click(within(dialog).getByRole('button', { name: '确定' }));",
        "    await waitFor(() => expect(sent(adapter, 'post')).toHaveLength(1));",
        `    expect(body(adapter, 'post')).toMatchObject({ ${fills.map((x) => `${x.f.prop}: ${x.expected}`).join(', ')} });`,
        '  });',
        '',
      ),
    changes(m) &&
      lines(
        `  it(${str(`edits a ${m.label}: the dialog opens with its values and sends its id`)}, async () => {`,
        `    signInWith([${str(p.list)}, ${str(p.edit!)}]);`,
        `    const adapter = mockApi({ ...ROUTES, ${str(`PUT ${m.apiPath}`)}: { status: 200, data: ROW } });`,
        `    const { user } = renderPage(<${m.Entity}Page />, ${str(url)});`,
        `    await user.click(await screen.findByRole('button', { name: ${str(`编辑 ${rowNameText}`)} }));`,
        "    const dialog = await screen.findByRole('dialog');",
        typed &&
          lines(
            `    const input = within(dialog).getByLabelText(${str(typed.label)});`,
            `    expect(input).toHaveValue(${sampleCode(typed, 1)});`,
            '    await user.clear(input);',
            `    await user.type(input, ${sampleCode(typed, 2)});`,
          ),
        "    await user.click(within(dialog).getByRole('button', { name: '确定' }));",
        "    await waitFor(() => expect(sent(adapter, 'put')).toHaveLength(1));",
        `    expect(body(adapter, 'put')).toMatchObject({ ${[
          `${m.pk.prop}: 1`,
          m.audit.updateTime && 'updateTime: ROW.updateTime',
          typed && `${typed.prop}: ${sampleCode(typed, 2)}`,
        ]
          .filter(Boolean)
          .join(', ')} });`,
        '  });',
        '',
        `  it(${str(`deletes a ${m.label} after confirmation`)}, async () => {`,
        `    signInWith([${str(p.list)}, ${str(p.del!)}]);`,
        `    const adapter = mockApi({ ...ROUTES, ${str(`DELETE ${m.apiPath}`)}: { status: 200, data: {} } });`,
        `    const { user } = renderPage(<${m.Entity}Page />, ${str(url)});`,
        `    await user.click(await screen.findByRole('button', { name: ${str(`删除 ${rowNameText}`)} }));`,
        `    const question = await screen.findByText(${str(`确定删除${m.label}“${rowNameText}”吗？`)});`,
        "    await user.click(within(question.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: '确定' }));",
        "    await waitFor(() => expect(sent(adapter, 'delete')).toHaveLength(1));",
        "    expect(JSON.parse(sent(adapter, 'delete')[0]!.data as string)).toEqual([1]);",
        '  });',
        '',
      ),
    "  it('exports the list as filtered', async () => {",
    `    signInWith([${str(p.list)}]);`,
    `    const adapter = mockApi({ ...ROUTES, ${str(`GET ${m.apiPath}/download`)}: { status: 200, data: new Blob(['xlsx']) } });`,
    "    // jsdom has no object URLs; the download itself is the browser's business.",
    "    URL.createObjectURL = () => 'blob:generated';",
    '    URL.revokeObjectURL = () => undefined;',
    `    const { user } = renderPage(<${m.Entity}Page />, ${str(withSearch)}, ${str(url)});`,
    `    await screen.findByRole('table', { name: ${str(m.label)} });`,
    "    await user.click(screen.getByRole('button', { name: '导出' }));",
    '    await waitFor(() =>',
    `      expect(adapter.mock.calls.map(([c]) => c).find((c) => c.url === ${str(`${m.apiPath}/download`)})).toBeDefined(),`,
    '    );',
    search &&
      `    expect(adapter.mock.calls.map(([c]) => c).find((c) => c.url === ${str(`${m.apiPath}/download`)})?.params).toMatchObject({ ${search.prop}: ${str(search.value)} });`,
    '  });',
    '});',
    '',
  );
}
