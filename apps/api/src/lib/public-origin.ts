/**
 * The site's address for absolute links to the processor's return pages: `PUBLIC_URL`, else the
 * request's own (right behind a proxy only with TRUST_PROXY, so PUBLIC_URL can pin it).
 */
export const publicOrigin = (
  publicUrl: string | undefined,
  request: { protocol: string; host: string },
) => publicUrl ?? `${request.protocol}://${request.host}`;
