/**
 * The live channel's parser (worker/live/eventStream.ts): complete server-sent-event blocks come
 * out as events, a partial block waits for the rest, comments and unreadable data are skipped.
 */
import { describe, expect, it } from 'vitest';
import { apiUrl, parseEventBlocks } from '@worker/live/eventStream';
import { captureLogs } from './support/logs';

captureLogs();

describe('parseEventBlocks', () => {
  it.each([
    [
      'the open event, after the retry line',
      'retry: 2000\nevent: open\ndata: {"order_id":7,"status":"placed"}\n\n',
      [{ event: 'open', data: { order_id: 7, status: 'placed' } }],
      '',
    ],
    [
      'two events in one chunk',
      'event: order\ndata: {"status":"ready"}\n\nevent: order\ndata: {"status":"completed"}\n\n',
      [
        { event: 'order', data: { status: 'ready' } },
        { event: 'order', data: { status: 'completed' } },
      ],
      '',
    ],
    [
      'a block still arriving waits',
      'event: order\ndata: {"status":"re',
      [],
      'event: order\ndata: {"status":"re',
    ],
    ['the keep-alive comment', ': keep-alive\n\n', [], ''],
    [
      'CRLF line ends',
      'event: order\r\ndata: {"a":1}\r\n\r\n',
      [{ event: 'order', data: { a: 1 } }],
      '',
    ],
    ['data that is not JSON is dropped', 'event: order\ndata: {oops\n\n', [], ''],
    ['no event name: message', 'data: {"a":1}\n\n', [{ event: 'message', data: { a: 1 } }], ''],
  ])('%s', (_name, buffer, events, rest) => {
    expect(parseEventBlocks(buffer)).toEqual({ events, rest });
  });
});

describe('apiUrl', () => {
  it.each([
    ['/api', 'orders/1/events', 'http://app.test/api/orders/1/events'],
    ['/api/', 'staff/events', 'http://app.test/api/staff/events'],
    ['https://api.example/api?x=1', 'staff/events', 'https://api.example/api/staff/events'],
  ])('%s + %s → %s', (base, path, url) => {
    expect(apiUrl(base, 'http://app.test', path)).toBe(url);
  });
});
