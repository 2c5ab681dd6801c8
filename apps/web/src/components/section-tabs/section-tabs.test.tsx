import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { SectionTabs } from './section-tabs';

const TABS = [
  { to: '/train/train', label: '培训计划', also: ['/train/train-detail'] },
  { to: '/train/record', label: '培训记录' },
];

function at(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<SectionTabs label="培训中心栏目" tabs={TABS} />}>
          <Route path="*" element={<p>page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: '培训中心栏目' });
  const marked = (name: string) => /active/.test(nav.querySelector(`a[href="${name}"]`)!.className);
  return { marked };
}

describe('SectionTabs', () => {
  it('marks the tab of the page shown', () => {
    const { marked } = at('/train/record');
    expect(marked('/train/record')).toBe(true);
    expect(marked('/train/train')).toBe(false);
  });

  it('keeps a tab marked on the pages opened from it', () => {
    const { marked } = at('/train/train-detail');
    expect(marked('/train/train')).toBe(true);
    expect(marked('/train/record')).toBe(false);
  });
});
