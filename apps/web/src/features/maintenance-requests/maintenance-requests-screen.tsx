import { ScreenIntro } from '@/components/layout/screen-intro';

export function MaintenanceRequestsScreen() {
  return (
    <ScreenIntro
      title="Maintenance requests"
      purpose="This is where you will ask for maintenance on one of your properties and follow each request until a provider completes it."
    />
  );
}
