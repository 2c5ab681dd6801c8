import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { commentText, labelFrom, markdownText, oneLine, tsString } from './gen-literals.js';
import { camelCase, constantCase, kebabCase, pascalCase } from './gen-names.js';

/** Texts written to get out of a string, a template, a comment, JSX or a page. */
const HOSTILE = [
  '*/ process.exit(1) /*',
  '`${process.exit(1)}`',
  "' + process.exit(1) + '",
  '" + process.exit(1) + "',
  '\\',
  "\\'",
  'line\nprocess.exit(1)',
  'line\r\nprocess.exit(1)',
  'line\u2028process.exit(1)\u2029',
  '</script><script>alert(1)</script>',
  '<!-- -->',
  '{process.exit(1)}',
  '\u0000\u0007\u001b[31m',
  '\uD800 lone surrogate',
  '矿井 😀 名称',
];

/** The value of a string literal, as TypeScript itself reads it (no eval). */
function valueOf(literal: string): string | undefined {
  const file = ts.createSourceFile('x.ts', `const x = ${literal};`, ts.ScriptTarget.ES2022);
  const statement = file.statements[0];
  if (statement?.kind !== ts.SyntaxKind.VariableStatement || file.statements.length !== 1) return undefined;
  const init = (statement as ts.VariableStatement).declarationList.declarations[0]?.initializer;
  return init && ts.isStringLiteral(init) ? init.text : undefined;
}

describe('generated literals and comments', () => {
  it.each(HOSTILE)('a string literal holds %j exactly, and nothing else', (text) => {
    const literal = tsString(text);
    expect(valueOf(literal)).toBe(text.replace(/\uD800(?![\uDC00-\uDFFF])/g, '\uFFFD'));
    expect(literal).not.toMatch(/[\n\r\u2028\u2029<]/);
  });

  it.each(HOSTILE)('comment text from %j cannot end its comment or its line', (text) => {
    const line = commentText(text);
    expect(line).not.toContain('*/');
    // eslint-disable-next-line no-control-regex
    expect(line).not.toMatch(/[\n\r\u2028\u2029\u0000-\u001f]/);
    const file = ts.createSourceFile(
      'x.ts',
      `/** ${line} */\n// ${line}\nconst x = 1;`,
      ts.ScriptTarget.ES2022,
    );
    expect(file.statements).toHaveLength(1);
  });

  it('keeps Markdown text inert: no code spans, links or HTML of its own', () => {
    expect(markdownText('`x` [a](b) <b>*y*</b> | #')).toBe(
      '\\`x\\` \\[a\\](b) \\<b\\>\\*y\\*\\</b\\> \\| \\#',
    );
  });

  it('takes a label from the first line of a comment, one line with single spaces, at most 50 characters', () => {
    expect(labelFrom('矿井名称\n用于报表', 'name')).toBe('矿井名称');
    expect(labelFrom('  ', 'name')).toBe('name');
    expect(labelFrom('a   b\tc', 'x')).toBe('a b c');
    expect(labelFrom('长'.repeat(80), 'x')).toHaveLength(50);
    expect(oneLine('a\u2028b')).toBe('a b');
  });

  it('derives code names from identifiers', () => {
    expect(camelCase('mine_site')).toBe('mineSite');
    expect(camelCase('site_2_name')).toBe('site2Name');
    expect(pascalCase('mineSite')).toBe('MineSite');
    expect(kebabCase('mineSite')).toBe('mine-site');
    expect(constantCase('mineSite')).toBe('MINE_SITE');
  });
});
