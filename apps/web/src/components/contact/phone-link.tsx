import { formatPhone, phoneLink } from '@homekeep/contracts/phone';
import { Anchor } from '@mantine/core';

/** A kept phone number as people read it, "(406) 555-0142", dialled when tapped. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Anchor href={phoneLink(phone)} size="sm">
      {formatPhone(phone)}
    </Anchor>
  );
}
