import {
  IconBuildingCommunity,
  IconCalendarEvent,
  IconClipboardCheck,
  IconMessages,
  IconTools,
  IconTrees,
} from '@tabler/icons-react';
import { InfoPage } from './components/info-page';

const benefits = [
  {
    icon: <IconBuildingCommunity size={26} />,
    title: 'Shared spaces looked after',
    text: 'Plan recurring care for common areas, roofs, gutters and grounds as properties of the association.',
  },
  {
    icon: <IconCalendarEvent size={26} />,
    title: 'A calendar the board can trust',
    text: 'Seasonal work is part of the plan, so it happens on time instead of when someone complains.',
  },
  {
    icon: <IconTools size={26} />,
    title: 'Local, qualified providers',
    text: 'Each job is offered to providers who do that kind of work in the association’s zip codes.',
  },
  {
    icon: <IconClipboardCheck size={26} />,
    title: 'A record of every job',
    text: 'Requests, who accepted them and when they were completed stay on file for the next meeting.',
  },
  {
    icon: <IconTrees size={26} />,
    title: 'Members’ homes too',
    text: 'Members can put their own homes on a plan with their own accounts and pay for their own care.',
  },
  {
    icon: <IconMessages size={26} />,
    title: 'A demo for your board',
    text: 'Tell us how many properties you look after and we will walk your board through it.',
  },
];

export function AssociationManagementScreen() {
  return (
    <InfoPage
      eyebrow="Association management"
      title="Maintenance for homeowner and condominium associations"
      intro="Keep common areas and members’ homes in good repair on one schedule, with providers who work in your neighbourhood and a clear record of what was done."
      benefits={benefits}
      includedTitle="What an association gets"
      included={[
        'Common areas and buildings kept as properties with their own plans',
        'Maintenance requests with urgency, photos and preferred dates',
        'Jobs offered to vendors who cover your zip codes',
        'Progress from accepted to completed on every request',
        'A free demo for the board before anyone signs up',
      ]}
      closingTitle="Bring your association on board"
      closingText="Start with the association’s own account and add the buildings and grounds it is responsible for."
    />
  );
}
