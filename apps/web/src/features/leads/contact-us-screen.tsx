import { ScreenIntro } from '@/components/layout/screen-intro';

export function ContactUsScreen() {
  return (
    <ScreenIntro
      title="Contact us"
      purpose="This is where you will be able to ask us a question or book a free demo for your properties or association."
    />
  );
}
