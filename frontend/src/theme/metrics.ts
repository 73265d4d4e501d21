/** Height of the sticky header in px, below and from the lg breakpoint (1024 px). */
export const HEADER_HEIGHT = { base: 64, lg: 80 } as const;
