/** The id of the footer's links, where the header's menu takes a visitor without JavaScript. */
export const FOOTER_LINKS_ID = 'site-links';
