import { ScreenIntro } from '@/components/layout/screen-intro';

export function SymnLuxeScreen() {
  return (
    <ScreenIntro
      title="SYMN Luxe"
      purpose="This is where the premium SYMN Luxe services will be listed for you to browse and book."
    />
  );
}
