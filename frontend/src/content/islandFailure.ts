// Texts shown where an interactive part of a public page (an island, frontend/src/islands/) cannot
// work. Each is followed by the provider's phone and e-mail (schema/contract/siteConfig.ts), so the
// visitor can still reach them: '<lead> Please call us on <phone> or e-mail us at <e-mail>.'

export const islandFailureText = {
  /** The island's code could not be loaded, so what the visitor tapped or sent did not happen. */
  notLoaded: 'Sorry, that did not work: part of this page could not load.',
  /** The island failed while showing itself. */
  broken: 'Sorry, this part of the page could not be shown.',
  callUs: 'Please call us on',
  orEmail: 'or e-mail us at',
} as const;
