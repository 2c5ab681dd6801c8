import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '../../../testing/render-page';
import { ApiDocsPage } from './api-docs-page';

describe('API 文档', () => {
  it('frames the bundled viewer and offers it and the document in a tab of their own', async () => {
    renderPage(<ApiDocsPage />, '/sys-tools/swagger');
    expect(await screen.findByTitle('API 文档')).toHaveAttribute('src', '/doc/');
    expect(screen.getByRole('link', { name: /在新窗口打开/ })).toHaveAttribute('href', '/doc.html');
    expect(screen.getByRole('link', { name: /OpenAPI 文档/ })).toHaveAttribute(
      'href',
      '/api-docs/openapi.json',
    );
  });
});
