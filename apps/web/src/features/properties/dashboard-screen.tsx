import { ScreenIntro } from '@/components/layout/screen-intro';

export function DashboardScreen() {
  return (
    <ScreenIntro
      title="Property dashboard"
      purpose="This is where you will manage your properties and see each one's plan, requests and history in one place."
    />
  );
}
