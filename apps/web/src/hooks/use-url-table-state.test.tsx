import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { useUrlParam, useUrlTableState } from './use-url-table-state';

/** Shows the query and offers the hook's writes as buttons. */
function Probe() {
  const table = useUrlTableState({
    filters: ['blurry', 'createTime'],
    defaultSort: { field: 'id', direction: 'desc' },
  });
  const [, choose] = useUrlParam('role', ['dpage']);
  return (
    <>
      <output aria-label="query">{JSON.stringify(table.query)}</output>
      <button onClick={() => table.setFilters({ blurry: ' wor ', createTime: [] })}>filter</button>
      <button onClick={() => table.setPage(2, 50)}>size</button>
      <button onClick={() => choose('5')}>choose</button>
      <button onClick={() => table.reset()}>reset</button>
    </>
  );
}

/** The probe lives in a layout, as cached admin pages do: it stays mounted while the path changes. */
function setup(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Probe />
            <Outlet />
          </>
        ),
        children: [
          { path: '/a', element: <span /> },
          { path: '/b', element: <span /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const query = () => JSON.parse(screen.getByRole('status', { hidden: true }).textContent ?? '{}') as unknown;

describe('useUrlTableState', () => {
  it('turns the URL into the API query', () => {
    setup(
      '/a?page=3&size=20&sort=createTime,asc&blurry=op&createTime=2024-01-01 00:00:00&createTime=2024-01-31 23:59:59',
    );
    expect(query()).toEqual({
      page: 2,
      size: 20,
      sort: ['createTime,asc'],
      blurry: 'op',
      createTime: ['2024-01-01 00:00:00', '2024-01-31 23:59:59'],
    });
  });

  it('falls back to the defaults for values that make no sense', () => {
    setup('/a?page=-1&size=abc&sort=id;drop,asc');
    expect(query()).toEqual({ page: 0, size: 10, sort: ['id,desc'] });
  });

  it('writes filters from page 1, leaves defaults out of the URL, and clears dependents', () => {
    const router = setup('/a?page=4&role=2&dpage=3');
    const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    click('filter');
    expect(router.state.location.search).toBe('?role=2&dpage=3&blurry=wor');
    click('size');
    expect(router.state.location.search).toBe('?role=2&dpage=3&blurry=wor&size=50');
    click('choose');
    expect(router.state.location.search).toBe('?role=5&blurry=wor&size=50');
    click('reset');
    expect(router.state.location.search).toBe('?role=5&size=50');
  });

  it("keeps its own query while another page's path is on screen", async () => {
    const router = setup('/a?blurry=op');
    await act(() => router.navigate('/b?blurry=other&page=9'));
    expect(query()).toEqual({ page: 0, size: 10, sort: ['id,desc'], blurry: 'op' });
    await act(() => router.navigate('/a?blurry=back'));
    expect(query()).toMatchObject({ blurry: 'back' });
  });
});
