// @vitest-environment happy-dom
/**
 * The menu screen with nothing to show: a menu the server says it does not have (a new brand
 * before its restaurant file) is told so, with nothing to retry; a failed load offers Try again.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({
  loadMenu: vi.fn(async () => ({ ok: true as boolean, data: {}, error: null as unknown })),
}));
vi.mock('@/app/workerClient', () => ({
  worker: { loadMenu: state.loadMenu, watchMenu: vi.fn(), unwatchMenu: vi.fn() },
}));
vi.mock('@/app/useOnline', () => ({ useOnline: () => true }));
vi.mock('@/app/serviceWorker', () => ({ onMenuStale: () => () => {} }));
vi.mock('@/liveQueries/useMenu', () => ({ useMenu: () => ({ data: null, isLoading: false }) }));
vi.mock('./useLinkPromo', () => ({ useLinkPromo: () => {} }));
vi.mock('./useMenuLink', () => ({
  useMenuLink: () => ({ link: {}, linkAt: 0, linkKey: '' }),
}));

// The build's brand (__BRAND__), which the screen's modules read as they load.
vi.stubGlobal('__BRAND__', { name: 'Corner Cafe', features: {} });
const { MenuScreen } = await import('./MenuScreen');

afterEach(cleanup);
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('MenuScreen without a menu', () => {
  it.each([
    [
      'the server has no menu by that name',
      'Invalid menu name',
      'There is no menu here yet.',
      false,
    ],
    [
      'the load failed',
      'Error ME1, please try again. If the problem continues, please log out and log back in again.',
      'The menu could not be loaded.',
      true,
    ],
  ])('%s', async (_, message, shown, retry) => {
    state.loadMenu.mockResolvedValue({ ok: false, data: {}, error: { code: 'server', message } });
    render(
      <MemoryRouter initialEntries={['/menu/corner-cafe']}>
        <Routes>
          <Route path="/menu/:slug" element={<MenuScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    await act(async () => undefined);
    expect(state.loadMenu).toHaveBeenCalledWith({ slug: 'corner-cafe', force: false });
    expect(screen.getByRole('status').textContent).toContain(shown);
    expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(retry);
  });
});
