import createCache from '@emotion/cache';

/** Class-name prefix of every style Chakra generates; the prerender extracts styles by it. */
export const EMOTION_KEY = 'css';

/** One cache per render on the server, one for the page's lifetime in the browser. */
export const createEmotionCache = () => createCache({ key: EMOTION_KEY });
