import { ScreenIntro } from '@/components/layout/screen-intro';

export function NotificationsScreen() {
  return (
    <ScreenIntro
      title="Notifications"
      purpose="This is where new job offers and updates about your orders will arrive, for you to read and mark as seen."
    />
  );
}
