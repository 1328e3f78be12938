import { ScreenIntro } from '@/components/layout/screen-intro';

export function ProfileScreen() {
  return (
    <ScreenIntro
      title="Your profile"
      purpose="This is where you will keep your name, phone number, photo and password up to date."
    />
  );
}
