import type { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setCookieConsent, setSession } from '@/lib/session';

// The page's own cookie jar, as the browser keeps it (attributes included).
const page = (globalThis as unknown as { jsdom: JSDOM }).jsdom;
const cookiesAt = (url: string) =>
  Object.fromEntries(page.cookieJar.getCookiesSync(url).map((cookie) => [cookie.key, cookie]));

afterEach(() => {
  clearSession();
  page.reconfigure({ url: 'http://localhost:3000/' });
});

describe('the session cookies (security finding 9)', () => {
  it('are Secure when the site is served over HTTPS', () => {
    page.reconfigure({ url: 'https://homekeep.example/dashboard' });
    setSession('a.token', 'resident');
    setCookieConsent('accepted');
    const cookies = cookiesAt('https://homekeep.example/');
    expect(cookies.accessToken).toMatchObject({ value: 'a.token', secure: true, path: '/' });
    expect(cookies.role).toMatchObject({ value: 'resident', secure: true });
    expect(cookies.cookiesConsent).toMatchObject({ secure: true });
  });

  it('work over plain http on this machine, where Secure cookies cannot be kept', () => {
    setSession('a.token', 'vendor');
    expect(cookiesAt('http://localhost:3000/').accessToken).toMatchObject({
      value: 'a.token',
      secure: false,
    });
  });
});
