import { act, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { PageTitle } from './page-title';

function Layout() {
  return (
    <>
      <PageTitle />
      <main>
        <Outlet />
      </main>
    </>
  );
}

describe('PageTitle', () => {
  it('names each page in the title and moves focus to its heading after a navigation', async () => {
    const { router } = renderWithApp(<h1>Home</h1>, {
      layout: <Layout />,
      routes: [
        {
          path: '/user/day2',
          element: <h1>Step 2 questions</h1>,
          handle: { title: 'title.step2' },
        },
      ],
    });
    expect(document.title).toBe('AI Career Path');
    expect(document.body).toHaveFocus();

    await act(() => router.navigate('/user/day2'));
    expect(document.title).toBe('Step 2 — AI Career Path');
    const heading = screen.getByRole('heading', { name: 'Step 2 questions' });
    // Focus moves after the paint; a loaded machine may take over the default second.
    await vi.waitFor(() => expect(heading).toHaveFocus(), { timeout: 5000 });
  });
});
