/**
 * What `npm run brand:new` asks, and its command line: each answer can come as a flag or from a
 * question on the terminal, and both go through the same check, so a flag and a typed answer
 * are refused with the same words.
 */
import { parseArgs } from 'node:util';

export type Answers = {
  id: string;
  name: string;
  shortName: string;
  description: string;
  primary: string;
  background: string;
  text: string;
  accent: string;
  logo: string;
  menuSlug: string;
  storeMode: 'single' | 'multi';
  countryCode: 'AU' | 'NZ';
  stateCode: string;
};

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export type Question<K extends keyof Answers = keyof Answers> = {
  key: K;
  flag: string;
  /** The question on the terminal; null for settings only a flag sets. */
  prompt: string | null;
  /** The answer when none is given, from those before it; null when there is none. */
  fallback: (so: Partial<Answers>) => string | null;
  /** No default at all: --yes needs it as a flag. */
  required?: true;
  parse: (text: string) => Parsed<Answers[K]>;
};

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const no = (message: string): Parsed<never> => ({ ok: false, message });

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function slug(what: string) {
  return (text: string): Parsed<string> =>
    SLUG.test(text)
      ? ok(text)
      : no(`${what} must be lower-case letters, digits and dashes, like 'corner-cafe'.`);
}

function colour(what: string) {
  return (text: string): Parsed<string> => {
    const hex = text.trim().toLowerCase();
    if (/^#[0-9a-f]{6}$/.test(hex)) return ok(hex);
    if (/^#[0-9a-f]{3}$/.test(hex)) return ok(`#${[...hex.slice(1)].map((c) => c + c).join('')}`);
    return no(`The ${what} must be a colour like #2f5d3a.`);
  };
}

function text(what: string, max?: number) {
  return (value: string): Parsed<string> => {
    const trimmed = value.trim();
    if (trimmed === '') return no(`The ${what} cannot be empty.`);
    if (max !== undefined && [...trimmed].length > max)
      return no(`The ${what} must be ${max} characters or fewer (it labels the home-screen icon).`);
    return ok(trimmed);
  };
}

function oneOf<T extends string>(what: string, values: readonly T[]) {
  return (value: string): Parsed<T> => {
    const found = values.find(
      (candidate) => candidate.toLowerCase() === value.trim().toLowerCase(),
    );
    return found ? ok(found) : no(`The ${what} must be one of ${values.join(', ')}.`);
  };
}

/** The home-screen label: the name when it fits, else its first word, cut to 12 characters. */
export function shortNameFor(name: string): string {
  if ([...name].length <= 12) return name;
  return [...(name.split(/\s+/)[0] ?? name)].slice(0, 12).join('');
}

/** In the order they are asked. */
export const QUESTIONS: readonly Question[] = [
  {
    key: 'id',
    flag: 'id',
    prompt: "Brand id (its folder, e.g. 'corner-cafe')",
    fallback: () => null,
    required: true,
    parse: slug('The brand id'),
  },
  {
    key: 'name',
    flag: 'name',
    prompt: "The restaurant's name",
    fallback: () => null,
    required: true,
    parse: text('name'),
  },
  {
    key: 'shortName',
    flag: 'short-name',
    prompt: 'Short name under the home-screen icon (12 characters at most)',
    fallback: (so) => (so.name ? shortNameFor(so.name) : null),
    parse: text('short name', 12),
  },
  {
    key: 'description',
    flag: 'description',
    prompt: null,
    fallback: (so) => (so.name ? `Order from ${so.name}.` : null),
    parse: text('description'),
  },
  {
    key: 'primary',
    flag: 'primary',
    prompt: 'Primary colour (buttons, links), like #2f5d3a',
    fallback: () => '#2f5d3a',
    parse: colour('primary colour'),
  },
  {
    key: 'background',
    flag: 'background',
    prompt: 'Page background colour',
    fallback: () => '#ffffff',
    parse: colour('background colour'),
  },
  {
    key: 'text',
    flag: 'text',
    prompt: 'Text colour',
    fallback: () => '#1f1a14',
    parse: colour('text colour'),
  },
  {
    key: 'accent',
    flag: 'accent',
    prompt: null,
    fallback: (so) => so.primary ?? null,
    parse: colour('accent colour'),
  },
  {
    key: 'logo',
    flag: 'logo',
    prompt: 'Logo file (SVG or PNG, square works best)',
    fallback: () => null,
    required: true,
    parse: text('logo file'),
  },
  {
    key: 'countryCode',
    flag: 'country',
    prompt: 'Country (AU or NZ)',
    fallback: () => 'AU',
    parse: oneOf('country', ['AU', 'NZ'] as const),
  },
  {
    key: 'stateCode',
    flag: 'state',
    prompt: 'State or region, like NSW',
    fallback: () => 'NSW',
    parse: (value) => {
      const code = value.trim().toUpperCase();
      return /^[A-Z]{2,3}$/.test(code) ? ok(code) : no('The state must be a code like NSW or WA.');
    },
  },
  {
    key: 'menuSlug',
    flag: 'menu-slug',
    prompt: null,
    fallback: (so) => so.id ?? null,
    parse: slug('The menu slug'),
  },
  {
    key: 'storeMode',
    flag: 'store-mode',
    prompt: null,
    fallback: () => 'single',
    parse: oneOf('store mode', ['single', 'multi'] as const),
  },
];

export const USAGE = `Usage: npm run brand:new -- <id> [--name "Corner Cafe"] [--short-name "Corner"]
  [--primary '#2f5d3a'] [--background '#ffffff'] [--text '#1f1a14'] [--accent '#hex']
  [--logo path/to/logo.svg|png] [--country AU|NZ] [--state NSW] [--description "..."]
  [--menu-slug corner-cafe] [--store-mode single|multi] [--yes]
Asks for what is not given; with --yes takes the defaults instead (--name and --logo are needed).`;

export type Command = {
  given: Partial<Answers>;
  /** Take the defaults rather than asking. */
  yes: boolean;
  /** The folder holding brands/ (the repository; another one for tests). */
  root: string | null;
  help: boolean;
};

/** The command line, each given answer checked; the first problem when there is one. */
export function parseCommand(argv: readonly string[]): Parsed<Command> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        ...Object.fromEntries(
          QUESTIONS.filter((q) => q.key !== 'id').map((q) => [q.flag, { type: 'string' }] as const),
        ),
        yes: { type: 'boolean', short: 'y' },
        root: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return no(`${(error as Error).message.split('. ')[0]}.`);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1)
    return no(`Give one brand id; got ${positionals.map((p) => `'${p}'`).join(' ')}.`);
  const given: Partial<Record<keyof Answers, unknown>> = {};
  const raw: Record<string, unknown> = { ...values, id: positionals[0] };
  for (const question of QUESTIONS) {
    const value = raw[question.flag];
    if (typeof value !== 'string') continue;
    const answer = question.parse(value);
    if (!answer.ok) return answer;
    given[question.key] = answer.value;
  }
  return ok({
    given: given as Partial<Answers>,
    yes: values.yes === true,
    root: typeof values.root === 'string' ? values.root : null,
    help: values.help === true,
  });
}

/**
 * The answers not given, each its default, in the order asked; the flags of those that have
 * none. Used by --yes, and after the questions for the settings only flags set.
 */
export function withDefaults(
  given: Partial<Answers>,
): { ok: true; answers: Answers } | { ok: false; needed: string[] } {
  const so: Partial<Answers> = { ...given };
  const needed: string[] = [];
  for (const question of QUESTIONS) {
    if (so[question.key] !== undefined) continue;
    const fallback = question.fallback(so);
    if (fallback === null) {
      if (question.required) needed.push(question.key === 'id' ? '<id>' : `--${question.flag}`);
      continue;
    }
    const answer = question.parse(fallback);
    if (answer.ok) Object.assign(so, { [question.key]: answer.value });
  }
  return needed.length ? { ok: false, needed } : { ok: true, answers: so as Answers };
}
