import {
  IconCalendarRepeat,
  IconHomeShield,
  IconListCheck,
  IconMapPin,
  IconReceipt,
  IconUsers,
} from '@tabler/icons-react';
import { InfoPage } from './components/info-page';

const benefits = [
  {
    icon: <IconCalendarRepeat size={26} />,
    title: 'Care on a schedule',
    text: 'Each property on a plan gets its seasonal checks without you having to remember them.',
  },
  {
    icon: <IconListCheck size={26} />,
    title: 'Requests in one list',
    text: 'Ask for a repair on any property and follow it from the first message to the finished job.',
  },
  {
    icon: <IconMapPin size={26} />,
    title: 'Providers near each home',
    text: 'Jobs go to vendors who offer that service in that property’s zip code.',
  },
  {
    icon: <IconHomeShield size={26} />,
    title: 'Every property on file',
    text: 'Address, size, rooms, year built and notes for each home, ready for whoever does the work.',
  },
  {
    icon: <IconReceipt size={26} />,
    title: 'Clear, per-property pricing',
    text: 'Plans are billed per property by card, so a portfolio costs exactly what it holds.',
  },
  {
    icon: <IconUsers size={26} />,
    title: 'One account for many homes',
    text: 'A single sign-in for the family home, a holiday house or a small rental portfolio.',
  },
];

export function PropertyManagementScreen() {
  return (
    <InfoPage
      eyebrow="Property management"
      title="Property management without the paperwork"
      intro="Whether you own one home or a handful of rentals, keep every property on a maintenance plan and get repairs done by vendors who work in that area."
      benefits={benefits}
      includedTitle="What you can do with your account"
      included={[
        'Add each property with its address and details',
        'Subscribe properties to the maintenance plan that suits them',
        'Ask for maintenance with photos, urgency and a preferred date',
        'See which provider accepted a job and how far along it is',
        'Keep a list of completed services for every property',
      ]}
      closingTitle="Start with one property"
      closingText="Create an owner account, add a home and choose its plan. You can add more properties whenever you need."
    />
  );
}
