// The styles a prerendered page uses, taken from the emotion cache it was rendered with, as
// <style> elements for <head> in the form emotion's browser cache picks up (marks as inserted)
// instead of inserting again: the page is styled before any script runs, and hydration adds nothing.
import type { EmotionCache } from '@emotion/cache';
import { escapeHtml } from '../seo/headTags';

/** A cache that collects styles instead of rendering <style> elements next to the markup. */
export function collectingCache(cache: EmotionCache): EmotionCache {
  cache.compat = true;
  return cache;
}

export function criticalStyleTags(cache: EmotionCache, html: string): string {
  const used = new Set(
    Array.from(html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9_-]+)`, 'g')), (m) => m[1]),
  );
  const globalTags: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    // Global styles (ChakraProvider's reset, tokens, globalCss) are never registered as classes.
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globalTags.push(styleTag(`${cache.key}-global ${id}`, rules));
    } else if (used.has(id)) {
      ids.push(id);
      css += rules;
    }
  }
  return [...globalTags, styleTag(`${cache.key} ${ids.join(' ')}`, css)].join('\n    ');
}

function styleTag(dataEmotion: string, css: string): string {
  return `<style data-emotion="${escapeHtml(dataEmotion)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}
