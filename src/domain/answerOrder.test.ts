import { describe, expect, it } from 'vitest';
import { acceptAnswer, localWrite, NO_ANSWERS, sendTicket, type AnswerOrder } from './answerOrder';

const at = (sent: number, applied: number): AnswerOrder => ({ sent, applied });

describe('answerOrder (cart answers stored in send order)', () => {
  it.each([
    ['the first call', NO_ANSWERS, 1, at(1, 0)],
    ['after two sent, one answered', at(2, 1), 3, at(3, 1)],
  ])('sendTicket: %s', (_, order, ticket, after) => {
    expect(sendTicket(order)).toEqual({ ticket, order: after });
  });

  it.each([
    ['the only call sent', at(1, 0), 1, at(1, 1)],
    ['a later call answered first', at(2, 0), 2, at(2, 2)],
    ['the earlier call answered after it: dropped', at(2, 2), 1, null],
    ['the same answer twice: dropped', at(2, 2), 2, null],
    ['answered after a local write: dropped', at(3, 3), 2, null],
    ['sent after a local write', at(4, 3), 4, at(4, 4)],
    ['a ticket beyond what is known (another tab)', at(1, 1), 5, at(5, 5)],
  ])('acceptAnswer: %s', (_, order, ticket, after) => {
    expect(acceptAnswer(order, ticket)).toEqual(after);
  });

  it.each([
    ['nothing sent yet', NO_ANSWERS, at(1, 1)],
    ['calls still out', at(4, 2), at(5, 5)],
  ])('localWrite: %s', (_, order, after) => {
    expect(localWrite(order)).toEqual(after);
  });
});
