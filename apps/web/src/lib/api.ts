import type { SerializedError } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_BASE, paths } from '@/config/paths';
import { clearSession, getToken, markSessionEnded } from '@/lib/session';
import { showErrorToast } from '@/lib/toast';

const MAX_RETRIES = 5;
const BACKOFF_START_MS = 300;
const BACKOFF_MAX_STEPS = 5;
const REQUEST_TIMEOUT_MS = 30_000;
const KEEP_UNUSED_DATA_SECONDS = 60;
const REFRESH_AFTER_SECONDS = 1800;

export const TRANSPORT_MESSAGES = {
  FETCH_ERROR: "We couldn't reach the server. Check your connection and try again.",
  TIMEOUT_ERROR: 'The server took too long to answer. Please try again in a moment.',
  PARSING_ERROR: "The server's answer could not be read. Please try again in a moment.",
} as const;

export type RequestArgs = string | FetchArgs;

const methodOf = (args: RequestArgs): string =>
  typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Whether a failed attempt is tried again. `attempt` counts failures so far (1 after the first).
 * A write is repeated only when no connection was made, so the server cannot have applied it.
 */
export function shouldRetry(error: FetchBaseQueryError, method: string, attempt: number): boolean {
  if (attempt > MAX_RETRIES) return false;
  if (error.status === 'FETCH_ERROR') return true;
  if (!isRead(method)) return false;
  if (error.status === 'TIMEOUT_ERROR') return true;
  if (error.status === 'PARSING_ERROR') return error.originalStatus >= 500;
  return typeof error.status === 'number' && error.status >= 500;
}

/** Delay before retry number `attempt` (1-based): 300, 600, 1200, 2400, 4800 ms, then flat. */
export const backoffDelay = (attempt: number): number =>
  BACKOFF_START_MS * 2 ** (Math.min(Math.max(attempt, 1), BACKOFF_MAX_STEPS) - 1);

const serverMessage = (data: unknown): string | undefined => {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data as { message: unknown };
  return typeof message === 'string' && message.trim() ? message : undefined;
};

/** The id the server gave a failed request (`requestId`), which support can find in its logs. */
const requestIdOf = (data: unknown): string | undefined => {
  if (typeof data !== 'object' || data === null || !('requestId' in data)) return undefined;
  const { requestId } = data as { requestId: unknown };
  return typeof requestId === 'string' && requestId ? requestId : undefined;
};

/** A failure on the server's side names its request, for people to quote when they ask for help. */
const withReference = (message: string, status: number, data: unknown) => {
  const requestId = status >= 500 ? requestIdOf(data) : undefined;
  return requestId ? `${message} (Reference: ${requestId})` : message;
};

export function messageFor(error: FetchBaseQueryError | SerializedError | undefined): string {
  const fallback = 'Something went wrong. Please try again.';
  if (!error) return fallback;
  if (!('status' in error)) return error.message ?? fallback;
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
    case 'PARSING_ERROR':
      return TRANSPORT_MESSAGES[error.status];
    case 'CUSTOM_ERROR':
      return error.error || fallback;
    default:
      return withReference(
        serverMessage(error.data) ??
          `The server answered with an error (${error.status}). ${fallback}`,
        error.status,
        error.data,
      );
  }
}

/** The server answered and refused (a 4xx), as against failing or not answering at all. */
export const isRefusal = (error: FetchBaseQueryError | SerializedError | undefined) =>
  Boolean(error && 'status' in error && typeof error.status === 'number' && error.status < 500);

export type BaseQuerySettings = {
  baseUrl: string;
  timeoutMs: number;
  /** Leaves the page for the sign-in screen with a full reload; `reason` is the server's word. */
  redirectToSignIn: (reason: string | undefined) => void;
  notifyError: (message: string) => void;
  wait: (ms: number) => Promise<void>;
};

/** `told: 'inline'`: the screen says the error itself, so no toast repeats it. */
type AppExtraOptions = { told?: 'inline' };

type AppBaseQuery = BaseQueryFn<RequestArgs, unknown, FetchBaseQueryError, AppExtraOptions>;

