import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUserStore } from '../../stores/user-store';
import { Permission } from './permission';

afterEach(() => useUserStore.setState({ roles: [] }));

describe('<Permission>', () => {
  it('renders its children when a role matches', () => {
    useUserStore.setState({ roles: ['online:del'] });
    render(
      <Permission value={['admin', 'online:del']}>
        <button type="button">强退</button>
      </Permission>,
    );
    expect(screen.getByRole('button', { name: '强退' })).toBeInTheDocument();
  });

  it('removes them when none matches, or the list is empty', () => {
    useUserStore.setState({ roles: ['online:list'] });
    const { container } = render(
      <>
        <Permission value={['admin', 'online:del']}>
          <button type="button">强退</button>
        </Permission>
        <Permission value={[]}>
          <button type="button">空</button>
        </Permission>
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('throws when the value is not a list', () => {
    useUserStore.setState({ roles: ['admin'] });
    const bad = 'admin' as unknown as string[];
    expect(() => render(<Permission value={bad}>x</Permission>)).toThrow(
      "need roles! Like value={['admin','editor']}",
    );
  });
});
