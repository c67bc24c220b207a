// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { strictDomTests } from '../testing/strict-dom-tests';
import { RouteFocusOutlet } from './route-focus-outlet';

strictDomTests();

function Page({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <main>
      <h1>{title}</h1>
      <Link to="/second">second</Link>
      <Link to="/first?tab=other">same page, other tab</Link>
      <Link to="/form">form</Link>
      <Link to="/late">late</Link>
      {children}
    </main>
  );
}

/** A page that draws its heading again a moment after it shows (a part of it loaded). */
function Redrawn() {
  const [round, setRound] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setRound(1), 100);
    return () => clearTimeout(timer);
  }, []);
  return <Page key={round} title={`Redrawn ${round}`} />;
}

let drawLate: () => void = () => undefined;
const Late = lazy(
  () =>
    new Promise<{ default: () => React.ReactNode }>((resolve) => {
      drawLate = () => resolve({ default: () => <Page title="Late" /> });
    }),
);

/** The app's shape: the root element above two layouts, each a frame of its own. */
function renderApp() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RouteFocusOutlet,
        children: [
          { path: 'first', element: <Page title="First" /> },
          { path: 'second', element: <Page title="Second" /> },
          {
            path: 'form',
            element: (
              <Page title="Form">
                {/* biome-ignore lint/a11y/noAutofocus: the case under test */}
                <input aria-label="name" autoFocus />
              </Page>
            ),
          },
          { path: 'redrawn', element: <Redrawn /> },
          {
            path: 'late',
            element: (
              <Suspense fallback={<p>loading</p>}>
                <Late />
              </Suspense>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/first'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

describe('useRouteFocus', () => {
  it('leaves the first page as the browser opens it', async () => {
    renderApp();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
  });

  it("moves focus to the new page's heading after a route change, not to <body>", async () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'second' }));
    await waitFor(() => expect(document.activeElement).toBe(heading('Second')));
    // Focusable by script only: Tab does not stop on it.
    expect(heading('Second').tabIndex).toBe(-1);
  });

  it('waits for a heading drawn later (a lazy page)', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'late' }));
    await screen.findByText('loading');
    act(() => drawLate());
    await waitFor(() => expect(document.activeElement).toBe(heading('Late')));
  });

  it('gives the focus back to a heading the page drew again', async () => {
    const router = renderApp();
    await act(() => router.navigate('/redrawn'));
    await waitFor(() => expect(document.activeElement).toBe(heading('Redrawn 1')));
  });

  it('keeps focus where the new page put it, and stays on a change of query only', async () => {
    const router = renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'form' }));
    const field = await screen.findByRole('textbox', { name: 'name' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(field);

    await act(() => router.navigate('/first'));
    await waitFor(() => expect(document.activeElement).toBe(heading('First')));
    const link = screen.getByRole('link', { name: 'same page, other tab' });
    link.focus();
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=other'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(link);
  });
});
