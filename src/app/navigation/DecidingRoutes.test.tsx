// @vitest-environment happy-dom
/**
 * The router's core in a DOM, on a memory history: resolveLocation is replaced by one whose
 * answers each test gives by hand, so the order in which decisions arrive is the test's to choose.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Resolution, ResolveInput } from './resolveLocation';

type Pending = { input: ResolveInput; answer: (resolution: Resolution) => void };

const decisions = vi.hoisted(() => ({ pending: [] as Pending[] }));

vi.mock('./resolveLocation', () => ({
  resolveLocation: (input: ResolveInput) =>
    new Promise<Resolution>((answer) => decisions.pending.push({ input, answer })),
}));

const RENDER: Resolution = { kind: 'render', decision: null };

/** Answers the latest decision asked for this path. */
async function answer(pathname: string, resolution: Resolution = RENDER): Promise<void> {
  const index = decisions.pending.findLastIndex((pending) => pending.input.pathname === pathname);
  if (index === -1) throw new Error(`no decision asked for ${pathname}`);
  const [pending] = decisions.pending.splice(index, 1);
  await act(async () => pending!.answer(resolution));
}

function asked(): string[] {
  return decisions.pending.map((pending) => pending.input.pathname);
}

let navigate: NavigateFunction;
let addressBar: string;

/** Beside the router's screen: what the memory history's current entry is, and a way to move. */
function Driver() {
  const location = useLocation();
  const go = useNavigate();
  useEffect(() => {
    navigate = go;
    addressBar = location.pathname;
  });
  return null;
}

const page = (name: string) => <p data-testid="screen">{name}</p>;
const routes = [
  { path: '/', element: page('home') },
  { path: '/a', element: page('A') },
  { path: '/b', element: page('B') },
  { path: '/old', element: page('old') },
  { path: '/new', element: page('new') },
];

async function start(path = '/') {
  // A fresh module each test: the first resolution and the saved scroll places are module state.
  decisions.pending.length = 0;
  // Also a fresh window location: the module starts deciding it as it loads.
  window.history.replaceState(null, '', path);
  const { DecidingRoutes } = await import('./DecidingRoutes');
  render(
    <MemoryRouter initialEntries={[path]}>
      <Driver />
      <DecidingRoutes routes={routes} fallback={<p data-testid="screen">loading</p>} />
    </MemoryRouter>,
  );
  await answer(path);
}

const shown = () => screen.getByTestId('screen').textContent;

beforeEach(() => {
  vi.resetModules();
  window.scrollTo(0, 0);
});

afterEach(() => cleanup());

describe('DecidingRoutes', () => {
  it('keeps the page on screen until the next location is decided', async () => {
    await start('/');
    expect(shown()).toBe('home');

    await act(async () => navigate('/a'));
    expect(addressBar).toBe('/a');
    expect(shown()).toBe('home');

    await answer('/a');
    expect(shown()).toBe('A');
  });

  it('shows the newer of two overlapping navigations, whichever is decided first', async () => {
    await start('/');
    await act(async () => navigate('/a'));
    await act(async () => navigate('/b'));
    expect(asked()).toEqual(['/a', '/b']);

    // The older one is decided first: it must not show, even for a moment.
    await answer('/a');
    expect(shown()).toBe('home');

    await answer('/b');
    expect(shown()).toBe('B');
  });

  it('does not let a late answer for an older navigation replace the newer screen', async () => {
    await start('/');
    await act(async () => navigate('/a'));
    await act(async () => navigate('/b'));

    await answer('/b');
    expect(shown()).toBe('B');
    await answer('/a');
    expect(shown()).toBe('B');
  });

  it('replaces the entry on a redirect, so Back skips the redirected location', async () => {
    await start('/');
    await act(async () => navigate('/old'));
    await answer('/old', { kind: 'redirect', to: '/new' });
    expect(addressBar).toBe('/new');
    await answer('/new');
    expect(shown()).toBe('new');

    await act(async () => navigate(-1));
    expect(addressBar).toBe('/');
    expect(asked()).toEqual(['/']);
    await answer('/');
    expect(shown()).toBe('home');
  });

  it('brings back the place a page was scrolled to when Back returns to it', async () => {
    await start('/');
    window.scrollTo(0, 640);

    await act(async () => navigate('/a'));
    await answer('/a');
    expect(shown()).toBe('A');
    expect(window.scrollY).toBe(0);

    window.scrollTo(0, 120);
    await act(async () => navigate(-1));
    // Until home is decided again, the page on screen (and its place) stays.
    expect(window.scrollY).toBe(120);
    await answer('/');
    expect(shown()).toBe('home');
    expect(window.scrollY).toBe(640);

    // And Forward brings back the place left on /a.
    await act(async () => navigate(1));
    await answer('/a');
    expect(window.scrollY).toBe(120);
  });
});
