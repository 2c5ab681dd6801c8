import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { DictTag } from '../components/dict-tag/dict-tag';
import { createQueryClient } from '../lib/query-client';
import { mockApi } from '../testing/mock-api';
import { useDict } from './use-dict';

const detail = (id: number, label: string, value: string) => ({
  id,
  label,
  value,
  dictSort: id,
  dict: { id: 1, name: 'soft_category' },
});
const reply = {
  status: 200,
  data: { content: [detail(1, '采煤', 'mining'), detail(2, '掘进', 'tunneling')], totalElements: 2 },
};

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useDict', () => {
  it('fetches the whole dictionary once and maps values to labels', async () => {
    const adapter = mockApi({ 'GET /api/dictDetail': reply });
    const { result } = renderHook(() => useDict('soft_category'), { wrapper });
    await waitFor(() => expect(result.current.list).toHaveLength(2));
    expect(result.current.labels.get('tunneling')).toBe('掘进');
    expect(adapter.mock.calls[0]?.[0].params).toEqual({ dictName: 'soft_category', page: 0, size: 9999 });
  });

  it('labels nothing while the dictionary loads, never the raw value; the value once known to be missing', async () => {
    const adapter = mockApi({ 'GET /api/dictDetail': reply });
    const answer = adapter.getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    adapter.mockImplementation(async (config) => {
      await held;
      return answer(config);
    });
    const { result } = renderHook(() => useDict('soft_category'), { wrapper });
    expect(result.current.label('tunneling')).toBe('');
    release();
    await waitFor(() => expect(result.current.label('tunneling')).toBe('掘进'));
    expect(result.current.label('other')).toBe('other');
  });
});

describe('<DictTag>', () => {
  it('shows the label of a value, the value itself when unknown, and a dash for none', async () => {
    mockApi({ 'GET /api/dictDetail': reply });
    render(
      <>
        <DictTag dict="soft_category" value="mining" />
        <DictTag dict="soft_category" value="other" />
        <DictTag dict="soft_category" value={null} />
      </>,
      { wrapper },
    );
    expect(await screen.findByText('采煤')).toBeInTheDocument();
    expect(screen.getByText('other')).toBeInTheDocument();
    expect(screen.getByLabelText('无')).toHaveTextContent('-');
  });
});
