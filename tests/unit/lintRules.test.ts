/**
 * The realm rules of eslint.config.js and tsconfig.domain.json, each broken on purpose: a snippet
 * linted as if it were a file of that folder must fail with the rule's error, and its allowed
 * counterpart must pass.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RESTRICTED = '@typescript-eslint/no-restricted-imports';
const GLOBALS = 'no-restricted-globals';
const SYNTAX = 'no-restricted-syntax';
const CYCLE = 'import-x/no-cycle';

let eslint: ESLint;
const fixtureDirs: string[] = [];

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
  // The first lint loads the config and its plugins.
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'src/lintFixture.ts') });
});

afterAll(() => {
  for (const dir of fixtureDirs) rmSync(dir, { recursive: true, force: true });
});

/** The rules a snippet breaks, linted as the file at `file` (relative to the repository). */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

type Case = [where: string, file: string, code: string];

const BROKEN: Array<[...Case, rule: string]> = [
  [
    'worker: React',
    'worker/lintFixture.ts',
    "import { useState } from 'react';\nexport const h = useState;\n",
    RESTRICTED,
  ],
  [
    'worker: a page hook',
    'worker/lintFixture.ts',
    "import { useMenu } from '@/liveQueries/useMenu';\nexport const h = useMenu;\n",
    RESTRICTED,
  ],
  [
    'worker: a feature',
    'worker/lintFixture.ts',
    "import { addToCart } from '@/features/cart/addToCart';\nexport const f = addToCart;\n",
    RESTRICTED,
  ],
  [
    'worker: the shell',
    'worker/lintFixture.ts',
    "import { worker } from '@/app/workerClient';\nexport const w = worker;\n",
    RESTRICTED,
  ],
  [
    'worker: a ui primitive',
    'worker/lintFixture.ts',
    "import { showToast } from '@/ui/notify';\nexport const f = showToast;\n",
    RESTRICTED,
  ],
  [
    'server: React',
    'server/lintFixture.ts',
    "import { createElement } from 'react';\nexport const c = createElement;\n",
    RESTRICTED,
  ],
  [
    'server: a page hook',
    'server/lintFixture.ts',
    "import { useCart } from '@/liveQueries/useCart';\nexport const h = useCart;\n",
    RESTRICTED,
  ],
  [
    'server: worker code',
    'server/lintFixture.ts',
    "import { db } from '@worker/db/db';\nexport const d = db;\n",
    RESTRICTED,
  ],
  [
    'server: the domain by a path into the client tree',
    'server/lintFixture.ts',
    "import { formatMoney } from '../src/domain/money';\nexport const f = formatMoney;\n",
    RESTRICTED,
  ],
  [
    'server: the wire types through the page alias',
    'server/lintFixture.ts',
    "import { RESPONSE_CODES } from '@/api/responseCodes';\nexport const r = RESPONSE_CODES;\n",
    RESTRICTED,
  ],
  [
    'server: rows the worker shares with the page',
    'server/lintFixture.ts',
    "import { menuRows } from '@/liveQueries/menuRows';\nexport const m = menuRows;\n",
    RESTRICTED,
  ],
  [
    'server: a file at the top of the client tree, as a type',
    'server/lintFixture.ts',
    "import type { RenderInput } from '../src/entry-server';\nexport type Input = RenderInput;\n",
    RESTRICTED,
  ],
  [
    'server: the page by a dynamic import',
    'server/lintFixture.ts',
    "export const load = () => import('../src/app/brand');\n",
    SYNTAX,
  ],
  [
    'page: the server, relative',
    'src/lintFixture.ts',
    "import { MESSAGES } from '../server/protocol/messages';\nexport const m = MESSAGES;\n",
    RESTRICTED,
  ],
  [
    'app: the server, through the page alias',
    'src/app/lintFixture.ts',
    "import type { Database } from '@/../server/db/schema';\nexport type D = Database;\n",
    RESTRICTED,
  ],
  [
    'app: the server by a dynamic import',
    'src/app/lintFixture.ts',
    "export const load = () => import('../../server/app');\n",
    SYNTAX,
  ],
  [
    'the server render entry: the server',
    'src/entry-server.tsx',
    "import { SSR_ENTRY } from '../server/http/ssrPages';\nexport const e = SSR_ENTRY;\n",
    RESTRICTED,
  ],
  [
    'ui: the server',
    'src/ui/LintFixture.tsx',
    "import { MESSAGES } from '@/../server/protocol/messages';\nexport const m = MESSAGES;\n",
    RESTRICTED,
  ],
  [
    'domain: the server',
    'src/domain/lintFixture.ts',
    "import { MESSAGES } from '../../server/protocol/messages';\nexport const m = MESSAGES;\n",
    RESTRICTED,
  ],
  [
    'domain: the server by a dynamic import',
    'src/domain/lintFixture.ts',
    "export const load = () => import('../../server/app');\n",
    SYNTAX,
  ],
  [
    'feature: the server',
    'src/features/menu/lintFixture.ts',
    "import type { OrderEvent } from '@/../server/orders/orderEmitter';\nexport type E = OrderEvent;\n",
    RESTRICTED,
  ],
  [
    'worker: the server, relative',
    'worker/menu/lintFixture.ts',
    "import { MESSAGES } from '../../server/protocol/messages';\nexport const m = MESSAGES;\n",
    RESTRICTED,
  ],
  [
    'worker: the server, as a type',
    'worker/lintFixture.ts',
    "import type { OrderEvent } from '../server/orders/orderEmitter';\nexport type E = OrderEvent;\n",
    RESTRICTED,
  ],
  [
    'worker: the server by a dynamic import',
    'worker/lintFixture.ts',
    "export const load = () => import('../server/app');\n",
    SYNTAX,
  ],
  [
    'ui: the shell',
    'src/ui/LintFixture.tsx',
    "import { BRAND } from '@/app/brand';\nexport const b = BRAND;\n",
    RESTRICTED,
  ],
  [
    'ui: the shell, relative',
    'src/ui/LintFixture.tsx',
    "import { BRAND } from '../app/brand';\nexport const b = BRAND;\n",
    RESTRICTED,
  ],
  [
    'ui: a feature',
    'src/ui/LintFixture.tsx',
    "import { addToCart } from '@/features/cart/addToCart';\nexport const f = addToCart;\n",
    RESTRICTED,
  ],
  [
    'ui: a page hook',
    'src/ui/LintFixture.tsx',
    "import { useMenu } from '@/liveQueries/useMenu';\nexport const h = useMenu;\n",
    RESTRICTED,
  ],
  [
    'ui: worker types',
    'src/ui/LintFixture.tsx',
    "import type { CartRow } from '@worker/db/rows';\nexport type Row = CartRow;\n",
    RESTRICTED,
  ],
  [
    'app: a worker value',
    'src/app/lintFixture.ts',
    "import { queryMenu } from '@worker/db/queries';\nexport const q = queryMenu;\n",
    RESTRICTED,
  ],
  [
    'app: Dexie',
    'src/app/lintFixture.ts',
    "import Dexie from 'dexie';\nexport const D = Dexie;\n",
    RESTRICTED,
  ],
  [
    'feature: a worker value',
    'src/features/menu/lintFixture.ts',
    "import { db } from '@worker/db/db';\nexport const d = db;\n",
    RESTRICTED,
  ],
  [
    'feature: the router',
    'src/features/menu/lintFixture.ts',
    "import { useDecidedScreen } from '@/app/navigation/decidedScreen';\nexport const h = useDecidedScreen;\n",
    RESTRICTED,
  ],
  [
    'feature: the screen table',
    'src/features/menu/lintFixture.ts',
    "import { loadScreen } from '@/app/screens';\nexport const l = loadScreen;\n",
    RESTRICTED,
  ],
  [
    'domain: a page hook',
    'src/domain/lintFixture.ts',
    "import { useMenu } from '@/liveQueries/useMenu';\nexport const h = useMenu;\n",
    RESTRICTED,
  ],
  [
    'domain: the shell',
    'src/domain/lintFixture.ts',
    "import { BRAND } from '@/app/brand';\nexport const b = BRAND;\n",
    RESTRICTED,
  ],
  [
    'domain: worker types',
    'src/domain/lintFixture.ts',
    "import type { CartRow } from '@worker/db/rows';\nexport type Row = CartRow;\n",
    RESTRICTED,
  ],
  [
    'domain: document',
    'src/domain/lintFixture.ts',
    'export const title = () => document.title;\n',
    GLOBALS,
  ],
  [
    'domain: window',
    'src/domain/lintFixture.ts',
    'export const width = () => window.innerWidth;\n',
    GLOBALS,
  ],
  [
    'domain: navigator',
    'src/domain/lintFixture.ts',
    'export const lang = () => navigator.language;\n',
    GLOBALS,
  ],
  [
    'domain: localStorage',
    'src/domain/lintFixture.ts',
    "export const read = () => localStorage.getItem('k');\n",
    GLOBALS,
  ],
  [
    'domain: a timer',
    'src/domain/lintFixture.ts',
    'export const later = (f: () => void) => setTimeout(f, 1);\n',
    GLOBALS,
  ],
  [
    'domain: performance',
    'src/domain/lintFixture.ts',
    'export const t = () => performance.now();\n',
    GLOBALS,
  ],
  [
    'domain: Date.now()',
    'src/domain/lintFixture.ts',
    'export const now = () => Date.now();\n',
    SYNTAX,
  ],
  [
    'domain: new Date()',
    'src/domain/lintFixture.ts',
    'export const today = () => new Date();\n',
    SYNTAX,
  ],
  ['domain: Date()', 'src/domain/lintFixture.ts', 'export const text = () => Date();\n', SYNTAX],
];

