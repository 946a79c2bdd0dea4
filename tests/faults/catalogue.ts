/**
 * The spec's message catalogue as the code holds it (src/domain/*Messages.ts, messages.ts and the
 * server's phrases): every failure a journey is told must be one of these words, as written.
 */
import * as accountMessages from '@/domain/accountMessages';
import * as cartMessages from '@/domain/cartMessages';
import * as messages from '@/domain/messages';
import * as moneyMessages from '@/domain/moneyMessages';
import * as orderMessages from '@/domain/orderMessages';
import * as serverPhrases from '@/domain/serverPhrases';
import * as signInMessages from '@/domain/signInMessages';
import * as standingOrderMessages from '@/domain/standingOrderMessages';
import * as terminalMessages from '@/domain/terminalMessages';

function stringsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value !== null && typeof value === 'object')
    for (const inner of Object.values(value)) stringsOf(inner, into);
  return into;
}

const CATALOGUE = stringsOf(
  [
    accountMessages,
    cartMessages,
    messages,
    moneyMessages,
    orderMessages,
    serverPhrases,
    signInMessages,
    standingOrderMessages,
    terminalMessages,
  ],
  new Set(),
);

const HOLE = '\u0000';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalogue's phrases with blanks ('Your order total has changed to {total}…'), as patterns. */
function templatesOf(modules: object[]): RegExp[] {
  const patterns: RegExp[] = [];
  for (const module of modules)
    for (const value of Object.values(module)) {
      if (typeof value !== 'function') continue;
      let text: unknown;
      try {
        text = (value as (...args: string[]) => unknown)(HOLE, HOLE, HOLE, HOLE);
      } catch {
        continue;
      }
      if (typeof text === 'string' && text.includes(HOLE))
        patterns.push(new RegExp(`^${text.split(HOLE).map(escape).join('.+')}$`, 's'));
    }
  return patterns;
}

const TEMPLATES = templatesOf([
  messages,
  moneyMessages,
  orderMessages,
  serverPhrases,
  standingOrderMessages,
]);

export const inCatalogue = (message: string) =>
  CATALOGUE.has(message) || TEMPLATES.some((pattern) => pattern.test(message));
