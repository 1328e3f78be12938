import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_LINK } from '@/config/app';
import { paths } from '@/config/paths';

/** "write to …, call … or use the contact page", to end a sentence that asks people to reach us. */
export function WaysToReachUs() {
  return (
    <>
      write to <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>, call{' '}
      <Anchor href={SUPPORT_PHONE_LINK}>{SUPPORT_PHONE}</Anchor> or use the form on the{' '}
      <Anchor component={Link} to={paths.contactUs}>
        contact page
      </Anchor>
    </>
  );
}