const ALLOWED: Case[] = [
  [
    'worker: the shared menu rows, guest and boot names',
    'worker/lintFixture.ts',
    "import { API_WORKER_NAME } from '@/app/bootNames';\nimport { GUEST_CUSTOMER } from '@/liveQueries/defaults';\nimport { menuRows } from '@/liveQueries/menuRows';\nexport const all = [API_WORKER_NAME, GUEST_CUSTOMER, menuRows];\n",
  ],
  [
    'server: the domain and the wire types',
    'server/lintFixture.ts',
    "import { RESPONSE_CODES } from '@api/responseCodes';\nimport { normalizePromoCode } from '@domain/menuFilter';\nexport const all = [RESPONSE_CODES, normalizePromoCode];\n",
  ],
  [
    'server: the brand settings, and the domain by a dynamic import',
    'server/lintFixture.ts',
    "import type { Brand } from '@brand/schema';\nexport type B = Brand;\nexport const load = () => import('@domain/menuFilter');\n",
  ],
  [
    'app: a name that only contains server',
    'src/app/lintFixture.ts',
    "import { SERVER_PHRASES } from '@/domain/serverPhrases';\nexport const p = SERVER_PHRASES;\n",
  ],
  [
    "the server render entry: React's server renderer",
    'src/entry-server.tsx',
    "import { renderToString } from 'react-dom/server';\nexport const r = renderToString;\n",
  ],
  [
    'worker: the domain by a dynamic import',
    'worker/lintFixture.ts',
    "export const load = () => import('@/domain/money');\n",
  ],
  [
    'ui: its own primitives and the domain',
    'src/ui/LintFixture.tsx',
    "import { pageTitle } from '@/domain/pageTitle';\nimport { showToast } from './notify';\nexport const all = [pageTitle, showToast];\n",
  ],
  [
    'app: worker types',
    'src/app/lintFixture.ts',
    "import type { MenuData } from '@worker/db/queries';\nexport type Menu = MenuData;\n",
  ],
  [
    'feature: the worker contract, as types',
    'src/features/menu/lintFixture.ts',
    "import type { CartRow } from '@worker/db/rows';\nimport type { WorkerApi } from '@worker/api';\nexport type Both = [CartRow, WorkerApi];\n",
  ],
  [
    'feature: how its screen was reached',
    'src/features/menu/lintFixture.ts',
    "import { useScreenArrival } from '@/app/screenArrival';\nexport const h = useScreenArrival;\n",
  ],
  [
    'domain: time and window as parameters',
    'src/domain/lintFixture.ts',
    "import type { FulfilmentCode } from '../api/common';\nexport const weekday = (ms: number) => new Date(ms).getUTCDay() + Date.UTC(2025, 0, 1);\nexport const shut = (window: { disabled: boolean }) => window.disabled;\nexport type Code = FulfilmentCode;\n",
  ],
];

