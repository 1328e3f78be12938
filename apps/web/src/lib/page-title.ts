import { useEffect } from 'react';
import { APP_NAME } from '@/config/app';

/** Names the browser tab after the screen, so history and tabs say where each page is. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
