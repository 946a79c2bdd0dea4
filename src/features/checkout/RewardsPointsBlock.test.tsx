// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RewardsPointsBlock } from './RewardsPointsBlock';

afterEach(cleanup);

/** A change the test settles by hand, as the worker's answer would. */
function deferred() {
  let settle: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('RewardsPointsBlock', () => {
  it.each([
    ['a member without points', 0],
    ['a guest, kiosk or staff login (the server offers them none)', 0],
  ])('%s is offered nothing', (_who, held) => {
    render(
      <RewardsPointsBlock held={held} using={false} disabled={false} onChange={async () => {}} />,
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("shows the member's points and whether they are used", () => {
    render(<RewardsPointsBlock held={250} using disabled={false} onChange={async () => {}} />);
    const box = screen.getByRole('checkbox', { name: 'Use my rewards points' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('You have 250 points')).toBeTruthy();
  });

  it('sends the choice once, shows it at once and waits for the answer before another', async () => {
    const sent: boolean[] = [];
    const answer = deferred();
    render(
      <RewardsPointsBlock
        held={100}
        using={false}
        disabled={false}
        onChange={(use) => {
          sent.push(use);
          return answer.promise;
        }}
      />,
    );
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    fireEvent.click(box);
    expect(sent).toEqual([true]);
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
    fireEvent.click(box);
    expect(sent).toEqual([true]);
    await act(async () => {
      answer.settle();
      await answer.promise;
    });
    expect(box.disabled).toBe(false);
    // The server's cart says what is used once the answer is in (here it still says not).
    expect(box.checked).toBe(false);
  });
});
