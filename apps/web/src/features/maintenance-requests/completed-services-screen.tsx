import { ScreenIntro } from '@/components/layout/screen-intro';

export function CompletedServicesScreen() {
  return (
    <ScreenIntro
      title="Completed services"
      purpose="This is where the maintenance work finished at your properties will be listed, with who did it and when."
    />
  );
}
