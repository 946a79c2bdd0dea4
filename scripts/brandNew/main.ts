/**
 * `npm run brand:new -- <id> [flags]`: writes brands/<id>/ with everything a build needs, from
 * the restaurant's name, colours and logo. Asks on the terminal for what no flag gives (--yes
 * takes the defaults instead). Every check runs before anything is written: a refused brand
 * leaves no folder behind. Problems are printed as sentences and the exit code is 1.
 */
import { randomBytes } from 'node:crypto';
import { homedir } from 'node:os';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { format } from 'prettier';
import { colourHints } from '../../src/brand/deriveTheme';
import { brandDir, checkBrand } from '../../src/brand/load';
import { brandIcons, iconFile } from '../brandIcons';
import { parseCommand, QUESTIONS, USAGE, withDefaults, type Answers } from './answers';
import { brandFile, heroSvg } from './brandFile';
import { logoFile, makeIcons, readLogo } from './logoIcons';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
/** Where the command was typed: npm runs scripts from the repository root and says so in INIT_CWD. */
const typedIn = process.env.INIT_CWD ?? process.cwd();

class Refused extends Error {}

function existing(root: string, id: string): void {
  if (existsSync(brandDir(root, id)))
    throw new Refused(
      `A brand called '${id}' already exists (${brandDir(root, id)}). Choose another id, or edit that folder.`,
    );
}

/** Asks each question no flag answered, again until the answer passes its check. */
async function ask(given: Partial<Answers>, root: string): Promise<Partial<Answers>> {
  const terminal = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY === true,
  });
  // Read as a stream of lines, which keeps answers piped in ahead of their questions.
  const lines = terminal[Symbol.asyncIterator]();
  const so: Partial<Answers> = { ...given };
  try {
    for (const question of QUESTIONS) {
      if (question.prompt === null || so[question.key] !== undefined) continue;
      for (;;) {
        const fallback = question.fallback(so);
        process.stdout.write(`${question.prompt}${fallback ? ` [${fallback}]` : ''}: `);
        const line = await lines.next();
        if (line.done) throw new Refused(`\nNo answer for: ${question.prompt}.`);
        const answer = question.parse(line.value.trim() || (fallback ?? ''));
        if (answer.ok) {
          Object.assign(so, { [question.key]: answer.value });
          if (question.key === 'id') existing(root, answer.value);
          break;
        }
        process.stdout.write(`${answer.message}\n`);
      }
    }
  } finally {
    terminal.close();
  }
  return so;
}

async function run(argv: readonly string[]): Promise<string> {
  const command = parseCommand(argv);
  if (!command.ok) throw new Refused(`${command.message}\n\n${USAGE}`);
  if (command.value.help) return USAGE;
  const root = command.value.root ? resolve(typedIn, command.value.root) : REPO_ROOT;
  const { given, yes } = command.value;
  if (given.id) existing(root, given.id);

  const complete = withDefaults(yes ? given : await ask(given, root));
  if (!complete.ok)
    throw new Refused(`With --yes, give ${complete.needed.join(' and ')}.\n\n${USAGE}`);
  const answers = complete.answers;
  existing(root, answers.id);

  const hints = colourHints(answers);
  if (hints.length > 0)
    throw new Refused(
      `These colours would make text hard to read (WCAG AA asks for 4.5:1):\n${hints.map((hint) => `- ${hint.message} (--${hint.colour})`).join('\n')}`,
    );

  // A path typed at the question is not expanded by a shell.
  const read = await readLogo(resolve(typedIn, answers.logo.replace(/^~(?=\/|$)/, homedir())));
  if (!read.ok) throw new Refused(read.message);
  const logo = await logoFile(read.logo);
  const icons = await makeIcons(read.logo, answers.background);
  const icon = read.logo.kind === 'svg' ? `/brand/${logo.name}` : `/brand/${iconFile(192)}`;
  const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  const raw = brandFile({
    answers,
    appToken: `${answers.id}-${randomBytes(12).toString('base64url')}`,
    appVersion: version,
    logo: `/brand/${logo.name}`,
    icon,
  });
  const dir = brandDir(root, answers.id);
  // The build's own checks (schema, id, contrast) and its icon plan, before a file is written.
  try {
    checkBrand(raw, answers.id, join(dir, 'brand.json'));
  } catch (error) {
    throw new Refused((error as Error).message);
  }
  const files = new Map<string, Buffer | string>([
    [logo.name, logo.bytes],
    ['hero.svg', heroSvg(answers.primary, answers.background)],
    ...icons,
  ]);
  const missing = brandIcons([...files.keys()], icon).missing;
  if (missing.length > 0) throw new Error(`brand:new made no ${missing.join(', ')}`);

  await mkdir(join(dir, 'assets'), { recursive: true });
  try {
    await writeFile(
      join(dir, 'brand.json'),
      await format(JSON.stringify(raw), { parser: 'json', filepath: 'brand.json' }),
    );
    for (const [name, bytes] of files) await writeFile(join(dir, 'assets', name), bytes);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return [
    `Wrote ${relative(typedIn, dir) || '.'}/: brand.json and assets/ (${[...files.keys()].join(', ')}).`,
    `Serve it: npm start -- --brand ${answers.id}`,
    `Its menu, stores and hours come from a restaurant file: npm run restaurant:import -- <file>`,
  ].join('\n');
}

run(process.argv.slice(2)).then(
  (done) => {
    process.stdout.write(`${done}\n`);
  },
  (error: unknown) => {
    if (error instanceof Refused) {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = 1;
      return;
    }
    // A fault in the script itself, not in what was asked of it.
    process.stderr.write(`brand:new failed: ${(error as Error).message}\n`);
    process.exitCode = 2;
  },
);
