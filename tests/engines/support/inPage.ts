/**
 * What the cross-engine journeys run inside the page: finding an element by role and accessible
 * name, as Playwright's getByRole does (enough of it for Docket's screens), and waiting for it.
 * Each function is serialised into the page by the engine's driver, so it is self-contained.
 */

export type Role =
  | 'button'
  | 'link'
  | 'tab'
  | 'checkbox'
  | 'radio'
  | 'textbox'
  | 'heading'
  | 'dialog'
  | 'group'
  | 'switch';

/** A RegExp does not cross into the page: its source and flags do. */
export type NamePattern = { exact: string } | { source: string; flags: string };

export type Query = { role: Role; name: string | RegExp; within?: string };

export type PageQuery = { role: Role; name: NamePattern; within: string | null; timeoutMs: number };

export function toPageQuery(query: Query, timeoutMs: number): PageQuery {
  const name =
    typeof query.name === 'string'
      ? { exact: query.name }
      : { source: query.name.source, flags: query.name.flags };
  return { role: query.role, name, within: query.within ?? null, timeoutMs };
}

export function describeQuery(query: Query): string {
  return `${query.role} '${String(query.name)}'${query.within ? ` in ${query.within}` : ''}`;
}

/**
 * Resolves with the first visible element the query names (for a visually hidden checkbox or
 * radio, its label, which is what a person presses), once it stands still, looking at every frame
 * until the page shows one; rejects after `timeoutMs` with what it found instead.
 */
export function waitForElement(query: PageQuery): Promise<Element> {
  const selectors: Record<Role, string> = {
    button: 'button, [role=button], input[type=submit], input[type=button]',
    link: 'a[href], [role=link]',
    tab: '[role=tab]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    radio: 'input[type=radio], [role=radio]',
    textbox:
      'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=password], input[type=search], input[type=number], textarea',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    dialog: '[role=dialog], dialog[open]',
    group: '[role=group], fieldset',
    switch: '[role=switch]',
  };
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) {
      return squash([...labels].map((each) => each.textContent).join(' '));
    }
    return squash(element.textContent);
  };
  const matches =
    'exact' in query.name
      ? (
          (exact: string) => (text: string) =>
            text === exact
        )(query.name.exact)
      : (
          (pattern: RegExp) => (text: string) =>
            pattern.test(text)
        )(new RegExp(query.name.source, query.name.flags));
  const visible = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    return getComputedStyle(element).visibility !== 'hidden';
  };
  const pressable = (element: Element): Element => {
    if (!(element instanceof HTMLInputElement)) return element;
    if (element.type !== 'checkbox' && element.type !== 'radio') return element;
    const box = element.getBoundingClientRect();
    const hidden = box.width < 4 || box.height < 4 || getComputedStyle(element).opacity === '0';
    return hidden && element.labels && element.labels[0] ? element.labels[0] : element;
  };
  const find = (): Element | null => {
    const scopes = query.within ? [...document.querySelectorAll(query.within)] : [document];
    for (const scope of scopes) {
      for (const element of scope.querySelectorAll(selectors[query.role])) {
        const target = pressable(element);
        if (visible(target) && matches(nameOf(element))) return target;
      }
    }
    return null;
  };
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let last: { element: Element; at: string; frames: number } | null = null;
    // Looked for at every frame: what shows can change without a DOM mutation (an animation).
    // Found means found in the same place for STILL_FRAMES frames running, as Playwright's
    // 'stable': a press on a sheet still sliding in, or on a page whose rows are still arriving,
    // lands on whatever has moved under it.
    const STILL_FRAMES = 5;
    const look = () => {
      const found = find();
      if (found !== null) {
        let box = found.getBoundingClientRect();
        if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
          found.scrollIntoView({ block: 'center', behavior: 'instant' });
          box = found.getBoundingClientRect();
        }
        const at = [box.x, box.y, box.width, box.height].join();
        const still = last !== null && last.element === found && last.at === at;
        if (still && last!.frames >= STILL_FRAMES) return resolve(found);
        last = { element: found, at, frames: still ? last!.frames + 1 : 1 };
      }
      if (found === null) last = null;
      if (performance.now() - started < query.timeoutMs) return void requestAnimationFrame(look);
      const seen = [...document.querySelectorAll(selectors[query.role])]
        .map(nameOf)
        .slice(0, 30)
        .join(' | ');
      reject(new Error(`no ${query.role} named ${JSON.stringify(query.name)}; seen: ${seen}`));
    };
    look();
  });
}

/** Resolves with the page's text once it contains `pattern` (within `within`, else the body). */
export function waitForText(input: {
  pattern: NamePattern;
  within: string | null;
  timeoutMs: number;
}): Promise<string> {
  const test =
    'exact' in input.pattern
      ? (
          (exact: string) => (text: string) =>
            text.includes(exact)
        )(input.pattern.exact)
      : (
          (pattern: RegExp) => (text: string) =>
            pattern.test(text)
        )(new RegExp(input.pattern.source, input.pattern.flags));
  const text = () =>
    (input.within
      ? [...document.querySelectorAll(input.within)]
          .map((element) => (element as HTMLElement).innerText)
          .join('\n')
      : (document.body?.innerText ?? '')
    ).replace(/[ \t]+/g, ' ');
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const look = () => {
      const now = text();
      if (test(now)) return resolve(now);
      if (performance.now() - started < input.timeoutMs) return void requestAnimationFrame(look);
      reject(
        new Error(`the page never said ${JSON.stringify(input.pattern)}: ${now.slice(0, 500)}`),
      );
    };
    look();
  });
}
