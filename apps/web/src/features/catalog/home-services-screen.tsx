import { ScreenIntro } from '@/components/layout/screen-intro';

export function HomeServicesScreen() {
  return (
    <ScreenIntro
      title="Home services"
      purpose="This is where you will browse the home services on offer, search them by name and book one for your property."
    />
  );
}
