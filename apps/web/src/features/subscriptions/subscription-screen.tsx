import { ScreenIntro } from '@/components/layout/screen-intro';

export function SubscriptionScreen() {
  return (
    <ScreenIntro
      title="Subscription"
      purpose="This is where you will subscribe your properties to a maintenance plan, pay for it and change or cancel it later."
    />
  );
}
