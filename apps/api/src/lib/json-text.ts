import type { List } from '@homekeep/contracts/common';

/**
 * An answer already written as JSON (a job's card, kept by the database), holding a `T`: the
 * serializer sends its text as it is, or, where answers are checked against their schema
 * (`RESPONSE_VALIDATION`), parses and checks it like any other (lib/response-serializer.ts).
 */
export class JsonText<T> {
  declare readonly holds?: T;
  constructor(readonly text: string) {}
}

/** `{"data": item}` around one item written as JSON. */
export const jsonItem = <T>(item: string) => new JsonText<{ data: T }>(`{"data":${item}}`);

/** `{"data": [items]}` around items written as JSON. */
export const jsonItems = <T>(items: string[]) =>
  new JsonText<{ data: T[] }>(`{"data":[${items.join(',')}]}`);

/** The list envelope around items written as JSON. */
export const jsonList = <T>(items: string[], meta: List<T>['meta']) =>
  new JsonText<List<T>>(`{"data":[${items.join(',')}],"meta":${JSON.stringify(meta)}}`);

/**
 * The answer as a route's typed reply: the route returns what the text holds, and the serializer
 * sends the text.
 */
export const asSent = <T>(answer: JsonText<T>) => answer as unknown as T;
