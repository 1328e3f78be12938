import type { FastifyReply, FastifyRequest } from 'fastify';

/** A cookie the request carries, as sent. */
export const readCookie = (request: FastifyRequest, name: string) =>
  (request.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];

/** Adds a cookie to the answer: SameSite=Lax, and Secure when the request came over HTTPS. */
export function setCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  name: string,
  value: string,
  attributes: string,
) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header('Set-Cookie', [
    ...((reply.getHeader('Set-Cookie') as string[] | undefined) ?? []),
    `${name}=${value}; ${attributes}; SameSite=Lax${secure}`,
  ]);
}
