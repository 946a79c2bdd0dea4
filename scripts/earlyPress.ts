/**
 * A few bytes of script in index.html's head that keep a press made on a server-rendered page
 * before its code has run: until then the page's buttons do nothing, and a tap on a
 * product card or on Copy link would be lost. It keeps the last press the app would answer
 * (src/domain/earlyPress.ts, the same two selectors) on window.__docketEarlyPress; the app takes
 * it just before it hydrates and presses the element again once it has
 * (src/app/ssr/replayEarlyPress.ts).
 *
 * It only records: nothing else answers such a press before the app runs, so there is nothing to
 * prevent. A page the server did not render (the plain index.html, a warm open served by the
 * service worker) has nothing to press before the app renders; there the script does nothing.
 */
import type { Plugin } from 'vite';
import { APP_PRESSES, PRESS_TARGETS } from '../src/domain/earlyPress';

export function earlyPressScript(): string {
  return [
    '(function(){var d=document;',
    'if(!d.documentElement.hasAttribute("data-docket-ssr"))return;',
    'var k=window.__docketEarlyPress={press:null,listener:function(e){',
    `var t=e.target;t=t&&t.closest?t.closest(${JSON.stringify(PRESS_TARGETS)}):null;`,
    `if(t&&t.matches(${JSON.stringify(APP_PRESSES)}))k.press={target:t,focused:d.activeElement===t}}};`,
    'd.addEventListener("click",k.listener,true)})();',
  ].join('');
}

/**
 * Puts the script just after the charset, before any stylesheet link: a script after one waits
 * for it, and this one must listen before the page's buttons show. The boot script
 * (scripts/firstLoadBoot.ts, a later plugin) goes in the same place, so it ends up first.
 */
export function withEarlyPressScript(html: string, script: string): string {
  const charset = /<meta charset="UTF-8" \/>/i;
  if (!charset.test(html)) throw new Error('early press: index.html has no charset meta');
  return html.replace(charset, (meta) => `${meta}\n    <script>${script}</script>`);
}

export function earlyPressPlugin(): Plugin {
  return {
    name: 'docket-early-press',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withEarlyPressScript(html, earlyPressScript()),
    },
  };
}
