import { describe, expect, it } from 'vitest';
import { parseCommand, shortNameFor, withDefaults } from '../../scripts/brandNew/answers';

describe('parseCommand', () => {
  it.each([
    [
      'the id and flags, colours made lower-case six-digit hex',
      ['corner-cafe', '--name', 'Corner Cafe', '--primary', '#8B1E3F', '--text=#123', '--yes'],
      {
        given: { id: 'corner-cafe', name: 'Corner Cafe', primary: '#8b1e3f', text: '#112233' },
        yes: true,
        root: null,
        help: false,
      },
    ],
    ['nothing: every answer is asked', [], { given: {}, yes: false, root: null, help: false }],
    [
      'the country and store mode in any case',
      ['x', '--country', 'nz', '--store-mode', 'MULTI', '--root', '/tmp/r'],
      {
        given: { id: 'x', countryCode: 'NZ', storeMode: 'multi' },
        yes: false,
        root: '/tmp/r',
        help: false,
      },
    ],
  ])('%s', (_, argv, expected) => {
    expect(parseCommand(argv)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [
      'an id with capitals',
      ['Corner'],
      "The brand id must be lower-case letters, digits and dashes, like 'corner-cafe'.",
    ],
    [
      'a colour by name',
      ['x', '--primary', 'red'],
      'The primary colour must be a colour like #2f5d3a.',
    ],
    [
      'a long short name',
      ['x', '--short-name', 'Corner Cafe Newtown'],
      'The short name must be 12 characters or fewer (it labels the home-screen icon).',
    ],
    ['an empty name', ['x', '--name', '  '], 'The name cannot be empty.'],
    ['another country', ['x', '--country', 'UK'], 'The country must be one of AU, NZ.'],
    ['two ids', ['a', 'b'], "Give one brand id; got 'a' 'b'."],
  ])('refuses %s', (_, argv, message) => {
    expect(parseCommand(argv)).toEqual({ ok: false, message });
  });

  it('refuses an unknown flag, naming it', () => {
    const parsed = parseCommand(['x', '--colour', '#ffffff']);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toContain("'--colour'");
  });
});

describe('withDefaults', () => {
  it('fills each answer from those before it', () => {
    expect(
      withDefaults({ id: 'harbour-st', name: 'Harbour Street Noodle Bar', logo: 'l.svg' }),
    ).toEqual({
      ok: true,
      answers: {
        id: 'harbour-st',
        name: 'Harbour Street Noodle Bar',
        shortName: 'Harbour',
        description: 'Order from Harbour Street Noodle Bar.',
        primary: '#2f5d3a',
        background: '#ffffff',
        text: '#1f1a14',
        accent: '#2f5d3a',
        logo: 'l.svg',
        countryCode: 'AU',
        stateCode: 'NSW',
        menuSlug: 'harbour-st',
        storeMode: 'single',
      },
    });
  });

  it('names the answers that have no default', () => {
    expect(withDefaults({ primary: '#000000' })).toEqual({
      ok: false,
      needed: ['<id>', '--name', '--logo'],
    });
  });

  it.each([
    ['Corner Cafe', 'Corner Cafe'],
    ['Fremantle Fig & Olive', 'Fremantle'],
    ['Supercalifragilistic Diner', 'Supercalifra'],
  ])('shortNameFor(%s) is %s', (name, short) => {
    expect(shortNameFor(name)).toBe(short);
  });
});
