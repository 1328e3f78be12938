import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ScreenIntro } from '@/components/layout/screen-intro';
import { paths } from '@/config/paths';

export function ServiceDetailScreen() {
  return (
    <ScreenIntro
      title="Service details"
      purpose="This is where one home service will be described in full, with its price and a way to book it."
    >
      <Anchor component={Link} to={paths.homeServices}>
        Back to home services
      </Anchor>
    </ScreenIntro>
  );
}
