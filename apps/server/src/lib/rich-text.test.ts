import { describe, expect, it } from 'vitest';

import { plainToRichText, richTextToPlain, sanitizeRichText } from './rich-text.js';

describe('rich text allow-list', () => {
  it('keeps the editor’s formatting', () => {
    const html =
      '<h2>概述</h2><p><strong>综采</strong>与<em>掘进</em></p><ul><li>一</li></ul><img src="/file/ab12.png" alt="图" />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, handlers, styles and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()" style="color:red">正文<script>alert(1)</script></p><a href="javascript:alert(1)">点</a><iframe src="https://evil"></iframe>',
    );
    expect(out).not.toMatch(/script|onclick|style|javascript|iframe/);
    expect(out).toContain('<p>正文</p>');
  });

  it('keeps only pictures from our own storage', () => {
    expect(sanitizeRichText('<img src="https://tracker.example/p.gif"><img src="/file/x.png">')).toBe(
      '<img src="/file/x.png" />',
    );
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('');
  });

  it('opens links in a new tab without the opener', () => {
    expect(sanitizeRichText('<a href="https://coalsim.cn">官网</a>')).toBe(
      '<a href="https://coalsim.cn" target="_blank" rel="noopener noreferrer nofollow">官网</a>',
    );
  });

  it('turns plain text into escaped paragraphs and back', () => {
    const html = plainToRichText('第一段 <b>\n续行\n\n第二段');
    expect(html).toBe('<p>第一段 &lt;b&gt;<br>续行</p><p>第二段</p>');
    expect(richTextToPlain(html)).toBe('第一段 <b> 续行 第二段');
  });
});
