// What a link that opens a new tab adds to its own words, so that everyone knows before following it.

export const newTabLinkText = {
  suffix: '(opens in a new tab)',
} as const;
