// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';

afterEach(cleanup);

const PLACES = ['Fremantle', 'South Fremantle', 'East Fremantle'];

function Harness({ items, onPick }: { items: readonly string[]; onPick: (item: string) => void }) {
  const [text, setText] = useState('');
  return (
    <Combobox
      label="City or suburb"
      labelClassName="label"
      listLabel="Places"
      text={text}
      items={items}
      toOption={(item) => ({ key: item, main: item, secondary: 'WA, Australia' })}
      input={{ className: 'input' }}
      onText={setText}
      onPick={onPick}
    />
  );
}

function setup(items: readonly string[] = PLACES) {
  const onPick = vi.fn();
  const onOuterKey = vi.fn();
  const view = render(
    <div onKeyDown={onOuterKey}>
      <Harness items={items} onPick={onPick} />
    </div>,
  );
  const box = screen.getByRole('combobox', { name: 'City or suburb' });
  const highlighted = () => {
    const id = box.getAttribute('aria-activedescendant');
    return id === null ? null : document.getElementById(id)?.textContent;
  };
  return { box, onPick, onOuterKey, view, highlighted };
}

describe('Combobox (ARIA 1.2 list autocomplete)', () => {
  it('names its listbox and says whether it is expanded', () => {
    const { box } = setup();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(box, { target: { value: 'Frem' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(
      screen.getByRole('listbox', { name: 'Places' }).id,
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      PLACES.map((p) => `${p} WA, Australia`),
    );
  });

  it.each([
    [['ArrowDown'], 'Fremantle WA, Australia'],
    [['ArrowDown', 'ArrowDown'], 'South Fremantle WA, Australia'],
    [['ArrowUp'], 'East Fremantle WA, Australia'],
    [['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown'], 'Fremantle WA, Australia'],
  ])('%j highlights %j (aria-activedescendant, aria-selected)', (keys, expected) => {
    const { box, highlighted } = setup();
    fireEvent.focus(box);
    for (const key of keys) fireEvent.keyDown(box, { key });
    expect(highlighted()).toBe(expected);
    expect(screen.getByRole('option', { selected: true }).textContent).toBe(expected);
  });

  it('Enter picks the highlighted option and closes the list; without one it does nothing', () => {
    const { box, onPick } = setup();
    fireEvent.focus(box);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith('South Fremantle');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list and stays inside it (a dialog around it stays open)', () => {
    const { box, onOuterKey, highlighted } = setup();
    fireEvent.focus(box);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(highlighted()).toBeNull();
    expect(onOuterKey).toHaveBeenCalledTimes(1); // the ArrowDown only
    fireEvent.keyDown(box, { key: 'Escape' }); // closed: Escape is the dialog's again
    expect(onOuterKey).toHaveBeenCalledTimes(2);
  });

  it('a click picks; leaving the box closes the list', () => {
    const { box, onPick } = setup();
    fireEvent.focus(box);
    fireEvent.click(screen.getByRole('option', { name: /^East Fremantle/ }));
    expect(onPick).toHaveBeenCalledWith('East Fremantle');
    fireEvent.focus(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('a new list starts with nothing highlighted', () => {
    const onPick = vi.fn();
    const { rerender } = render(<Harness items={PLACES} onPick={onPick} />);
    const box = screen.getByRole('combobox');
    fireEvent.focus(box);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).not.toBeNull();
    rerender(<Harness items={['Hilton']} onPick={onPick} />);
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('with no suggestions the list stays closed and the arrows do nothing', () => {
    const { box, onOuterKey } = setup([]);
    fireEvent.focus(box);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(onOuterKey).toHaveBeenCalledTimes(1);
  });
});