/**
 * Calls that start a session never carry the old token, so a stale cookie cannot turn a wrong
 * password into a forced sign-out.
 */
const ANONYMOUS_ENDPOINTS: ReadonlySet<string> = new Set([
  'signIn',
  'signInWithProvider',
  'signUp',
]);

const tokenFor = (endpoint: string) => (ANONYMOUS_ENDPOINTS.has(endpoint) ? undefined : getToken());

/** The one base query: bearer token, retry rules, 401 handling and the error toast. */
export function createBaseQuery(settings: BaseQuerySettings): AppBaseQuery {
  // Every attempt of a request goes where the first went, even when the settings move meanwhile
  // (a test file pointing them at its own server while an earlier file's retries still wait).
  const { baseUrl, timeoutMs } = settings;
  const attemptOnce: AppBaseQuery = (args, api, extraOptions) =>
    fetchBaseQuery({
      baseUrl,
      timeout: timeoutMs,
      prepareHeaders: (headers, { endpoint }) => {
        const token = tokenFor(endpoint);
        if (token) headers.set('Authorization', `Bearer ${token}`);
        return headers;
      },
    })(args, api, extraOptions);

  const withRetry = retry(attemptOnce, {
    retryCondition: (error, args, { attempt }) =>
      shouldRetry(error as FetchBaseQueryError, methodOf(args as RequestArgs), attempt),
    backoff: (attempt) => settings.wait(backoffDelay(attempt)),
  });

  return async (args, api, extraOptions) => {
    const carriedToken = Boolean(tokenFor(api.endpoint));
    const result = await withRetry(args, api, extraOptions);
    if (result.error) {
      if (result.error.status === 401 && carriedToken) {
        clearSession();
        settings.redirectToSignIn(serverMessage(result.error.data));
      } else if ((extraOptions as AppExtraOptions | undefined)?.told !== 'inline') {
        settings.notifyError(messageFor(result.error));
      }
    }
    return result;
  };
}

/** The running app's settings; tests point `baseUrl` at a local server. */
export const apiSettings: BaseQuerySettings = {
  baseUrl: API_BASE,
  timeoutMs: REQUEST_TIMEOUT_MS,
  redirectToSignIn: (reason) => {
    markSessionEnded(reason);
    window.location.assign(paths.signIn);
  },
  notifyError: showErrorToast,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const appBaseQuery: AppBaseQuery = (args, api, extraOptions) =>
  createBaseQuery(apiSettings)(args, api, extraOptions);

/**
 * Every cache tag of the app. A feature that changes something another feature shows
 * invalidates it through these names, never through a string of its own.
 */
export const TAGS = {
  currentUser: 'CurrentUser',
  property: 'Property',
  subscription: 'Subscription',
  maintenanceRequest: 'MaintenanceRequest',
  vendorOrder: 'VendorOrder',
  vendorProfile: 'VendorProfile',
  vendorVehicles: 'VendorVehicles',
  vendorEquipments: 'VendorEquipments',
  notification: 'Notification',
  vendorReviews: 'VendorReviews',
  message: 'Message',
  payoutAccount: 'PayoutAccount',
  earning: 'Earning',
} as const;

type TagType = (typeof TAGS)[keyof typeof TAGS];

/** The tag of a whole list of one type, invalidated when an item is added or removed. */
export const listTag = <T extends TagType>(type: T) => ({ type, id: 'LIST' }) as const;

/** The list tag plus one tag per item, for a query that answers a list. */
export const listTags = <T extends TagType>(type: T, items: { id: string }[] | undefined) => [
  listTag(type),
  ...(items ?? []).map(({ id }) => ({ type, id })),
];

export const api = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  // Files' addresses in answers expire (an hour by default): a screen that mounts again reads
  // anything older than half of that afresh, so the photos it shows have addresses that work.
  refetchOnMountOrArgChange: REFRESH_AFTER_SECONDS,
  tagTypes: Object.values(TAGS),
  endpoints: () => ({}),
});
