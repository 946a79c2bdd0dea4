import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootScript, withBootScript } from '../../scripts/firstLoadBoot';

type Link = { rel: string; href: string; as?: string; crossOrigin?: string };

/** Runs the inline script as a page at `pathname` would, with a recording Worker and <head>. */
function boot(pathname: string, WorkerImpl?: unknown) {
  const workers: Array<{ url: string; options: { type: string; name: string } }> = [];
  const head: Link[] = [];
  const window: Record<string, unknown> = {};
  const RecordingWorker = function (this: object, url: string, options: never) {
    workers.push({ url, options });
  };
  runInNewContext(
    bootScript(
      '/assets/api.worker-abc.js',
      ['assets/MenuScreen-1.js'],
      ['assets/MenuScreen-2.css'],
    ),
    {
      window,
      location: { pathname },
      Worker: WorkerImpl ?? RecordingWorker,
      document: {
        createElement: () => ({}) as Link,
        head: { appendChild: (link: Link) => head.push({ ...link }) },
      },
    },
  );
  return { workers, head, window };
}

describe('the first-load boot script', () => {
  it('starts the API worker named after a menu path and preloads the menu screen', () => {
    const { workers, head, window } = boot('/menu/fig-and-olive');
    expect(workers).toEqual([
      {
        url: '/assets/api.worker-abc.js',
        options: { type: 'module', name: 'docket-api /menu/fig-and-olive' },
      },
    ]);
    expect(window.__docketApiWorker).toBeDefined();
    expect(head).toEqual([
      { rel: 'modulepreload', href: '/assets/MenuScreen-1.js' },
      { rel: 'preload', href: '/assets/MenuScreen-2.css', as: 'style', crossOrigin: '' },
    ]);
  });

  it.each(['/', '/locations', '/menu/', '/account/orders'])(
    'on %s starts the plain worker and preloads nothing',
    (pathname) => {
      const { workers, head } = boot(pathname);
      expect(workers.map((worker) => worker.options.name)).toEqual(['docket-api']);
      expect(head).toEqual([]);
    },
  );

  it('leaves the worker to the app where one cannot be made here', () => {
    const Refusing = function () {
      throw new Error('SecurityError');
    };
    const { window, head } = boot('/menu/fig-and-olive', Refusing);
    expect(window.__docketApiWorker).toBeUndefined();
    expect(head).toHaveLength(2);
  });
});

describe('where the boot script goes', () => {
  it('right after the charset, before any stylesheet', () => {
    const html =
      '<head>\n    <meta charset="UTF-8" />\n    <link rel="stylesheet" href="/a.css">\n</head>';
    const out = withBootScript(html, 'boot()');
    expect(out.indexOf('<script>boot()</script>')).toBeGreaterThan(out.indexOf('charset'));
    expect(out.indexOf('<script>boot()</script>')).toBeLessThan(out.indexOf('stylesheet'));
  });

  it('refuses a page without the charset meta rather than guess', () => {
    expect(() => withBootScript('<head></head>', 'boot()')).toThrow(/charset/);
  });
});
