import { ScreenIntro } from '@/components/layout/screen-intro';

export function OrdersScreen() {
  return (
    <ScreenIntro
      title="Orders"
      purpose="This is where you will see the jobs that match your services and service area, accept them and update their progress."
    />
  );
}
