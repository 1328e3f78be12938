/** What a service may log through (the app's logger or a request's), without knowing Fastify. */
export interface Logger {
  warn(details: object, message: string): void;
}
