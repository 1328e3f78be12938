import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
};

/**
 * One scripted answer: a status and a JSON body, raw text, dropping the connection, or holding
 * it open as a Server-Sent Events stream (see `streams`).
 */
export type Answer =
  | { status: number; json?: unknown; text?: string; delayMs?: number }
  | { destroy: true }
  | { eventStream: true };

/** A Server-Sent Events connection the server holds open. */
type EventStream = {
  url: string;
  send: (event: string, data: unknown) => void;
  /** False once the client has closed the connection. */
  isOpen: () => boolean;
};

export type ScriptServer = {
  baseUrl: string;
  requests: RecordedRequest[];
  /** The event streams opened since the script was last set, oldest first. */
  streams: EventStream[];
  /** Answers given in order; once used up, the `fallback` answers. */
  script: (answers: Answer[], fallback?: (request: RecordedRequest) => Answer) => void;
  /**
   * A standing answer for one path below the base URL (`/auth/providers`), given every time,
   * before the script, and not recorded: for reads a screen makes on its own that a test
   * is not about. `null` removes it.
   */
  stand: (path: string, answer: Answer | null) => void;
  close: () => Promise<void>;
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

function openEventStream(url: string, response: ServerResponse): EventStream {
  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    'access-control-allow-origin': '*',
  });
  response.write(': connected\n\n');
  let open = true;
  response.on('close', () => (open = false));
  return {
    url,
    send: (event, data) => response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    isOpen: () => open,
  };
}

/** What a script server answers a request nothing scripted: the API's 404. */
export const noSuchRoute = (): Answer => ({
  status: 404,
  json: { statusCode: 404, error: 'Not Found', message: 'No such route' },
});

/** A real HTTP server on a random local port that answers as scripted and records requests. */
export async function startScriptServer(): Promise<ScriptServer> {
  let queue: Answer[] = [];
  let fallback: (request: RecordedRequest) => Answer = noSuchRoute;
  const requests: RecordedRequest[] = [];
  const streams: EventStream[] = [];
  const standing = new Map<string, Answer>();

  const server: Server = createServer(async (request, response) => {
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      authorization: request.headers.authorization,
      body: await readBody(request),
    };
    const path = recorded.url.replace(/^\/api\/v1/, '').split('?')[0] ?? '';
    const standingAnswer = standing.get(path);
    if (!standingAnswer) requests.push(recorded);
    const answer = standingAnswer ?? queue.shift() ?? fallback(recorded);
    if ('destroy' in answer) {
      request.socket.destroy();
      return;
    }
    if ('eventStream' in answer) {
      streams.push(openEventStream(recorded.url, response));
      return;
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (response.destroyed) return;
    const body = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
    response.writeHead(answer.status, {
      'content-type': answer.text ? 'text/html' : 'application/json; charset=utf-8',
      'access-control-allow-origin': '*',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    requests,
    streams,
    script: (answers, nextFallback) => {
      queue = [...answers];
      requests.length = 0;
      streams.length = 0;
      if (nextFallback) fallback = nextFallback;
    },
    stand: (path, answer) => {
      if (answer) standing.set(path, answer);
      else standing.delete(path);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