// The loop rule reads every module a snippet reaches: screens.ts reaches every screen.
describe('eslint realm rules', { timeout: 60_000 }, () => {
  it.each(BROKEN)('%s fails', async (_where, file, code, rule) => {
    expect(await brokenRules(file, code)).toContain(rule);
  });

  it.each(ALLOWED)('%s passes', async (_where, file, code) => {
    expect(await brokenRules(file, code)).toEqual([]);
  });

  /** Two modules in a fresh folder of `realm` that import each other (or only one way). */
  async function cycleRules(realm: string, loop: boolean): Promise<string[]> {
    const dir = mkdtempSync(path.join(root, realm, 'lint-fixture-'));
    fixtureDirs.push(dir);
    const a = "import { b } from './b';\nexport const a = () => b;\n";
    const b = loop
      ? "import { a } from './a';\nexport const b = () => a;\n"
      : 'export const b = () => 1;\n';
    writeFileSync(path.join(dir, 'a.ts'), a);
    writeFileSync(path.join(dir, 'b.ts'), b);
    return brokenRules(path.relative(root, path.join(dir, 'a.ts')), a);
  }

  it.each(['src', 'worker'])('an import loop in %s fails; one direction passes', async (realm) => {
    expect(await cycleRules(realm, true)).toContain(CYCLE);
    expect(await cycleRules(realm, false)).toEqual([]);
  });
});

// Each case builds a program from TypeScript's own lib files.
describe('tsconfig.domain.json', { timeout: 60_000 }, () => {
  /** The compiler's errors for one file compiled with src/domain's options. */
  function domainErrors(code: string): string[] {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(root, 'tsconfig.domain.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    );
    if (config === undefined) throw new Error('tsconfig.domain.json does not parse');
    const dir = mkdtempSync(path.join(tmpdir(), 'domain-fixture-'));
    fixtureDirs.push(dir);
    const file = path.join(dir, 'rule.ts');
    writeFileSync(file, code);
    const options = {
      ...config.options,
      noEmit: true,
      composite: false,
      emitDeclarationOnly: false,
      rootDir: dir,
    };
    const program = ts.createProgram([file], options);
    return ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  }

  it('has no DOM', () => {
    expect(domainErrors('export const title = () => document.title;\n').join('\n')).toMatch(
      /Cannot find name 'document'/,
    );
  });

  it('has no Node globals', () => {
    expect(domainErrors('export const env = () => process.env;\n').join('\n')).toMatch(
      /Cannot find name 'process'/,
    );
  });

  it('has the language', () => {
    expect(domainErrors('export const at = (ms: number) => [1, 2].at(-1) ?? ms;\n')).toEqual([]);
  });
});
