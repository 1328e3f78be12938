import { fillPattern, webPagePatterns, webPages } from '@homekeep/contracts/web-pages';

export const API_BASE = '/api/v1';

/** Every page's address (contracts' web-pages, which the API reads too), and a record's. */
export const paths = {
  ...webPages,
  homeService: (id: string) => fillPattern(webPagePatterns.homeService, id),
  property: (id: string) => fillPattern(webPagePatterns.property, id),
  editProperty: (id: string) => fillPattern(webPagePatterns.editProperty, id),
} as const;

/** The addresses of records, as the routers match them. */
export const pathPatterns = webPagePatterns;
