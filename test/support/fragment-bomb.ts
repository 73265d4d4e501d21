// The fragment bomb of issue 21: `{ listPosts { items { ...A0 } } }` with every fragment Ai
// spreading A(i+1) `fanOut` times, down to `A<levels> { id }`. Nine levels of ten (816 bytes)
// select 10^9 fields; twenty levels of two select 2^20. Shared by the unit and integration layers.

export function fragmentBomb(levels: number, fanOut: number): string {
  const fragments = Array.from(
    { length: levels },
    (_, level) =>
      `fragment A${level} on Post { ${Array.from({ length: fanOut }, () => `...A${level + 1}`).join(' ')} }`,
  );
  return [
    '{ listPosts { items { ...A0 } } }',
    ...fragments,
    `fragment A${levels} on Post { id }`,
  ].join('\n');
}
