// A job's location read as its state: the names, codes and capitals people wrote before the
// location became a choice.
import { describe, expect, it } from 'vitest';
import {
  AUSTRALIAN_STATES,
  STATE_NAMES,
  stateOfLocation,
} from '../../schema/contract/australianStates';

describe('stateOfLocation', () => {
  it.each([
    ['Victoria', 'Victoria'],
    ['victoria', 'Victoria'],
    ['  VICTORIA ', 'Victoria'],
    ['VIC', 'Victoria'],
    ['Vic', 'Victoria'],
    ['vic.', 'Victoria'],
    ['Melbourne, VIC', 'Victoria'],
    ['Melbourne VIC 3000', 'Victoria'],
    ['Geelong (Vic)', 'Victoria'],
    ['Melbourne', 'Victoria'],
    ['Ballarat, Victoria', 'Victoria'],
    ['South Australia', 'South Australia'],
    ['SA', 'South Australia'],
    ['S.A.', 'South Australia'],
    ['Adelaide, SA 5000', 'South Australia'],
    ['Adelaide', 'South Australia'],
    ['NSW', 'New South Wales'],
    ['N.S.W.', 'New South Wales'],
    ['Sydney, New South Wales', 'New South Wales'],
    ['ACT', 'Australian Capital Territory'],
    ['Canberra', 'Australian Capital Territory'],
    ['NT', 'Northern Territory'],
    ['Darwin, Northern Territory', 'Northern Territory'],
    ['Qld', 'Queensland'],
    ['Brisbane QLD', 'Queensland'],
    ['Tas', 'Tasmania'],
    ['Hobart, Tasmania', 'Tasmania'],
    ['WA', 'Western Australia'],
    ['Perth, Western Australia', 'Western Australia'],
    // A full name beats a code or a city elsewhere in the text.
    ['Mount Gambier (near VIC border), South Australia', 'South Australia'],
    // A code beats a city that belongs elsewhere.
    ['Perth Road, Adelaide SA', 'South Australia'],
  ])('reads %j as %s', (location, state) => {
    expect(stateOfLocation(location)).toBe(state);
  });

  it.each(['', 'Remote', 'Australia wide', 'Victor Harbor', 'Salisbury', 'Saint Kilda', 'Wagga'])(
    'finds no state in %j',
    (location) => {
      expect(stateOfLocation(location)).toBeUndefined();
    },
  );

  it('reads every state by its name and its code', () => {
    for (const state of AUSTRALIAN_STATES) {
      expect(stateOfLocation(state.name)).toBe(state.name);
      expect(stateOfLocation(state.code)).toBe(state.name);
    }
    expect(STATE_NAMES).toHaveLength(8);
  });
});
