// WCAG 2.2 contrast of text as the browser draws it: the element's computed colour against the
// first opaque background behind it (white when none is set), by the WCAG relative-luminance formula.
import type { Locator } from 'playwright-core';

/** Each matched element's text, its contrast ratio and the colours it was computed from. */
export async function textContrasts(
  elements: Locator,
): Promise<{ text: string; ratio: number; color: string; background: string }[]> {
  return elements.evaluateAll((nodes) => {
    const channels = (css: string): number[] => {
      const match = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(css);
      if (!match) throw new Error(`Not an rgb() colour: ${css}`);
      return match.slice(1).map((value) => (value === undefined ? 1 : Number(value)));
    };
    const luminance = (css: string): number => {
      const [r, g, b] = channels(css).map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const backgroundOf = (node: Element): string => {
      for (let at: Element | null = node; at; at = at.parentElement) {
        const background = getComputedStyle(at).backgroundColor;
        if (channels(background)[3] === 1) return background;
      }
      return 'rgb(255, 255, 255)';
    };
    return nodes.map((node) => {
      const color = getComputedStyle(node).color;
      if (channels(color)[3] !== 1) throw new Error(`Translucent text colour: ${color}`);
      const background = backgroundOf(node);
      const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
      return {
        text: node.textContent ?? '',
        ratio: (light! + 0.05) / (dark! + 0.05),
        color,
        background,
      };
    });
  });
}
