import { ScreenIntro } from '@/components/layout/screen-intro';

export function CheckoutScreen() {
  return (
    <ScreenIntro
      title="Checkout"
      purpose="This is where you will review what you are paying for before continuing to the secure card payment page."
    />
  );
}
